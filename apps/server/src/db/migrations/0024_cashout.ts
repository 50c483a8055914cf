import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Money, part 2 (issue 15): cash-out accounts (a bank card with its private photo, or an Alipay account; deleted
 * softly, so a withdrawal keeps its account's details) and withdrawals (applied, then paid or rejected by an
 * operator). Income and its settlement need no table: they are ledger entries (earnings_pending -> earnings).
 */
export const cashout: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('cashout_accounts'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      // bank | alipay
      .addColumn('type', 'varchar(10)', (c) => c.notNull())
      .addColumn('holder', 'varchar(30)', (c) => c.notNull())
      .addColumn('bank', 'varchar(40)')
      // The card number (digits) or the Alipay account, in full: lists mask it.
      .addColumn('account', 'varchar(64)', (c) => c.notNull())
      // files.file_id of the card photo (private).
      .addColumn('card_pic', 'varchar(40)')
      .addColumn('deleted_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cashout_accounts_user').on('cashout_accounts').columns(['user_id', 'id']).execute();

    await withId(db.schema.createTable('cashouts'), dialect)
      .addColumn('cashout_no', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('account_id', 'integer', (c) => c.notNull().references('cashout_accounts.id'))
      .addColumn('amount_fen', 'bigint', (c) => c.notNull())
      // applied | paid | rejected
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('transfer_ref', 'varchar(80)')
      .addColumn('reject_reason', 'varchar(500)')
      .addColumn('decided_by', 'integer')
      .addColumn('decided_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('cashouts_user').on('cashouts').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('cashouts_status').on('cashouts').columns(['status', 'id']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('cashouts').execute();
    await db.schema.dropTable('cashout_accounts').execute();
  },
});
