import { sql } from 'kysely';
import { INCOME_KINDS } from '@moxing/shared';
import type { Executor as Q } from '../../db/index.js';

/** Creates the accounts that do not exist yet (a zero balance). */
export async function ensureAccounts(db: Q, owners: { user_id: number; kind: string }[], at: string): Promise<void> {
  if (owners.length === 0) return;
  await db
    .insertInto('wallet_accounts')
    .values(owners.map((o) => ({ ...o, balance: 0, created_at: at, updated_at: at })))
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doNothing())
    .execute();
}

export const findAccounts = (db: Q, userIds: number[]) =>
  db.selectFrom('wallet_accounts').select(['id', 'user_id', 'kind', 'balance']).where('user_id', 'in', userIds).execute();

/**
 * Adds `delta` to a balance unless that would take it below zero (when `floor`): one statement, so two postings at
 * once cannot both spend the same coins (PostgreSQL re-checks the condition on the row it waited for; SQLite runs
 * one writing transaction at a time). Answers the new balance, or undefined when refused.
 */
export async function applyDelta(db: Q, accountId: number, delta: number, floor: boolean, at: string) {
  let qb = db
    .updateTable('wallet_accounts')
    .set({ balance: sql<number>`balance + ${delta}`, updated_at: at })
    .where('id', '=', accountId);
  if (floor) qb = qb.where(sql<boolean>`balance + ${delta} >= 0`);
  const row = await qb.returning('balance').executeTakeFirst();
  return row ? Number(row.balance) : undefined;
}

export async function insertEntries(
  db: Q,
  rows: {
    account_id: number;
    posting_no: string;
    amount: number;
    balance_after: number;
    order_no: string;
    kind: string;
    memo: string;
    created_at: string;
  }[],
) {
  await db.insertInto('wallet_entries').values(rows).execute();
}

export const userBalances = (db: Q, userId: number) =>
  db.selectFrom('wallet_accounts').select(['kind', 'balance']).where('user_id', '=', userId).execute();

export async function userEntries(
  db: Q,
  userId: number,
  kinds: readonly string[],
  kind: string | undefined,
  offset: number,
  limit: number,
) {
  let qb = db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .where('wallet_accounts.user_id', '=', userId)
    .where('wallet_accounts.kind', 'in', kinds);
  if (kind) qb = qb.where('wallet_accounts.kind', '=', kind);
  const [rows, total] = await Promise.all([
    qb
      .select([
        'wallet_entries.id',
        'wallet_entries.order_no',
        'wallet_entries.kind',
        'wallet_entries.memo',
        'wallet_entries.amount',
        'wallet_entries.balance_after',
        'wallet_entries.created_at',
        'wallet_accounts.kind as account',
      ])
      .orderBy('wallet_entries.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export const orderEntries = (db: Q, orderNo: string) =>
  db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .select(['wallet_accounts.user_id', 'wallet_accounts.kind as account', 'wallet_entries.amount', 'wallet_entries.kind'])
    .where('wallet_entries.order_no', '=', orderNo)
    .orderBy('wallet_entries.id')
    .execute();

/** Accounts whose balance differs from the sum of their entries. */
export async function mismatchedAccounts(db: Q) {
  const rows = await db
    .selectFrom('wallet_accounts')
    .leftJoin('wallet_entries', 'wallet_entries.account_id', 'wallet_accounts.id')
    .select([
      'wallet_accounts.id',
      'wallet_accounts.user_id',
      'wallet_accounts.kind',
      'wallet_accounts.balance',
      (eb) => eb.fn.coalesce(eb.fn.sum<string | number>('wallet_entries.amount'), sql<number>`0`).as('total'),
    ])
    .groupBy(['wallet_accounts.id', 'wallet_accounts.user_id', 'wallet_accounts.kind', 'wallet_accounts.balance'])
    .execute();
  return rows
    .map((r) => ({ id: r.id, userId: r.user_id, kind: r.kind, balance: Number(r.balance), entries: Number(r.total) }))
    .filter((r) => r.balance !== r.entries);
}

export async function negativeAccounts(db: Q, mayGoNegative: readonly string[]) {
  const rows = await db
    .selectFrom('wallet_accounts')
    .select(['id', 'user_id', 'kind', 'balance'])
    .where('balance', '<', 0)
    .where('kind', 'not in', [...mayGoNegative])
    .execute();
  return rows.map((r) => ({ id: r.id, userId: r.user_id, kind: r.kind, balance: Number(r.balance) }));
}

/**
 * Postings whose entries do not sum to zero: in fen over the money accounts (coins count FEN_PER_COIN each), and in
 * points over the points accounts. `total` is the money difference, or the points difference when money balances.
 */
export async function unbalancedPostings(db: Q, fenPerCoin: number, pointsKinds: readonly string[]) {
  const points = sql.join(pointsKinds.map((k) => sql`${k}`));
  const fen = sql<string | number>`sum(case when wallet_accounts.kind in (${points}) then 0
    when wallet_accounts.kind = 'coins' then wallet_entries.amount * ${fenPerCoin} else wallet_entries.amount end)`;
  const pts = sql<string | number>`sum(case when wallet_accounts.kind in (${points}) then wallet_entries.amount else 0 end)`;
  const rows = await db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .select(['wallet_entries.posting_no', fen.as('fen'), pts.as('points')])
    .groupBy('wallet_entries.posting_no')
    .having((eb) => eb.or([eb(fen, '<>', 0), eb(pts, '<>', 0)]))
    .execute();
  return rows.map((r) => ({ postingNo: r.posting_no, total: Number(r.fen) || Number(r.points) }));
}

export async function countAccounts(db: Q) {
  const row = await db
    .selectFrom('wallet_accounts')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Takes the write lock on one of a user's accounts (a no-op update) for the rest of the transaction. */
export async function lockAccount(db: Q, userId: number, kind: string, at: string) {
  await db
    .updateTable('wallet_accounts')
    .set({ updated_at: at })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .execute();
}

/** Per user and order, the income still pending and first credited before `cutoff`. */
const pendingByOrder = (db: Q, cutoff: string) =>
  db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .where('wallet_accounts.kind', '=', 'earnings_pending')
    .groupBy(['wallet_accounts.user_id', 'wallet_entries.order_no'])
    .having((eb) => eb.fn.sum('wallet_entries.amount'), '>', 0)
    .having((eb) => eb.fn.min('wallet_entries.created_at'), '<=', cutoff);

export async function hasMatured(db: Q, userId: number, cutoff: string): Promise<boolean> {
  const row = await pendingByOrder(db, cutoff)
    .where('wallet_accounts.user_id', '=', userId)
    .select('wallet_entries.order_no')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The next `limit` users after `afterUserId` (in id order) with matured pending income (the settlement job). */
export async function usersWithMatured(db: Q, cutoff: string, afterUserId: number, limit: number): Promise<number[]> {
  const rows = await pendingByOrder(db, cutoff)
    .where('wallet_accounts.user_id', '>', afterUserId)
    .select('wallet_accounts.user_id')
    .distinct()
    .orderBy('wallet_accounts.user_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Per order, the income still pending on a user's account and credited before `cutoff`. */
export async function maturedPending(db: Q, userId: number, cutoff: string) {
  const rows = await pendingByOrder(db, cutoff)
    .where('wallet_accounts.user_id', '=', userId)
    .select(['wallet_entries.order_no', (eb) => eb.fn.sum<string | number>('wallet_entries.amount').as('amount')])
    .orderBy('wallet_entries.order_no')
    .execute();
  return rows.map((r) => ({ order_no: r.order_no, amount: Number(r.amount) }));
}

/** A user's income credits (sales, released escrow) on their earnings accounts, newest first. */
export async function incomeEntries(db: Q, userId: number, range: { offset: number; limit: number } | { since: string }) {
  let qb = db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .where('wallet_accounts.user_id', '=', userId)
    .where('wallet_accounts.kind', 'in', ['earnings', 'earnings_pending'])
    .where('wallet_entries.kind', 'in', INCOME_KINDS)
    .where('wallet_entries.amount', '>', 0);
  if ('since' in range) qb = qb.where('wallet_entries.created_at', '>=', range.since);
  const select = qb
    .select([
      'wallet_entries.order_no',
      'wallet_entries.posting_no',
      'wallet_entries.kind',
      'wallet_entries.memo',
      'wallet_entries.amount',
      'wallet_entries.created_at',
    ])
    .orderBy('wallet_entries.id', 'desc');
  if ('since' in range) return { rows: await select.execute(), total: 0 };
  const [rows, total] = await Promise.all([
    select.limit(range.limit).offset(range.offset).execute(),
    qb.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** The platform fee line of each posting. */
export async function postingFees(db: Q, postingNos: string[]) {
  if (postingNos.length === 0) return [];
  return db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .where('wallet_accounts.user_id', '=', 0)
    .where('wallet_accounts.kind', '=', 'fees')
    .where('wallet_entries.posting_no', 'in', postingNos)
    .select(['wallet_entries.posting_no', 'wallet_entries.amount'])
    .execute();
}

/**
 * What refunds of these orders took back, per order: from the user's earnings accounts (`user`) and from the
 * platform's fees (`platform`); negative sums.
 */
export async function incomeRefunds(db: Q, userId: number, orderNos: string[]) {
  if (orderNos.length === 0) return [];
  const rows = await db
    .selectFrom('wallet_entries')
    .innerJoin('wallet_accounts', 'wallet_accounts.id', 'wallet_entries.account_id')
    .where('wallet_entries.kind', '=', 'refund')
    .where('wallet_entries.order_no', 'in', orderNos)
    .where((eb) =>
      eb.or([
        eb.and([eb('wallet_accounts.user_id', '=', userId), eb('wallet_accounts.kind', 'in', ['earnings', 'earnings_pending'])]),
        eb.and([eb('wallet_accounts.user_id', '=', 0), eb('wallet_accounts.kind', '=', 'fees')]),
      ]),
    )
    .groupBy(['wallet_entries.order_no', 'wallet_accounts.user_id'])
    .select([
      'wallet_entries.order_no',
      'wallet_accounts.user_id',
      (eb) => eb.fn.sum<string | number>('wallet_entries.amount').as('amount'),
    ])
    .execute();
  return rows.map((r) => ({
    order_no: r.order_no,
    owner: r.user_id === 0 ? ('platform' as const) : ('user' as const),
    amount: Number(r.amount),
  }));
}
