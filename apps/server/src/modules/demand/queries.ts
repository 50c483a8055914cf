import { sql, type Insertable, type Updateable } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { NeedEventsTable, NeedFilesTable, NeedsTable } from '../../db/schema.js';

/** A count or sum as the driver answers it (a string on PostgreSQL), as a number. */
export const toNumber = (v: string | number | bigint | null | undefined) => Number(v ?? 0);
export const affected = (r: { numUpdatedRows: bigint }) => Number(r.numUpdatedRows);

/** Escapes LIKE wildcards in a user's search words. */
export const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// --- needs ---------------------------------------------------------------------------------------

export const insertDemand = (db: Q, row: Insertable<NeedsTable>) =>
  db.insertInto('needs').values(row).returningAll().executeTakeFirstOrThrow();

export const findDemandByCode = (db: Q, code: string) =>
  db.selectFrom('needs').selectAll().where('code', '=', code).executeTakeFirst();

export const findDemandById = (db: Q, id: number) => db.selectFrom('needs').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Moves a demand from `from` to the status in `patch` only if it is still in `from`: two people acting at
 * once cannot both succeed (the second finds no row). Answers whether this call moved it.
 */
export const moveDemand = async (db: Q, id: number, from: number, patch: Updateable<NeedsTable>) =>
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

const demandsWithOwner = (db: Q) =>
  db
    .selectFrom('needs')
    .innerJoin('users as owner', 'owner.id', 'needs.user_id')
    .selectAll('needs')
    .select(['owner.nickname as owner_nickname', 'owner.avatar as owner_avatar']);

export type DemandWithOwner = Awaited<ReturnType<typeof findDemandWithOwner>> & object;
export const findDemandWithOwner = (db: Q, id: number) => demandsWithOwner(db).where('needs.id', '=', id).executeTakeFirst();

export interface DemandFilter {
  statuses?: readonly number[];
  userId?: number;
  serviceType?: string;
  trade?: string;
  budgetFen?: number;
  keyword?: string;
  /** Deadline still ahead of this instant. */
  deadlineAfter?: string;
}

const filtered = <T extends ReturnType<typeof demandsWithOwner>>(qb: T, f: DemandFilter): T => {
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

export type DemandOrder = 'newest' | 'closingSoon' | 'oldestSubmitted';

export const listDemands = async (db: Q, f: DemandFilter, order: DemandOrder, offset: number, limit: number) => {
  let qb = filtered(demandsWithOwner(db), f);
  if (order === 'closingSoon') qb = qb.orderBy('needs.deadline', 'asc').orderBy('needs.id', 'desc');
  else if (order === 'oldestSubmitted') qb = qb.orderBy('needs.submitted_at', 'asc').orderBy('needs.id', 'asc');
  else qb = qb.orderBy('needs.created_at', 'desc').orderBy('needs.id', 'desc');
  const countQb = filtered(demandsWithOwner(db), f)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('n'));
  const [rows, total] = await Promise.all([qb.offset(offset).limit(limit).execute(), countQb.executeTakeFirstOrThrow()]);
  return { rows, total: toNumber(total.n) };
};

export const countOwnDemandsByStatus = async (db: Q, userId: number) => {
  const rows = await db
    .selectFrom('needs')
    .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy('status')
    .execute();
  return rows.map((r) => ({ status: r.status, n: toNumber(r.n) }));
};

// --- files ---------------------------------------------------------------------------------------

export const insertDemandFiles = async (db: Q, rows: Insertable<NeedFilesTable>[]) => {
  if (rows.length) await db.insertInto('need_files').values(rows).execute();
};

export const deleteDemandFiles = (db: Q, demandId: number, roles: string[]) =>
  db
    .deleteFrom('need_files')
    .where('need_id', '=', demandId)
    .where('role', 'in', roles)
    .where('delivery_id', 'is', null)
    .execute();

export const listDemandFiles = (db: Q, demandId: number) =>
  db.selectFrom('need_files').selectAll().where('need_id', '=', demandId).orderBy('role').orderBy('sort').orderBy('id').execute();

/** The demands that hold an uploaded file, with the file's role in each (a file may be reused). */
export const findDemandsHoldingFile = (db: Q, fileId: string) =>
  db
    .selectFrom('need_files')
    .innerJoin('needs', 'needs.id', 'need_files.need_id')
    .selectAll('needs')
    .select('need_files.role as file_role')
    .where('need_files.file_id', '=', fileId)
    .execute();

/** The buyer and modeller of the demand a delivered model belongs to. */
export const findDemandOfDeliveredModel = (db: Q, modelCode: string) =>
  db
    .selectFrom('need_files')
    .innerJoin('needs', 'needs.id', 'need_files.need_id')
    .select(['needs.user_id', 'needs.modeller_id'])
    .where('need_files.model_code', '=', modelCode)
    .executeTakeFirst();

// --- events --------------------------------------------------------------------------------------

export const insertEvent = (db: Q, row: Insertable<NeedEventsTable>) => db.insertInto('need_events').values(row).execute();

export const listEvents = (db: Q, demandId: number) =>
  db
    .selectFrom('need_events')
    .leftJoin('users as actor', 'actor.id', 'need_events.actor_id')
    .selectAll('need_events')
    .select(['actor.nickname as actor_nickname', 'actor.avatar as actor_avatar'])
    .where('need_events.need_id', '=', demandId)
    .orderBy('need_events.id')
    .execute();

/**
 * What decides a user's actions on these demands besides their status: the user's own bids, the demands with an
 * active bid, the demands with a delivery (and with one waiting for the buyer), the demands the user has evaluated,
 * and the reasons given in the demands' disputes.
 */
export const actionFacts = async (db: Q, demandIds: number[], userId: number) => {
  if (demandIds.length === 0) {
    return { ownBids: [], withActiveBid: [], withPendingDelivery: [], withDelivery: [], evaluated: [], disputes: [] };
  }
  const [ownBids, withActiveBid, deliveries, evaluated, disputes] = await Promise.all([
    db
      .selectFrom('need_bids')
      .select(['need_id', 'status'])
      .where('need_id', 'in', demandIds)
      .where('user_id', '=', userId)
      .execute(),
    db.selectFrom('need_bids').select('need_id').distinct().where('need_id', 'in', demandIds).where('status', '=', 0).execute(),
    db.selectFrom('need_deliveries').select(['need_id', 'status']).distinct().where('need_id', 'in', demandIds).execute(),
    db
      .selectFrom('need_evaluations')
      .select('need_id')
      .where('need_id', 'in', demandIds)
      .where('from_user_id', '=', userId)
      .execute(),
    db
      .selectFrom('need_disputes')
      .select(['need_id', 'buyer_reason', 'modeller_reason'])
      .where('need_id', 'in', demandIds)
      .execute(),
  ]);
  return {
    ownBids,
    withActiveBid: withActiveBid.map((r) => r.need_id),
    withPendingDelivery: deliveries.filter((r) => r.status === 0).map((r) => r.need_id),
    withDelivery: deliveries.map((r) => r.need_id),
    disputes,
    evaluated: evaluated.map((r) => r.need_id),
  };
};

// --- users ---------------------------------------------------------------------------------------

export const findUser = (db: Q, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'nickname', 'avatar', 'type', 'status', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
