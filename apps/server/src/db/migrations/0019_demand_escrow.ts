import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Escrow of demands (issue 19): the chosen bid's price held by the platform until acceptance or cancellation, one
 * row per demand (so it can be funded once); and disputes, a cancellation after a delivery that an operator decides,
 * with both parties' reasons. Money moves in the wallet's ledger; these rows say what the demand's escrow is.
 */
export const demandEscrow: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('need_escrows'), dialect)
      .addColumn('need_id', 'integer', (c) => c.notNull().unique().references('needs.id').onDelete('cascade'))
      .addColumn('bid_id', 'integer', (c) => c.notNull())
      .addColumn('buyer_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('modeller_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('amount_fen', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('pay_type', 'varchar(10)', (c) => c.notNull())
      .addColumn('order_no', 'varchar(40)')
      .addColumn('fee_fen', 'integer')
      .addColumn('payout_fen', 'integer')
      .addColumn('refund_fen', 'integer')
      .addColumn('funded_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('settled_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('need_escrows_status').on('need_escrows').columns(['status']).execute();

    await withId(db.schema.createTable('need_disputes'), dialect)
      .addColumn('need_id', 'integer', (c) => c.notNull().unique().references('needs.id').onDelete('cascade'))
      .addColumn('opened_by', 'varchar(10)', (c) => c.notNull())
      .addColumn('buyer_reason', 'varchar(500)')
      .addColumn('buyer_reason_at', 'varchar(30)')
      .addColumn('modeller_reason', 'varchar(500)')
      .addColumn('modeller_reason_at', 'varchar(30)')
      .addColumn('decided', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('refund_fen', 'integer')
      .addColumn('decision_note', 'varchar(500)')
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('decided_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('need_disputes_queue').on('need_disputes').columns(['decided', 'created_at']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('need_disputes').execute();
    await db.schema.dropTable('need_escrows').execute();
  },
});
