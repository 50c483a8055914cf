import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Membership goods of the points mall give their own number of days (set by the operator), not the package's default
 * duration. Goods saved before keep what they gave: their package's duration.
 */
export const mallMembershipDays: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('mall_goods').addColumn('days', 'integer').execute();
    await sql`UPDATE mall_goods SET days = (SELECT duration_days FROM packages WHERE packages.id = mall_goods.package_id)
      WHERE kind = 'membership'`.execute(db);
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('mall_goods').dropColumn('days').execute();
  },
});
