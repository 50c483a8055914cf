import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type {
  NeedBidsTable,
  NeedDeliveriesTable,
  NeedEvaluationsTable,
  NeedEventsTable,
  NeedFilesTable,
  NeedsTable,
} from '../../db/schema.js';

const n = (v: string | number | bigint | null | undefined) => Number(v ?? 0);
const affected = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows);

/** Escapes LIKE wildcards in a user's search words. */
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// --- needs ---------------------------------------------------------------------------------------

export const insertNeed = (db: Q, row: Insertable<NeedsTable>) =>
  db.insertInto('needs').values(row).returningAll().executeTakeFirstOrThrow();

export const findNeedByCode = (db: Q, code: string) =>
  db.selectFrom('needs').selectAll().where('code', '=', code).executeTakeFirst();

export const findNeedById = (db: Q, id: number) => db.selectFrom('needs').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Moves a demand from `from` to the status in `patch` only if it is still in `from`: two people acting at
 * once cannot both succeed (the second finds no row). Answers whether this call moved it.
 */
export const moveNeed = async (db: Q, id: number, from: number, patch: Updateable<NeedsTable>) =>
  affected(await db.updateTable('needs').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst()) === 1;

/**
 * Changes the bid count of a demand that is still bidding (and, for new bids, still before its deadline).
 * The row update also serialises bids, withdrawals and the buyer's choice of the same demand.
 */
export const adjustBidCount = async (db: Q, id: number, delta: 1 | -1, at: string, openUntilAfter?: string) => {
  let qb = db
    .updateTable('needs')
    .set((eb) => ({ bid_count: eb('bid_count', '+', delta), updated_at: at }))
    .where('id', '=', id)
    .where('status', '=', 0);
  if (openUntilAfter) qb = qb.where('deadline', '>', openUntilAfter);
  return affected(await qb.executeTakeFirst()) === 1;
};

/** Touches a demand still in production, which also locks its row for the rest of the transaction. */
export const touchInProduction = async (db: Q, id: number, at: string) =>
  affected(
    await db.updateTable('needs').set({ updated_at: at }).where('id', '=', id).where('status', '=', 1).executeTakeFirst(),
  ) === 1;

const needsWithOwner = (db: Q) =>
  db
    .selectFrom('needs')
    .innerJoin('users as owner', 'owner.id', 'needs.user_id')
    .selectAll('needs')
    .select(['owner.nickname as owner_nickname', 'owner.avatar as owner_avatar']);

export type NeedWithOwner = Awaited<ReturnType<typeof findNeedWithOwner>> & object;
export const findNeedWithOwner = (db: Q, id: number) => needsWithOwner(db).where('needs.id', '=', id).executeTakeFirst();

export interface NeedFilter {
  statuses?: readonly number[];
  userId?: number;
  serviceType?: string;
  trade?: string;
  budgetFen?: number;
  keyword?: string;
  /** Deadline still ahead of this instant. */
  deadlineAfter?: string;
}

const filtered = <T extends ReturnType<typeof needsWithOwner>>(qb: T, f: NeedFilter): T => {
  let q = qb;
  if (f.statuses) q = q.where('needs.status', 'in', [...f.statuses]) as T;
  if (f.userId !== undefined) q = q.where('needs.user_id', '=', f.userId) as T;
  if (f.serviceType) q = q.where('needs.service_type', '=', f.serviceType) as T;
  if (f.trade) q = q.where('needs.trade', '=', f.trade) as T;
  if (f.budgetFen !== undefined) q = q.where('needs.budget_fen', '=', f.budgetFen) as T;
  if (f.keyword) q = q.where(sql<boolean>`needs.title like ${likeText(f.keyword)} escape '\\'`) as T;
  if (f.deadlineAfter) q = q.where('needs.deadline', '>', f.deadlineAfter) as T;
  return q;
};

export type NeedOrder = 'newest' | 'closingSoon' | 'oldestSubmitted';

export const listNeeds = async (db: Q, f: NeedFilter, order: NeedOrder, offset: number, limit: number) => {
  let qb = filtered(needsWithOwner(db), f);
  if (order === 'closingSoon') qb = qb.orderBy('needs.deadline', 'asc').orderBy('needs.id', 'desc');
  else if (order === 'oldestSubmitted') qb = qb.orderBy('needs.submitted_at', 'asc').orderBy('needs.id', 'asc');
  else qb = qb.orderBy('needs.created_at', 'desc').orderBy('needs.id', 'desc');
  const countQb = filtered(needsWithOwner(db), f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('n'));
  const [rows, total] = await Promise.all([qb.offset(offset).limit(limit).execute(), countQb.executeTakeFirstOrThrow()]);
  return { rows, total: n(total.n) };
};

export const countOwnNeedsByStatus = async (db: Q, userId: number) => {
  const rows = await db
    .selectFrom('needs')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, n: n(r.n) }));
};

// --- files ---------------------------------------------------------------------------------------

export const insertNeedFiles = async (db: Q, rows: Insertable<NeedFilesTable>[]) => {
  if (rows.length) await db.insertInto('need_files').values(rows).execute();
};

export const deleteNeedFiles = (db: Q, needId: number, roles: string[]) =>
  db.deleteFrom('need_files').where('need_id', '=', needId).where('role', 'in', roles).where('delivery_id', 'is', null).execute();

export const listNeedFiles = (db: Q, needId: number) =>
  db.selectFrom('need_files').selectAll().where('need_id', '=', needId).orderBy('role').orderBy('sort').orderBy('id').execute();

/** The buyer and modeller of the demand a delivered model belongs to. */
export const findNeedOfDeliveredModel = (db: Q, modelCode: string) =>
  db
    .selectFrom('need_files')
    .innerJoin('needs', 'needs.id', 'need_files.need_id')
    .select(['needs.user_id', 'needs.modeller_id'])
    .where('need_files.model_code', '=', modelCode)
    .executeTakeFirst();

// --- events --------------------------------------------------------------------------------------

export const insertEvent = (db: Q, row: Insertable<NeedEventsTable>) => db.insertInto('need_events').values(row).execute();

export const listEvents = (db: Q, needId: number) =>
  db
    .selectFrom('need_events')
    .leftJoin('users as actor', 'actor.id', 'need_events.actor_id')
    .selectAll('need_events')
    .select(['actor.nickname as actor_nickname', 'actor.avatar as actor_avatar'])
    .where('need_events.need_id', '=', needId)
    .orderBy('need_events.id')
    .execute();

// --- bids ----------------------------------------------------------------------------------------

/**
 * Places a bid: a new row, or the modeller's withdrawn bid brought back with new terms. Answers undefined
 * when the modeller already has a bid that is not withdrawn (including one placed a moment ago).
 */
export const upsertBid = (db: Q, row: Insertable<NeedBidsTable>) =>
  db
    .insertInto('need_bids')
    .values(row)
    .onConflict((oc) =>
      oc
        .columns(['need_id', 'user_id'])
        .doUpdateSet({
          price: row.price,
          days: row.days,
          message: row.message,
          portfolio_links: row.portfolio_links,
          status: row.status,
          withdrawn_at: null,
          created_at: row.created_at,
          updated_at: row.updated_at,
        })
        .where('need_bids.status', '=', 3),
    )
    .returningAll()
    .executeTakeFirst();

export const findBidByCode = (db: Q, code: string) =>
  db.selectFrom('need_bids').selectAll().where('code', '=', code).executeTakeFirst();

export const findBidById = (db: Q, id: number) => db.selectFrom('need_bids').selectAll().where('id', '=', id).executeTakeFirst();

export const findBidOf = (db: Q, needId: number, userId: number) =>
  db.selectFrom('need_bids').selectAll().where('need_id', '=', needId).where('user_id', '=', userId).executeTakeFirst();

/** Changes one bid's status only if it is still `from`. */
export const moveBid = async (db: Q, id: number, from: number, patch: Updateable<NeedBidsTable>) =>
  affected(await db.updateTable('need_bids').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst()) === 1;

/** Moves every bid of a demand in status `from` (except one) to `to`; answers the bidders affected. */
export const moveBidsOfNeed = async (db: Q, needId: number, from: number, to: number, at: string, exceptId?: number) => {
  let sel = db.selectFrom('need_bids').select('user_id').where('need_id', '=', needId).where('status', '=', from);
  if (exceptId !== undefined) sel = sel.where('id', '<>', exceptId);
  const users = await sel.execute();
  let upd = db
    .updateTable('need_bids')
    .set({ status: to, updated_at: at })
    .where('need_id', '=', needId)
    .where('status', '=', from);
  if (exceptId !== undefined) upd = upd.where('id', '<>', exceptId);
  await upd.execute();
  return users.map((u) => u.user_id);
};

const bidsWithModeller = (db: Q) =>
  db
    .selectFrom('need_bids')
    .innerJoin('users as m', 'm.id', 'need_bids.user_id')
    .selectAll('need_bids')
    .select(['m.nickname as m_nickname', 'm.avatar as m_avatar', 'm.type as m_type']);

export type BidWithModeller = Awaited<ReturnType<typeof findBidWithModeller>> & object;
export const findBidWithModeller = (db: Q, id: number) => bidsWithModeller(db).where('need_bids.id', '=', id).executeTakeFirst();

/** A demand's bids, chosen first, then oldest first; withdrawn bids are left out. */
export const listBidsOfNeed = async (db: Q, needId: number, offset: number, limit: number) => {
  const base = (qb: Q) => qb.selectFrom('need_bids').where('need_bids.need_id', '=', needId).where('need_bids.status', '<>', 3);
  const [rows, total] = await Promise.all([
    bidsWithModeller(db)
      .where('need_bids.need_id', '=', needId)
      .where('need_bids.status', '<>', 3)
      .orderBy(sql`case when need_bids.status = 1 then 0 else 1 end`)
      .orderBy('need_bids.created_at', 'asc')
      .orderBy('need_bids.id', 'asc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base(db)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: n(total.n) };
};

/** Demands a modeller bid on, with the bid, newest bid first. */
export const listBidsOfUser = async (
  db: Q,
  userId: number,
  f: { bidStatus?: number; needStatus?: number },
  offset: number,
  limit: number,
) => {
  const base = () => {
    let qb = db
      .selectFrom('need_bids')
      .innerJoin('needs', 'needs.id', 'need_bids.need_id')
      .innerJoin('users as owner', 'owner.id', 'needs.user_id')
      .innerJoin('users as m', 'm.id', 'need_bids.user_id')
      .where('need_bids.user_id', '=', userId);
    if (f.bidStatus !== undefined) qb = qb.where('need_bids.status', '=', f.bidStatus);
    if (f.needStatus !== undefined) qb = qb.where('needs.status', '=', f.needStatus);
    return qb;
  };
  const [rows, total] = await Promise.all([
    base()
      .select([
        'need_bids.id as bid_id',
        'need_bids.code as bid_code',
        'need_bids.price',
        'need_bids.days',
        'need_bids.message',
        'need_bids.portfolio_links',
        'need_bids.status as bid_status',
        'need_bids.created_at as bid_created_at',
        'need_bids.updated_at as bid_updated_at',
        'm.nickname as m_nickname',
        'm.avatar as m_avatar',
        'm.type as m_type',
        'owner.nickname as owner_nickname',
        'owner.avatar as owner_avatar',
      ])
      .selectAll('needs')
      .orderBy('need_bids.updated_at', 'desc')
      .orderBy('need_bids.id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    base()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: n(total.n) };
};

export const countUserBids = async (db: Q, userId: number) => {
  const rows = await db
    .selectFrom('need_bids')
    .innerJoin('needs', 'needs.id', 'need_bids.need_id')
    .select(['need_bids.status as bid_status', 'needs.status as need_status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('need_bids.user_id', '=', userId)
    .groupBy(['need_bids.status', 'needs.status'])
    .execute();
  return rows.map((r) => ({ bidStatus: r.bid_status, needStatus: r.need_status, n: n(r.n) }));
};

// --- deliveries ----------------------------------------------------------------------------------

export const insertDelivery = (db: Q, row: Insertable<NeedDeliveriesTable>) =>
  db.insertInto('need_deliveries').values(row).returning('id').executeTakeFirstOrThrow();

export const listDeliveries = (db: Q, needId: number) =>
  db.selectFrom('need_deliveries').selectAll().where('need_id', '=', needId).orderBy('id').execute();

/** Reviews every delivery still waiting for the buyer; answers how many there were. */
export const reviewPendingDeliveries = async (db: Q, needId: number, patch: Updateable<NeedDeliveriesTable>) =>
  affected(
    await db.updateTable('need_deliveries').set(patch).where('need_id', '=', needId).where('status', '=', 0).executeTakeFirst(),
  );

/**
 * What decides a user's actions on these demands besides their status: the user's own bids, the demands with an
 * active bid, the demands with a delivery waiting for the buyer, and the demands the user has evaluated.
 */
export const actionFacts = async (db: Q, needIds: number[], userId: number) => {
  if (needIds.length === 0) return { ownBids: [], withActiveBid: [], withPendingDelivery: [], evaluated: [] };
  const [ownBids, withActiveBid, withPendingDelivery, evaluated] = await Promise.all([
    db
      .selectFrom('need_bids')
      .select(['need_id', 'status'])
      .where('need_id', 'in', needIds)
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('need_bids').select('need_id').distinct().where('need_id', 'in', needIds).where('status', '=', 0).execute(),
    db
      .selectFrom('need_deliveries')
      .select('need_id')
      .distinct()
      .where('need_id', 'in', needIds)
      .where('status', '=', 0)
      .execute(),
    db
      .selectFrom('need_evaluations')
      .select('need_id')
      .where('need_id', 'in', needIds)
      .where('from_user_id', '=', userId)
      .execute(),
  ]);
  return {
    ownBids,
    withActiveBid: withActiveBid.map((r) => r.need_id),
    withPendingDelivery: withPendingDelivery.map((r) => r.need_id),
    evaluated: evaluated.map((r) => r.need_id),
  };
};

// --- evaluations ---------------------------------------------------------------------------------

/** Answers false when this person has evaluated the demand already. */
export const insertEvaluation = async (db: Q, row: Insertable<NeedEvaluationsTable>) => {
  const r = await db
    .insertInto('need_evaluations')
    .values(row)
    .onConflict((oc) => oc.columns(['need_id', 'from_user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return r !== undefined;
};

const evaluationsWithUsers = (db: Q) =>
  db
    .selectFrom('need_evaluations as e')
    .innerJoin('users as f', 'f.id', 'e.from_user_id')
    .innerJoin('users as t', 't.id', 'e.to_user_id')
    .selectAll('e')
    .select(['f.nickname as from_nickname', 'f.avatar as from_avatar', 't.nickname as to_nickname', 't.avatar as to_avatar']);

export const listEvaluationsOfNeed = (db: Q, needId: number) =>
  evaluationsWithUsers(db).where('e.need_id', '=', needId).orderBy('e.id').execute();

export const listEvaluationsReceived = (db: Q, userId: number, fromRole: string, limit: number) =>
  evaluationsWithUsers(db)
    .where('e.to_user_id', '=', userId)
    .where('e.from_role', '=', fromRole)
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();

// --- modellers -----------------------------------------------------------------------------------

export const findUser = (db: Q, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'type', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Completed and in-production demand counts and buyers' scores of some modellers. */
export const modellerStats = async (db: Q, userIds: number[]) => {
  const stats = new Map<number, { completed: number; inProduction: number; scoreSum: number; scoreCount: number }>();
  if (userIds.length === 0) return stats;
  for (const id of userIds) stats.set(id, { completed: 0, inProduction: 0, scoreSum: 0, scoreCount: 0 });
  const [work, scores] = await Promise.all([
    db
      .selectFrom('needs')
      .select(['modeller_id', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('modeller_id', 'in', userIds)
      .where('status', 'in', [1, 2])
      .groupBy(['modeller_id', 'status'])
      .execute(),
    db
      .selectFrom('need_evaluations')
      .select([
        'to_user_id',
        (eb) => eb.fn.sum<string | number>('score').as('s'),
        (eb) => eb.fn.countAll<string | number>().as('n'),
      ])
      .where('to_user_id', 'in', userIds)
      .where('from_role', '=', 'buyer')
      .groupBy('to_user_id')
      .execute(),
  ]);
  for (const w of work) {
    const s = stats.get(w.modeller_id!);
    if (!s) continue;
    if (w.status === 2) s.completed = n(w.n);
    else s.inProduction = n(w.n);
  }
  for (const r of scores) {
    const s = stats.get(r.to_user_id);
    if (s) {
      s.scoreSum = n(r.s);
      s.scoreCount = n(r.n);
    }
  }
  return stats;
};

export type ServerOrder = 'recommended' | 'completed' | 'score' | 'newest';

/** Service-side users (types 2, 3, 4) for the directory, with the numbers it sorts by. */
export const listServers = async (
  db: Q,
  f: { serviceType?: string; trade?: string; keyword?: string },
  order: ServerOrder,
  offset: number,
  limit: number,
) => {
  const base = () => {
    let qb = db.selectFrom('users as u').where('u.type', 'in', [2, 3, 4]).where('u.status', '=', 1);
    if (f.serviceType) {
      const v = f.serviceType;
      qb = qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('modeller_tags as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.kind', '=', 'service')
            .where('t.value', '=', v),
        ),
      );
    }
    if (f.trade) {
      const v = f.trade;
      qb = qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('modeller_tags as t')
            .select('t.user_id')
            .whereRef('t.user_id', '=', 'u.id')
            .where('t.kind', '=', 'trade')
            .where('t.value', '=', v),
        ),
      );
    }
    if (f.keyword) qb = qb.where(sql<boolean>`u.nickname like ${likeText(f.keyword)} escape '\\'`);
    return qb;
  };
  let qb = base().select((eb) => [
    'u.id',
    'u.nickname',
    'u.avatar',
    'u.type',
    'u.created_at',
    eb
      .selectFrom('needs')
      .select(eb.fn.countAll<string | number>().as('c'))
      .whereRef('needs.modeller_id', '=', 'u.id')
      .where('needs.status', '=', 2)
      .as('completed_sort'),
    eb
      .selectFrom('need_evaluations as e')
      .select(sql<string | number>`coalesce(avg(e.score), 0)`.as('a'))
      .whereRef('e.to_user_id', '=', 'u.id')
      .where('e.from_role', '=', 'buyer')
      .as('score_sort'),
  ]);
  if (order === 'completed') qb = qb.orderBy('completed_sort', 'desc').orderBy('score_sort', 'desc');
  else if (order === 'score') qb = qb.orderBy('score_sort', 'desc').orderBy('completed_sort', 'desc');
  else if (order === 'recommended')
    qb = qb.orderBy('completed_sort', 'desc').orderBy('score_sort', 'desc').orderBy('u.created_at', 'desc');
  else qb = qb.orderBy('u.created_at', 'desc');
  qb = qb.orderBy('u.id', 'desc');
  const [rows, total] = await Promise.all([
    qb.offset(offset).limit(limit).execute(),
    base()
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: n(total.n) };
};

/** Up to `perUser` latest completed demands of each modeller, with the buyer's score. */
export const recentCases = async (db: Q, userIds: number[], perUser: number) => {
  if (userIds.length === 0) return [];
  const ranked = db
    .selectFrom('needs')
    .leftJoin('need_evaluations as e', (j) => j.onRef('e.need_id', '=', 'needs.id').on('e.from_role', '=', 'buyer'))
    .select((eb) => [
      'needs.modeller_id',
      'needs.code',
      'needs.title',
      'needs.service_type',
      'needs.trade',
      'needs.cover_url',
      'needs.completed_at',
      'e.score',
      eb.fn
        .agg<number>('row_number')
        .over((o) => o.partitionBy('needs.modeller_id').orderBy('needs.completed_at', 'desc'))
        .as('rn'),
    ])
    .where('needs.modeller_id', 'in', userIds)
    .where('needs.status', '=', 2)
    .as('r');
  return db.selectFrom(ranked).selectAll().where('r.rn', '<=', perUser).orderBy('r.completed_at', 'desc').execute();
};

export const findProfile = (db: Q, userId: number) =>
  db.selectFrom('modeller_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const listTags = (db: Q, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('modeller_tags').selectAll().where('user_id', 'in', userIds).orderBy('kind').execute();

export const listProfiles = (db: Q, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db.selectFrom('modeller_profiles').selectAll().where('user_id', 'in', userIds).execute();

export const saveProfile = async (
  db: Q,
  userId: number,
  p: { intro: string; portfolio_links: string; updated_at: string },
  tags: { kind: string; value: string }[],
) => {
  await db
    .insertInto('modeller_profiles')
    .values({ user_id: userId, ...p })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(p))
    .execute();
  await db.deleteFrom('modeller_tags').where('user_id', '=', userId).execute();
  if (tags.length)
    await db
      .insertInto('modeller_tags')
      .values(tags.map((t) => ({ user_id: userId, ...t })))
      .execute();
};

/** Service types a modeller has completed demands in (specialities shown when none were set). */
export const completedServiceTypes = (db: Q, userIds: number[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('needs')
        .select(['modeller_id', 'service_type'])
        .distinct()
        .where('modeller_id', 'in', userIds)
        .where('status', '=', 2)
        .execute();
