import type { MigrationDb, PortableMigration } from './helpers.js';

/** The figures of a model's day row, in the covering index below. */
const FIGURES = ['views', 'embeds', 'downloads', 'likes', 'collects', 'comments', 'sales', 'sales_amount'];

/**
 * Statistics over many models (issue 18): a brand's dashboard sums the day rows of the models tagged with it, found
 * through `models_brand`; a ranking sums each model's rows of a range. `model_daily_stats_cover` holds the figures
 * beside (model, day), so those sums read the index alone instead of looking every row up in the table.
 */
export const brandStats: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema.createIndex('models_brand').on('models').columns(['brand_id', 'id']).execute();
    await db.schema
      .createIndex('model_daily_stats_cover')
      .on('model_daily_stats')
      .columns(['model_id', 'day', ...FIGURES])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('model_daily_stats_cover').execute();
    await db.schema.dropIndex('models_brand').execute();
  },
});
