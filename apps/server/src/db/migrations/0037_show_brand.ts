import type { MigrationDb, PortableMigration } from './helpers.js';

/** A show may be tagged with one of its owner's company's brands (issue 18), shown on the show's page. */
export const showBrand: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('shows')
      .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('shows').dropColumn('brand_id').execute();
  },
});
