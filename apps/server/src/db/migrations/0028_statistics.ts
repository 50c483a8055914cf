import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Statistics dashboards and capture devices (issue 18): each owner's figures per day (written at event time beside
 * the per-model rows, so a dashboard never sums thousands of model rows), sales in the per-model rows, the users'
 * capture devices with the models captured by each, and the hardware showcase of /implement.
 */
export const statistics: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('owner_daily_stats')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('embeds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('collects', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('sales_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('visitors', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('owner_daily_stats_pk', ['user_id', 'day'])
      .execute();

    await db.schema
      .alterTable('model_daily_stats')
      .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('model_daily_stats')
      .addColumn('sales_amount', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable('devices'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** The serial number printed on the device: one owner per serial. */
      .addColumn('serial', 'varchar(40)', (c) => c.notNull().unique())
      /** Scanner type (docs/spec/SPEC.md section 3): '1' handheld, '2' box, '3' standing. */
      .addColumn('type', 'varchar(1)', (c) => c.notNull())
      .addColumn('name', 'varchar(40)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('devices_user').on('devices').columns(['user_id', 'id']).execute();
    await db.schema
      .alterTable('models')
      .addColumn('device_id', 'integer', (c) => c.references('devices.id').onDelete('set null'))
      .execute();
    await db.schema.createIndex('models_device').on('models').columns(['device_id']).execute();

    await withId(db.schema.createTable('implement_entries'), dialect)
      .addColumn('big_title', 'varchar(60)', (c) => c.notNull())
      .addColumn('small_title', 'varchar(120)', (c) => c.notNull())
      .addColumn('text', 'varchar(2000)', (c) => c.notNull())
      .addColumn('desc_url', 'varchar(300)', (c) => c.notNull())
      .addColumn('video', 'varchar(300)', (c) => c.notNull())
      /** A short product code (MP80, MP200...), unique among the entries. */
      .addColumn('code', 'varchar(30)', (c) => c.notNull().unique())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('implement_entries').execute();
    await db.schema.dropIndex('models_device').execute();
    await db.schema.alterTable('models').dropColumn('device_id').execute();
    await db.schema.dropTable('devices').execute();
    await db.schema.alterTable('model_daily_stats').dropColumn('sales_amount').execute();
    await db.schema.alterTable('model_daily_stats').dropColumn('sales').execute();
    await db.schema.dropTable('owner_daily_stats').execute();
  },
});
