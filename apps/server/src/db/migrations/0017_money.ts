import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Money, part 1 (issue 19). Balances and their ledger: one row per account (a user's coins, a user's cash earnings,
 * the platform's escrow holdings, fee income and the gateway clearing account), one entry per change of a balance,
 * written in the same transaction, each naming its order. Orders of every kind (coin top-up, model purchase,
 * package, escrow funding) with their payments, and every payment notification received, kept for operators.
 */
export const money: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('wallet_accounts'), dialect)
      // 0 for the platform's own accounts.
      .addColumn('user_id', 'integer', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('wallet_accounts_owner', ['user_id', 'kind'])
      .execute();
    await withId(db.schema.createTable('wallet_entries'), dialect)
      .addColumn('account_id', 'integer', (c) => c.notNull().references('wallet_accounts.id'))
      .addColumn('posting_no', 'varchar(40)', (c) => c.notNull())
      .addColumn('amount', 'bigint', (c) => c.notNull())
      .addColumn('balance_after', 'bigint', (c) => c.notNull())
      .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
      .addColumn('kind', 'varchar(30)', (c) => c.notNull())
      .addColumn('memo', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('wallet_entries_account').on('wallet_entries').columns(['account_id', 'id']).execute();
    await db.schema.createIndex('wallet_entries_order').on('wallet_entries').columns(['order_no']).execute();
    await db.schema.createIndex('wallet_entries_posting').on('wallet_entries').columns(['posting_no']).execute();

    await withId(db.schema.createTable('orders'), dialect)
      .addColumn('order_no', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      // coin | model | package | escrow
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('ref_id', 'integer')
      // The other party who is paid (a model's author, a demand's provider).
      .addColumn('seller_id', 'integer')
      .addColumn('subject', 'varchar(200)', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      // Coins bought (top-up) or coins to pay with (coin payment); 0 otherwise.
      .addColumn('coins', 'bigint', (c) => c.notNull().defaultTo(0))
      // coin | sandbox | wechat | alipay, null until chosen.
      .addColumn('pay_type', 'varchar(20)')
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('trade_no', 'varchar(80)')
      .addColumn('feedback', 'varchar(500)')
      .addColumn('refund_reason', 'varchar(500)')
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('paid_at', 'varchar(30)')
      .addColumn('closed_at', 'varchar(30)')
      .addColumn('confirmed_at', 'varchar(30)')
      .addColumn('refunded_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_user').on('orders').columns(['user_id', 'kind', 'id']).execute();
    await db.schema.createIndex('orders_seller').on('orders').columns(['seller_id', 'kind', 'id']).execute();
    await db.schema.createIndex('orders_status').on('orders').columns(['status', 'expires_at']).execute();

    await withId(db.schema.createTable('payment_notices'), dialect)
      .addColumn('channel', 'varchar(20)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(80)', (c) => c.notNull())
      .addColumn('trade_no', 'varchar(80)', (c) => c.notNull())
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      .addColumn('app_id', 'varchar(80)', (c) => c.notNull())
      .addColumn('paid', 'integer', (c) => c.notNull())
      // credited | duplicate | ignored | flagged
      .addColumn('result', 'varchar(20)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .addColumn('raw', 'text', (c) => c.notNull())
      .addColumn('resolved_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('payment_notices_order').on('payment_notices').columns(['order_no']).execute();
    await db.schema.createIndex('payment_notices_trade').on('payment_notices').columns(['channel', 'trade_no']).execute();
    await db.schema.createIndex('payment_notices_result').on('payment_notices').columns(['result', 'id']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('payment_notices').execute();
    await db.schema.dropTable('orders').execute();
    await db.schema.dropTable('wallet_entries').execute();
    await db.schema.dropTable('wallet_accounts').execute();
  },
});
