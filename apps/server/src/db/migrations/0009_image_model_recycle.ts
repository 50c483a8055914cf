import { sql } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * Image models go to the recycle bin like 3D models: deleted_at set while they wait there, the row and its photos
 * removed when the bin is cleared or the keep time is over.
 */
export const imageModelRecycle: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema.alterTable('image_models').addColumn('deleted_at', 'varchar(30)').execute();
    await sql`CREATE INDEX image_models_recycle ON image_models (user_id, deleted_at) WHERE deleted_at IS NOT NULL`.execute(db);
  },
  async down(db: MigrationDb) {
    await db.schema.dropIndex('image_models_recycle').execute();
    await db.schema.alterTable('image_models').dropColumn('deleted_at').execute();
  },
});
