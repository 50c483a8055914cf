import { sql } from 'kysely';
import type { Executor as Q } from '../../db/index.js';
import type { CashoutAccountsTable, CashoutsTable } from '../../db/schema-cashout.js';
import type { Insertable } from 'kysely';

export const insertAccount = (db: Q, row: Insertable<CashoutAccountsTable>) =>
  db.insertInto('cashout_accounts').values(row).returningAll().executeTakeFirstOrThrow();

export const liveAccounts = (db: Q, userId: number) =>
  db
    .selectFrom('cashout_accounts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();

export const findAccount = (db: Q, id: number) =>
  db.selectFrom('cashout_accounts').selectAll().where('id', '=', id).executeTakeFirst();

export async function softDeleteAccount(db: Q, userId: number, id: number, at: string): Promise<boolean> {
  const r = await db
    .updateTable('cashout_accounts')
    .set({ deleted_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export const insertCashout = (db: Q, row: Insertable<CashoutsTable>) =>
  db.insertInto('cashouts').values(row).returningAll().executeTakeFirstOrThrow();

const withAccount = (db: Q) =>
  db
    .selectFrom('cashouts')
    .innerJoin('cashout_accounts', 'cashout_accounts.id', 'cashouts.account_id')
    .innerJoin('users', 'users.id', 'cashouts.user_id')
    .selectAll('cashouts')
    .select([
      'cashout_accounts.type as account_type',
      'cashout_accounts.holder',
      'cashout_accounts.bank',
      'cashout_accounts.account',
      'cashout_accounts.card_pic',
      'users.nickname',
    ]);

export const findCashout = (db: Q, cashoutNo: string) =>
  withAccount(db).where('cashouts.cashout_no', '=', cashoutNo).executeTakeFirst();

export async function userCashouts(db: Q, userId: number, offset: number, limit: number) {
  const [rows, total] = await Promise.all([
    withAccount(db).where('cashouts.user_id', '=', userId).orderBy('cashouts.id', 'desc').limit(limit).offset(offset).execute(),
    db
      .selectFrom('cashouts')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export interface CashoutFilter {
  status?: string;
  userId?: number;
  /** ISO instants, inclusive start and exclusive end. */
  from?: string;
  to?: string;
}

function filtered(db: Q, f: CashoutFilter) {
  let qb = withAccount(db);
  if (f.status) qb = qb.where('cashouts.status', '=', f.status);
  if (f.userId) qb = qb.where('cashouts.user_id', '=', f.userId);
  if (f.from) qb = qb.where('cashouts.created_at', '>=', f.from);
  if (f.to) qb = qb.where('cashouts.created_at', '<', f.to);
  return qb;
}

export async function adminCashouts(db: Q, f: CashoutFilter, page: { offset: number; limit: number } | null) {
  const qb = filtered(db, f).orderBy('cashouts.id', 'desc');
  const rows = page ? await qb.limit(page.limit).offset(page.offset).execute() : await qb.execute();
  const total = page
    ? await filtered(db, f)
        .clearSelect()
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    : { n: rows.length };
  return { rows, total: Number(total.n) };
}

/** Moves a withdrawal out of `from` once: false when another decision came first. */
export async function decide(
  db: Q,
  id: number,
  from: string,
  set: { status: string; transfer_ref?: string; reject_reason?: string; decided_by: number; decided_at: string },
): Promise<boolean> {
  const r = await db.updateTable('cashouts').set(set).where('id', '=', id).where('status', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** A user's withdrawals applied for (held) and paid, in fen. */
export async function sums(db: Q, userId: number) {
  const rows = await db
    .selectFrom('cashouts')
    .where('user_id', '=', userId)
    .where('status', 'in', ['applied', 'paid'])
    .groupBy('status')
    .select(['status', sql<string | number>`sum(amount_fen)`.as('total')])
    .execute();
  const of = (s: string) => Number(rows.find((r) => r.status === s)?.total ?? 0);
  return { held: of('applied'), paid: of('paid') };
}
