import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Per-brand statistics (issue 18): a brand's dashboard sums the day rows of the models tagged with it. This index
 * finds those models; each one's rows are then read by the day rows' primary key (model, day).
 */
export const brandStats: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema.createIndex('models_brand').on('models').columns(['brand_id', 'id']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('models_brand').execute();
  },
});
