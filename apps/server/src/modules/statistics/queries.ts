import { sql, type Insertable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { ImplementEntriesTable } from '../../db/schema-statistics.js';

/** The statistics module's SQL: owners' daily rows, the per-model rows' sales, devices and the hardware showcase. */

export type OwnerField = 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'comments';
const FIGURES = ['views', 'embeds', 'downloads', 'likes', 'collects', 'comments', 'sales', 'sales_amount'] as const;

/** Adds per-model counts to their owners' rows of the day, in one statement (an owner's models summed). */
export async function addOwnersFromModels(db: Q, day: string, field: OwnerField, n: Map<number, number>): Promise<void> {
  if (n.size === 0) return;
  const cases = sql.join(
    [...n].map(([id, k]) => sql`WHEN ${id} THEN ${k}`),
    sql` `,
  );
  const col = sql.ref(field);
  await sql`INSERT INTO owner_daily_stats (user_id, day, ${col})
    SELECT user_id, ${day}, SUM(CASE id ${cases} ELSE 0 END) FROM models WHERE id IN (${sql.join([...n.keys()])})
    GROUP BY user_id
    ON CONFLICT (user_id, day) DO UPDATE SET ${col} = owner_daily_stats.${col} + excluded.${col}`.execute(db);
}

export const addOwnerFigures = (
  db: Q,
  userId: number,
  day: string,
  add: { sales?: number; sales_amount?: number; visitors?: number },
) =>
  db
    .insertInto('owner_daily_stats')
    .values({ user_id: userId, day, ...add })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'day'])
        .doUpdateSet((eb) =>
          Object.fromEntries(Object.entries(add).map(([k, v]) => [k, eb(sql.ref(`owner_daily_stats.${k}`), '+', v)])),
        ),
    )
    .execute();

export const addModelSale = (db: Q, modelId: number, day: string, count: number, amount: number) =>
  db
    .insertInto('model_daily_stats')
    .values({ model_id: modelId, day, sales: count, sales_amount: amount })
    .onConflict((oc) =>
      oc.columns(['model_id', 'day']).doUpdateSet((eb) => ({
        sales: eb('model_daily_stats.sales', '+', count),
        sales_amount: eb('model_daily_stats.sales_amount', '+', amount),
      })),
    )
    .execute();

export const modelOwner = (db: Q, code: string) =>
  db
    .selectFrom('models')
    .select(['id', 'user_id', 'title', 'model_code'])
    .where('model_code', '=', code)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();

export const ownerOfModel = (db: Q, id: number) =>
  db.selectFrom('models').select('user_id').where('id', '=', id).executeTakeFirst();

const sumOf = (col: string) => sql<string | number>`COALESCE(SUM(${sql.ref(col)}), 0)`;

/** Sums of the owners' rows between two days (inclusive). */
export const ownerSums = (db: Q, userIds: number[], from: string, to: string) =>
  db
    .selectFrom('owner_daily_stats')
    .select([...FIGURES, 'visitors'].map((f) => sumOf(f).as(f)))
    .where('user_id', 'in', userIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .executeTakeFirstOrThrow();

/** The owners' rows per day (days without a row are missing). */
export const ownerDays = (db: Q, userIds: number[], from: string, to: string) =>
  db
    .selectFrom('owner_daily_stats')
    .select(['day', ...[...FIGURES, 'visitors'].map((f) => sumOf(f).as(f))])
    .where('user_id', 'in', userIds)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .groupBy('day')
    .execute();

export const modelDays = (db: Q, modelId: number, from: string, to: string) =>
  db
    .selectFrom('model_daily_stats')
    .select(['day', ...FIGURES])
    .where('model_id', '=', modelId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();

/** The owners' models (not in the recycle bin, not demand deliveries): how many, listed, embedded. */
export const modelCounts = (db: Q, userIds: number[]) =>
  db
    .selectFrom('models')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('total'),
      sql<string | number>`COALESCE(SUM(CASE WHEN status = 'ready' AND visibility = 'public' THEN 1 ELSE 0 END), 0)`.as('listed'),
      sql<string | number>`COALESCE(SUM(CASE WHEN embed_count > 0 THEN 1 ELSE 0 END), 0)`.as('embedded'),
    ])
    .where('user_id', 'in', userIds)
    .where('deleted_at', 'is', null)
    .where('delivery', '=', 0)
    .executeTakeFirstOrThrow();

export type RankSort = 'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'sales' | 'sales_amount';

/**
 * The owners' models with their sums between two days, highest `sort` first. Only models with activity in the range
 * are ranked (a catalogue of thousands mostly idle ones would otherwise be grouped on every page).
 */
export async function ranking(db: Q, userIds: number[], from: string, to: string, sort: RankSort, offset: number, limit: number) {
  const active = db
    .selectFrom('model_daily_stats as d')
    .innerJoin('models as m', 'm.id', 'd.model_id')
    .where('m.user_id', 'in', userIds)
    .where('m.deleted_at', 'is', null)
    .where('d.day', '>=', from)
    .where('d.day', '<=', to);
  const [rows, total] = await Promise.all([
    active
      .select(['m.id', 'm.model_code', 'm.title', ...FIGURES.map((f) => sumOf(`d.${f}`).as(f))])
      .groupBy(['m.id', 'm.model_code', 'm.title'])
      .orderBy(sql`${sumOf(`d.${sort}`)}`, 'desc')
      .orderBy('m.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    active.select((eb) => eb.fn.count<string | number>('m.id').distinct().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

// --- devices ---------------------------------------------------------------------------------------------------

export const devicesOf = (db: Q, userId: number) =>
  db.selectFrom('devices').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();

export const deviceBySerial = (db: Q, serial: string) =>
  db.selectFrom('devices').selectAll().where('serial', '=', serial).executeTakeFirst();

export const deviceById = (db: Q, id: number) => db.selectFrom('devices').selectAll().where('id', '=', id).executeTakeFirst();

export const insertDevice = (db: Q, row: { user_id: number; serial: string; type: string; name: string; created_at: string }) =>
  db.insertInto('devices').values(row).returning('id').executeTakeFirstOrThrow();

/** Each device's newest models (up to `per`) and how many it has. */
export const deviceModels = (db: Q, deviceIds: number[]) =>
  deviceIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('models')
        .select(['device_id', 'model_code', 'title'])
        .where('device_id', 'in', deviceIds)
        .where('deleted_at', 'is', null)
        .orderBy('id', 'desc')
        .execute();

export const setModelDevice = (db: Q, modelId: number, deviceId: number | null) =>
  db.updateTable('models').set({ device_id: deviceId }).where('id', '=', modelId).execute();

// --- the hardware showcase ---------------------------------------------------------------------------------------

export const implementEntries = (db: Q) =>
  db.selectFrom('implement_entries').selectAll().orderBy('sort', 'asc').orderBy('id', 'asc').execute();

export const implementById = (db: Q, id: number) =>
  db.selectFrom('implement_entries').selectAll().where('id', '=', id).executeTakeFirst();

export const implementByCode = (db: Q, code: string) =>
  db.selectFrom('implement_entries').selectAll().where('code', '=', code).executeTakeFirst();

export const insertImplement = (db: Q, row: Insertable<ImplementEntriesTable>) =>
  db.insertInto('implement_entries').values(row).returning('id').executeTakeFirstOrThrow();

export const updateImplement = (db: Q, id: number, row: Insertable<ImplementEntriesTable>) =>
  db.updateTable('implement_entries').set(row).where('id', '=', id).execute();

export const deleteImplement = async (db: Q, id: number) =>
  Number((await db.deleteFrom('implement_entries').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
