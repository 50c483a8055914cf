import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The showroom pages of issue 17: a show's industry (/industrySolution) and the operators' free-sample mark (/case),
 * and compilations (/compilationList, /compilationDetail): ordered sets of models and shows, their entries as JSON
 * (always read and written whole, like a show's placements).
 */
export const showroomPages: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    /** SHOW_INDUSTRIES code, or null. */
    await db.schema.alterTable('shows').addColumn('industry', 'varchar(20)').execute();
    await db.schema
      .alterTable('shows')
      .addColumn('is_case', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.createIndex('shows_industry').on('shows').columns(['industry', 'status', 'visit_count']).execute();
    await db.schema.createIndex('shows_case').on('shows').columns(['is_case', 'status']).execute();

    await withId(db.schema.createTable('compilations'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
      .addColumn('cover_file_id', 'varchar(40)')
      /** JSON [{kind: 'model' | 'show', ref}] in order. */
      .addColumn('items', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('model_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('show_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_public', 'integer', (c) => c.notNull())
      /** When an operator featured it; null when not featured. */
      .addColumn('featured_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('compilations_owner').on('compilations').columns(['owner_id', 'updated_at']).execute();
    await db.schema.createIndex('compilations_public').on('compilations').columns(['is_public', 'updated_at']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('compilations').execute();
    await db.schema.dropIndex('shows_case').execute();
    await db.schema.dropIndex('shows_industry').execute();
    await db.schema.alterTable('shows').dropColumn('is_case').execute();
    await db.schema.alterTable('shows').dropColumn('industry').execute();
  },
});
