import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/** Modelling demands, bids, deliveries, evaluations, modeller profiles (issue 5) and user messages. */
export const needsMessages: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('needs'), dialect)
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('service_type', 'varchar(30)', (c) => c.notNull())
      .addColumn('trade', 'varchar(30)', (c) => c.notNull())
      .addColumn('budget_fen', 'integer', (c) => c.notNull())
      .addColumn('deadline', 'varchar(30)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('contact_type', 'varchar(20)', (c) => c.notNull())
      .addColumn('contact_value', 'varchar(60)')
      .addColumn('cover_url', 'varchar(300)')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('bid_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('chosen_bid_id', 'integer')
      .addColumn('modeller_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reject_reason', 'varchar(500)')
      .addColumn('cancel_reason', 'varchar(500)')
      .addColumn('cancelled_by', 'varchar(10)')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'varchar(30)')
      .addColumn('submitted_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('chosen_at', 'varchar(30)')
      .addColumn('completed_at', 'varchar(30)')
      .addColumn('cancelled_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('needs_status_created').on('needs').columns(['status', 'created_at']).execute();
    await db.schema.createIndex('needs_status_deadline').on('needs').columns(['status', 'deadline']).execute();
    await db.schema.createIndex('needs_user').on('needs').columns(['user_id', 'status']).execute();
    await db.schema.createIndex('needs_modeller').on('needs').columns(['modeller_id', 'status']).execute();

    await withId(db.schema.createTable('need_bids'), dialect)
      .addColumn('code', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('need_id', 'integer', (c) => c.notNull().references('needs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('days', 'integer', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('portfolio_links', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('withdrawn_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      // One bid row per modeller and demand: two bids at once cannot both land.
      .addUniqueConstraint('need_bids_need_user', ['need_id', 'user_id'])
      .execute();
    await db.schema.createIndex('need_bids_user').on('need_bids').columns(['user_id', 'status']).execute();

    await withId(db.schema.createTable('need_deliveries'), dialect)
      .addColumn('need_id', 'integer', (c) => c.notNull().references('needs.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('note', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('change_reason', 'varchar(500)')
      .addColumn('reviewed_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('need_deliveries_need').on('need_deliveries').column('need_id').execute();

    await withId(db.schema.createTable('need_files'), dialect)
      .addColumn('need_id', 'integer', (c) => c.notNull().references('needs.id').onDelete('cascade'))
      .addColumn('delivery_id', 'integer', (c) => c.references('need_deliveries.id').onDelete('cascade'))
      .addColumn('role', 'varchar(12)', (c) => c.notNull())
      .addColumn('file_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(300)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('mime', 'varchar(120)', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('url', 'varchar(300)', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('need_files_need').on('need_files').columns(['need_id', 'role']).execute();

    await withId(db.schema.createTable('need_events'), dialect)
      .addColumn('need_id', 'integer', (c) => c.notNull().references('needs.id').onDelete('cascade'))
      .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('from_status', 'integer')
      .addColumn('to_status', 'integer')
      .addColumn('note', 'varchar(500)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('need_events_need').on('need_events').column('need_id').execute();

    await withId(db.schema.createTable('need_evaluations'), dialect)
      .addColumn('need_id', 'integer', (c) => c.notNull().references('needs.id').onDelete('cascade'))
      .addColumn('from_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('to_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('from_role', 'varchar(10)', (c) => c.notNull())
      .addColumn('score', 'integer', (c) => c.notNull())
      .addColumn('comment', 'varchar(500)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      // Each side evaluates once.
      .addUniqueConstraint('need_evaluations_need_from', ['need_id', 'from_user_id'])
      .execute();
    await db.schema.createIndex('need_evaluations_to').on('need_evaluations').columns(['to_user_id', 'from_role']).execute();

    await db.schema
      .createTable('modeller_profiles')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('intro', 'varchar(500)', (c) => c.notNull())
      .addColumn('portfolio_links', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    /** Specialities (kind "service": a service type) and trades (kind "trade") of a modeller, for filtering. */
    await db.schema
      .createTable('modeller_tags')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('value', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('modeller_tags_pk', ['user_id', 'kind', 'value'])
      .execute();
    await db.schema.createIndex('modeller_tags_value').on('modeller_tags').columns(['kind', 'value']).execute();

    await withId(db.schema.createTable('messages'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('content', 'varchar(1000)', (c) => c.notNull())
      .addColumn('link', 'varchar(300)')
      .addColumn('biz_code', 'varchar(64)')
      .addColumn('sender_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('read_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('messages_user_type').on('messages').columns(['user_id', 'type', 'read_at']).execute();
    await db.schema.createIndex('messages_user_id').on('messages').columns(['user_id', 'id']).execute();
  },
  async down(db: MigrationDb) {
    for (const t of [
      'messages',
      'modeller_tags',
      'modeller_profiles',
      'need_evaluations',
      'need_events',
      'need_files',
      'need_deliveries',
      'need_bids',
      'needs',
    ]) {
      await db.schema.dropTable(t).execute();
    }
  },
});
