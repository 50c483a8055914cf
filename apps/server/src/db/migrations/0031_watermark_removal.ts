import type { MigrationDb, PortableMigration } from './helpers.js';

const BASIC = {
  before: '自定义 Logo、模型水印，20 个模型可嵌入，200 个模型上传，10 GB 存储空间',
  after: '自定义 Logo、去除水印，20 个模型可嵌入，200 个模型上传，10 GB 存储空间',
};

/**
 * Package role SY2 is "watermark removal" (issue 19): models of owners without it carry the platform's watermark; an
 * owner holding it picks off (the default), their own name or the platform's mark, kept here. The seeded package
 * that sold SY2 as "模型水印" says what it now gives (only where an operator has not rewritten it).
 */
export const watermarkRemoval: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('user_watermarks')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      /** off | name | platform */
      .addColumn('mode', 'varchar(10)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.updateTable('packages').set({ description: BASIC.after }).where('description', '=', BASIC.before).execute();
  },
  async down(db: MigrationDb) {
    await db.updateTable('packages').set({ description: BASIC.before }).where('description', '=', BASIC.after).execute();
    await db.schema.dropTable('user_watermarks').execute();
  },
});
