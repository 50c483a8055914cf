import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Personal spaces: each user's banner (a gallery key or an uploaded picture), introduction and whether they have
 * seen the guided tour; and the visits of their space, one row per visitor and day.
 */
export const spaces: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('user_spaces')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      /** One of BANNER_GALLERY's keys, or null when banner_file_id is set. */
      .addColumn('banner_key', 'varchar(32)')
      /** The owner's own uploaded picture (files.file_id, made public). */
      .addColumn('banner_file_id', 'varchar(40)')
      .addColumn('intro', 'varchar(500)', (c) => c.notNull().defaultTo(''))
      .addColumn('tour_done_at', 'varchar(30)')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('space_visits')
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** YYYY-MM-DD (UTC+8, the visitors' day): one row per visitor and day. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('visited_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('space_visits_pk', ['owner_id', 'day', 'visitor_id'])
      .execute();
    await db.schema.createIndex('space_visits_owner_time').on('space_visits').columns(['owner_id', 'visited_at']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('space_visits').execute();
    await db.schema.dropTable('user_spaces').execute();
  },
});
