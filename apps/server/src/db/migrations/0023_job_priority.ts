import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Jobs get a priority (higher first): the demo catalogue's processing, queued at a fresh start, runs below a
 * person's upload, so the first upload on a new site does not wait behind ninety demo models.
 */
export const jobPriority: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('jobs')
      .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('jobs').dropColumn('priority').execute();
  },
});
