import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * The processes that run jobs, with the time each last said it was alive (platform/jobs/worker.ts). A job held
 * by a process that stopped saying so is taken over at once instead of after its whole lease.
 */
export const jobWorkers: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('job_workers')
      .addColumn('id', 'varchar(80)', (c) => c.primaryKey())
      .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('seen_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('jobs_locked_by').on('jobs').columns(['status', 'locked_by']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('jobs_locked_by').execute();
    await db.schema.dropTable('job_workers').execute();
  },
});
