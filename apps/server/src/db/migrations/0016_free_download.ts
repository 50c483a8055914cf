import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * "Free to download" becomes its own flag: a price of 0 alone now means negotiable (docs/spec/SPEC.md section 3).
 * Models already at 0 were downloadable by anyone logged in, so they keep that. A demand may name the provider
 * its buyer invites to bid (a quote asked from a model's author). Models made from a demand's delivery are marked,
 * so they stay off the modeller's own shelf (they belong to the demand, not to the modeller's catalogue).
 */
export const freeDownload: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('models')
      .addColumn('free_download', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE models SET free_download = 1 WHERE price = 0`.execute(db);
    await db.schema.alterTable('needs').addColumn('invited_user_id', 'integer').execute();
    await db.schema
      .alterTable('models')
      .addColumn('delivery', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE models SET delivery = 1 WHERE model_code IN (SELECT model_code FROM need_files WHERE model_code IS NOT NULL)`.execute(
      db,
    );
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('models').dropColumn('delivery').execute();
    await db.schema.alterTable('needs').dropColumn('invited_user_id').execute();
    await db.schema.alterTable('models').dropColumn('free_download').execute();
  },
});
