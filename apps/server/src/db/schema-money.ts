import type { ColumnType, Generated, Selectable } from 'kysely';

/** Tables of migration 0017 (money): balances, their ledger, orders and payment notifications. */
type Timestamp = string;
/** bigint: PostgreSQL's driver answers a string, SQLite a number; read it with Number(). */
type Int8 = ColumnType<string | number, number, number>;
/** The same, with a default of 0. */
type Int8Default = ColumnType<string | number, number | undefined, number>;

export interface WalletAccountsTable {
  id: Generated<number>;
  /** 0 for the platform's own accounts. */
  user_id: number;
  /** coins | earnings (a user's) ; escrow | fees | gateway (the platform's) */
  kind: string;
  balance: Int8Default;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WalletEntriesTable {
  id: Generated<number>;
  account_id: number;
  /** Entries written together (one posting) share it; their values sum to zero. */
  posting_no: string;
  /** In the account's unit: coins for coin accounts, fen for the others. */
  amount: Int8;
  balance_after: Int8;
  order_no: string;
  kind: string;
  memo: string;
  created_at: Timestamp;
}

export interface OrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  /** coin | model | package | escrow */
  kind: string;
  ref_id: number | null;
  seller_id: number | null;
  subject: string;
  amount_fen: Int8;
  coins: Int8Default;
  pay_type: string | null;
  status: string;
  trade_no: string | null;
  feedback: string | null;
  refund_reason: string | null;
  expires_at: Timestamp;
  paid_at: Timestamp | null;
  closed_at: Timestamp | null;
  confirmed_at: Timestamp | null;
  refunded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentNoticesTable {
  id: Generated<number>;
  channel: string;
  order_no: string;
  trade_no: string;
  amount_fen: Int8;
  app_id: string;
  paid: number;
  /** credited | duplicate | ignored | flagged */
  result: string;
  reason: string | null;
  raw: string;
  resolved_at: Timestamp | null;
  created_at: Timestamp;
}

export interface MoneyTables {
  wallet_accounts: WalletAccountsTable;
  wallet_entries: WalletEntriesTable;
  orders: OrdersTable;
  payment_notices: PaymentNoticesTable;
}

export type OrderRow = Selectable<OrdersTable>;
export type WalletEntryRow = Selectable<WalletEntriesTable>;
export type PaymentNoticeRow = Selectable<PaymentNoticesTable>;
