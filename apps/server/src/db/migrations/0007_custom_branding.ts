import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * The owner's marks (membership roles LG3 and ZDYJZFM12): one custom logo per user, drawn over the viewer, and
 * custom covers. A custom cover takes the places of the rendered images (cover_key, thumb_key, list_key), so every
 * list shows it without a join; the rendered ones wait in rendered_*_key until the owner goes back to them.
 */
export const customBranding: PortableMigration = () => ({
  async up(db: MigrationDb) {
    for (const column of ['rendered_cover_key', 'rendered_thumb_key', 'rendered_list_key']) {
      await db.schema.alterTable('models').addColumn(column, 'varchar(64)').execute();
    }
    /** Set while a custom cover is shown. */
    await db.schema.alterTable('models').addColumn('cover_custom_at', 'varchar(30)').execute();

    await db.schema
      .createTable('user_logos')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      /** The processed picture: a public generated file (files.file_id). */
      .addColumn('file_id', 'varchar(40)', (c) => c.notNull())
      .addColumn('width', 'integer', (c) => c.notNull())
      .addColumn('height', 'integer', (c) => c.notNull())
      .addColumn('link', 'varchar(500)')
      .addColumn('position', 'varchar(16)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('user_logos').execute();
    for (const column of ['cover_custom_at', 'rendered_list_key', 'rendered_thumb_key', 'rendered_cover_key']) {
      await db.schema.alterTable('models').dropColumn(column).execute();
    }
  },
});
