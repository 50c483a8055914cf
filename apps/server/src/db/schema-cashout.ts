import type { ColumnType, Generated, Selectable } from 'kysely';

/** The tables of cash-out accounts and withdrawals (migration 0024, modules/cashout). */
export interface CashoutTables {
  cashout_accounts: CashoutAccountsTable;
  cashouts: CashoutsTable;
}

export interface CashoutAccountsTable {
  id: Generated<number>;
  user_id: number;
  /** bank | alipay */
  type: string;
  holder: string;
  bank: string | null;
  /** In full; lists mask it. */
  account: string;
  /** files.file_id of the card photo (private). */
  card_pic: string | null;
  deleted_at: string | null;
  created_at: string;
}

export interface CashoutsTable {
  id: Generated<number>;
  cashout_no: string;
  user_id: number;
  account_id: number;
  /** bigint: PostgreSQL's driver answers a string, SQLite a number; read it with Number(). */
  amount_fen: ColumnType<string | number, number, number>;
  /** applied | paid | rejected */
  status: string;
  transfer_ref: string | null;
  reject_reason: string | null;
  decided_by: number | null;
  decided_at: string | null;
  created_at: string;
}

export type CashoutAccountRow = Selectable<CashoutAccountsTable>;
export type CashoutRow = Selectable<CashoutsTable>;
