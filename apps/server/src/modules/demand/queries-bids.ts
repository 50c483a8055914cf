import { sql, type Insertable, type Updateable } from 'kysely';
import { certifiedKind } from '../../db/certified.js';
import type { Executor as Q } from '../../db/index.js';
import type { NeedBidsTable } from '../../db/schema.js';
import { affected, toNumber } from './queries.js';

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

export const findBidOf = (db: Q, demandId: number, userId: number) =>
  db.selectFrom('need_bids').selectAll().where('need_id', '=', demandId).where('user_id', '=', userId).executeTakeFirst();

/** Changes one bid's status only if it is still `from`. */
export const moveBid = async (db: Q, id: number, from: number, patch: Updateable<NeedBidsTable>) =>
  affected(await db.updateTable('need_bids').set(patch).where('id', '=', id).where('status', '=', from).executeTakeFirst()) === 1;

/** Moves every bid of a demand in status `from` (except one) to `to`; answers the bidders affected. */
export const moveBidsOfDemand = async (db: Q, demandId: number, from: number, to: number, at: string, exceptId?: number) => {
  let sel = db.selectFrom('need_bids').select('user_id').where('need_id', '=', demandId).where('status', '=', from);
  if (exceptId !== undefined) sel = sel.where('id', '<>', exceptId);
  const users = await sel.execute();
  let upd = db
    .updateTable('need_bids')
    .set({ status: to, updated_at: at })
    .where('need_id', '=', demandId)
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
    .select(['m.nickname as m_nickname', 'm.avatar as m_avatar', 'm.type as m_type', certifiedKind('m.id').as('m_certified')]);

export type BidWithModeller = Awaited<ReturnType<typeof findBidWithModeller>> & object;
export const findBidWithModeller = (db: Q, id: number) => bidsWithModeller(db).where('need_bids.id', '=', id).executeTakeFirst();

/** A demand's bids, chosen first, then oldest first; withdrawn bids are left out. */
export const listBidsOfDemand = async (db: Q, demandId: number, offset: number, limit: number) => {
  const base = (qb: Q) => qb.selectFrom('need_bids').where('need_bids.need_id', '=', demandId).where('need_bids.status', '<>', 3);
  const [rows, total] = await Promise.all([
    bidsWithModeller(db)
      .where('need_bids.need_id', '=', demandId)
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
  return { rows, total: toNumber(total.n) };
};

/** Demands a modeller bid on, with the bid, newest bid first. */
export const listBidsOfUser = async (
  db: Q,
  userId: number,
  f: { bidStatus?: number; demandStatus?: number },
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
    if (f.demandStatus !== undefined) qb = qb.where('needs.status', '=', f.demandStatus);
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
        certifiedKind('m.id').as('m_certified'),
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
  return { rows, total: toNumber(total.n) };
};

export const countUserBids = async (db: Q, userId: number) => {
  const rows = await db
    .selectFrom('need_bids')
    .innerJoin('needs', 'needs.id', 'need_bids.need_id')
    .select(['need_bids.status as bid_status', 'needs.status as need_status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('need_bids.user_id', '=', userId)
    .groupBy(['need_bids.status', 'needs.status'])
    .execute();
  return rows.map((r) => ({ bidStatus: r.bid_status, demandStatus: r.need_status, n: toNumber(r.n) }));
};
