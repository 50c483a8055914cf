import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Showrooms (issue 17): a user's walkable 3D show on one of the built-in templates, with its placed models (JSON:
 * they are always read and written whole), entrance view, music, cover, access password and visit count.
 */
export const showrooms: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('shows'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** SHOW_KIND: 1 3D showroom, 2 brand show, 3 3D show. */
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
      .addColumn('template', 'varchar(40)', (c) => c.notNull())
      /** JSON ShowPlacement[]. */
      .addColumn('placements', 'text', (c) => c.notNull().defaultTo('[]'))
      /** JSON {x, z, yaw}, or null for the template's entrance. */
      .addColumn('entrance', 'varchar(200)')
      .addColumn('music_type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('music_file_id', 'varchar(40)')
      .addColumn('cover_file_id', 'varchar(40)')
      .addColumn('password_hash', 'varchar(200)')
      .addColumn('visit_count', 'integer', (c) => c.notNull().defaultTo(0))
      /** draft | published | offline (transitions.ts). */
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('published_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('shows_owner').on('shows').columns(['owner_id', 'updated_at']).execute();
    await db.schema.createIndex('shows_hall').on('shows').columns(['status', 'kind', 'visit_count']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('shows').execute();
  },
});
