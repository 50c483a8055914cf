import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * "Free to download" becomes its own flag: a price of 0 alone now means negotiable (docs/spec/SPEC.md section 3).
 * Models already at 0 were downloadable by anyone logged in, so they keep that. A demand may name the provider
 * its buyer invites to bid (a quote asked from a model's author).
 */
export const freeDownload: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('models')
      .addColumn('free_download', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE models SET free_download = 1 WHERE price = 0`.execute(db);
    await db.schema.alterTable('needs').addColumn('invited_user_id', 'integer').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('needs').dropColumn('invited_user_id').execute();
    await db.schema.alterTable('models').dropColumn('free_download').execute();
  },
});
