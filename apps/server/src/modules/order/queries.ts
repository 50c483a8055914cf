import type { Executor as Q } from '../../db/index.js';
import type { OrdersTable } from '../../db/schema-money.js';
import type { Insertable, Updateable } from 'kysely';

export const insertOrder = (db: Q, row: Insertable<OrdersTable>) => db.insertInto('orders').values(row).execute();

export const findOrder = (db: Q, orderNo: string) =>
  db.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirst();

/** Changes an order only while it is still in status `from`: answers whether this call made the change. */
export async function moveOrder(db: Q, id: number, from: string, set: Updateable<OrdersTable>): Promise<boolean> {
  const r = await db.updateTable('orders').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export const updateOrder = (db: Q, id: number, set: Updateable<OrdersTable>) =>
  db.updateTable('orders').set(set).where('id', '=', id).execute();

/** The buyer's unpaid, unexpired order for the same thing, to reuse instead of opening another. */
export const findOpenOrder = (db: Q, userId: number, kind: string, refId: number, now: string) =>
  db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('ref_id', '=', refId)
    .where('status', '=', 'unpaid')
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();

export interface OrderFilter {
  userId?: number;
  sellerId?: number;
  kind?: string;
  kinds?: string[];
  status?: string;
  statuses?: string[];
  keyword?: string;
}

function filtered(db: Q, f: OrderFilter) {
  let qb = db.selectFrom('orders');
  if (f.userId !== undefined) qb = qb.where('orders.user_id', '=', f.userId);
  if (f.sellerId !== undefined) qb = qb.where('orders.seller_id', '=', f.sellerId);
  if (f.kind) qb = qb.where('orders.kind', '=', f.kind);
  if (f.kinds) qb = qb.where('orders.kind', 'in', f.kinds);
  if (f.status) qb = qb.where('orders.status', '=', f.status);
  if (f.statuses) qb = qb.where('orders.status', 'in', f.statuses);
  if (f.keyword) {
    const kw = f.keyword;
    qb = qb.where((eb) =>
      eb.or([
        eb('orders.order_no', '=', kw.toUpperCase()),
        eb('orders.user_id', 'in', eb.selectFrom('users').select('id').where('login', '=', kw)),
      ]),
    );
  }
  return qb;
}

export async function listOrders(db: Q, f: OrderFilter, offset: number, limit: number) {
  const qb = filtered(db, f);
  const [rows, total] = await Promise.all([
    qb.selectAll('orders').orderBy('orders.id', 'desc').limit(limit).offset(offset).execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const countOrders = (db: Q, userId: number) =>
  db
    .selectFrom('orders')
    .select(['kind', 'status', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('user_id', '=', userId)
    .groupBy(['kind', 'status'])
    .execute();

export const nicknames = (db: Q, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('users').select(['id', 'nickname']).where('id', 'in', ids).execute();

export const modelCodes = (db: Q, ids: number[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.selectFrom('models').select(['id', 'model_code']).where('id', 'in', ids).execute();

export const recentPaidModelOrders = (db: Q, userId: number, limit: number) =>
  db
    .selectFrom('orders')
    .leftJoin('models', 'models.id', 'orders.ref_id')
    .select(['orders.order_no', 'orders.subject', 'orders.amount_fen', 'orders.paid_at', 'models.model_code'])
    .where('orders.user_id', '=', userId)
    .where('orders.kind', '=', 'model')
    .where('orders.status', 'in', ['paid', 'completed'])
    .orderBy('orders.paid_at', 'desc')
    .limit(limit)
    .execute();

export const insertNotice = (
  db: Q,
  row: {
    channel: string;
    order_no: string;
    trade_no: string;
    amount_fen: number;
    app_id: string;
    paid: number;
    result: string;
    reason: string | null;
    raw: string;
    created_at: string;
  },
) => db.insertInto('payment_notices').values(row).returning('id').executeTakeFirstOrThrow();

/** Whether this gateway transaction already credited an order. */
export const creditedNotice = (db: Q, channel: string, tradeNo: string) =>
  db
    .selectFrom('payment_notices')
    .select(['id', 'order_no'])
    .where('channel', '=', channel)
    .where('trade_no', '=', tradeNo)
    .where('result', '=', 'credited')
    .executeTakeFirst();

export async function listNotices(db: Q, flagged: boolean | undefined, offset: number, limit: number) {
  let qb = db.selectFrom('payment_notices');
  if (flagged === true) qb = qb.where('result', '=', 'flagged').where('resolved_at', 'is', null);
  if (flagged === false) qb = qb.where('result', '!=', 'flagged');
  const [rows, total] = await Promise.all([
    qb.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const findNotice = (db: Q, id: number) =>
  db.selectFrom('payment_notices').selectAll().where('id', '=', id).executeTakeFirst();

export const resolveNotice = (db: Q, id: number, at: string) =>
  db.updateTable('payment_notices').set({ resolved_at: at }).where('id', '=', id).where('resolved_at', 'is', null).execute();
