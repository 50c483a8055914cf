import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Delivered 3D models: a demand's delivery file that is a model also becomes a private model record, processed
 * like an upload, so the buyer can preview it. The file remembers that model; a purged model leaves the file as
 * a plain attachment.
 */
export const deliveryModels: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('need_files')
      .addColumn('model_code', 'varchar(24)', (c) => c.references('models.model_code').onDelete('set null'))
      .execute();
    // Who may see a delivered model's files is looked up by its code.
    await db.schema.createIndex('need_files_model').on('need_files').column('model_code').execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('need_files_model').execute();
    await db.schema.alterTable('need_files').dropColumn('model_code').execute();
  },
});
