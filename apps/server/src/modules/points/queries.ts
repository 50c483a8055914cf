import { sql } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { MallGoodsTable, MallRedemptionsTable } from '../../db/schema-points.js';
import type { Insertable, Selectable, Updateable } from 'kysely';

export type GoodsRow = Selectable<MallGoodsTable>;
export type RedemptionRow = Selectable<MallRedemptionsTable> & { nickname: string };

// --- day tasks ----------------------------------------------------------------------------------

export const tasks = (db: Q) => db.selectFrom('point_tasks').selectAll().where('enabled', '=', 1).orderBy('sort').execute();

export const task = (db: Q, code: string) =>
  db.selectFrom('point_tasks').selectAll().where('code', '=', code).where('enabled', '=', 1).executeTakeFirst();

/** One more time today; the row's key (user, day, task) keeps one counter per day. */
export async function bumpProgress(db: Q, userId: number, day: string, code: string, at: string) {
  await db
    .insertInto('point_task_progress')
    .values({ user_id: userId, day, task_code: code, progress: 1, claimed_at: null, updated_at: at })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day', 'task_code'])
        .doUpdateSet({ progress: sql<number>`point_task_progress.progress + 1`, updated_at: at }),
    )
    .execute();
}

export const progressOf = (db: Q, userId: number, day: string) =>
  db.selectFrom('point_task_progress').selectAll().where('user_id', '=', userId).where('day', '=', day).execute();

/** Marks today's reward taken, once: false when not done yet or already claimed (one statement, so two claims at once give one). */
export async function claim(db: Q, userId: number, day: string, code: string, target: number, at: string) {
  const row = await db
    .updateTable('point_task_progress')
    .set({ claimed_at: at })
    .where('user_id', '=', userId)
    .where('day', '=', day)
    .where('task_code', '=', code)
    .where('claimed_at', 'is', null)
    .where('progress', '>=', target)
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

// --- shared links -------------------------------------------------------------------------------

export const userExists = async (db: Q, id: number) =>
  (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** False when this visitor already counted for this sharer that day (the key (sharer, day, visitor)). */
export async function insertShareVisit(db: Q, row: { sharer_id: number; day: string; visitor_id: number; created_at: string }) {
  const hit = await db
    .insertInto('point_share_visits')
    .values(row)
    .onConflict((oc) => oc.columns(['sharer_id', 'day', 'visitor_id']).doNothing())
    .returning('sharer_id')
    .executeTakeFirst();
  return hit !== undefined;
}

// --- sign-ins -----------------------------------------------------------------------------------

/** False when the user has already signed in that day (the key (user, day); a concurrent one waits, then finds it). */
export async function insertSignin(
  db: Q,
  row: { user_id: number; day: string; streak: number; points: number; created_at: string },
) {
  const hit = await db
    .insertInto('point_signins')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  return hit !== undefined;
}

export const signinsSince = (db: Q, userId: number, day: string) =>
  db
    .selectFrom('point_signins')
    .selectAll()
    .where('user_id', '=', userId)
    .where('day', '>=', day)
    .orderBy('day', 'desc')
    .execute();

// --- the mall -----------------------------------------------------------------------------------

export async function goodsPage(db: Q, all: boolean, offset: number, limit: number) {
  let qb = db.selectFrom('mall_goods');
  if (!all) qb = qb.where('on_sale', '=', 1);
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('points_price').orderBy('id').limit(limit).offset(offset).execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findGoods = (db: Q, id: number) => db.selectFrom('mall_goods').selectAll().where('id', '=', id).executeTakeFirst();

export const insertGoods = (db: Q, row: Insertable<MallGoodsTable>) =>
  db.insertInto('mall_goods').values(row).returning('id').executeTakeFirstOrThrow();

export const updateGoods = (db: Q, id: number, set: Updateable<MallGoodsTable>) =>
  db.updateTable('mall_goods').set(set).where('id', '=', id).returning('id').executeTakeFirst();

/**
 * Takes one unit, only while some is left and the goods are on sale: one statement, so the last unit from two
 * sessions at once goes to one (PostgreSQL re-checks the condition on the row it waited for).
 */
export async function takeStock(db: Q, id: number, at: string) {
  const row = await db
    .updateTable('mall_goods')
    .set({ stock: sql<number>`stock - 1`, updated_at: at })
    .where('id', '=', id)
    .where('stock', '>', 0)
    .where('on_sale', '=', 1)
    .returning('stock')
    .executeTakeFirst();
  return row !== undefined;
}

export const insertRedemption = (db: Q, row: Insertable<MallRedemptionsTable>) =>
  db.insertInto('mall_redemptions').values(row).execute();

const redemptions = (db: Q) =>
  db
    .selectFrom('mall_redemptions')
    .innerJoin('users', 'users.id', 'mall_redemptions.user_id')
    .selectAll('mall_redemptions')
    .select('users.nickname');

export const findRedemption = (db: Q, no: string) =>
  redemptions(db).where('mall_redemptions.redemption_no', '=', no).executeTakeFirst();

export async function redemptionPage(
  db: Q,
  filter: { userId?: number; status?: string },
  offset: number,
  limit: number,
): Promise<{ rows: RedemptionRow[]; total: number }> {
  let qb = db.selectFrom('mall_redemptions');
  if (filter.userId !== undefined) qb = qb.where('mall_redemptions.user_id', '=', filter.userId);
  if (filter.status) qb = qb.where('mall_redemptions.status', '=', filter.status);
  const [ids, total] = await Promise.all([
    qb.select('id').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await redemptions(db)
          .where(
            'mall_redemptions.id',
            'in',
            ids.map((r) => r.id),
          )
          .orderBy('mall_redemptions.id', 'desc')
          .execute();
  return { rows, total: Number(total.n) };
}

/** Moves a redemption on only from the status it was read in. */
export const moveRedemption = (db: Q, no: string, from: string, set: Updateable<MallRedemptionsTable>) =>
  db
    .updateTable('mall_redemptions')
    .set(set)
    .where('redemption_no', '=', no)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
