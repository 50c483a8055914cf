import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * The "share" day task (issue 15): a share link carries the sharer's id; a signed-in visitor other than the sharer
 * opening it counts once per day for the sharer (the key of point_share_visits). Collecting stays a task of its own.
 */
export const shareTask: PortableMigration = () => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('point_share_visits')
      .addColumn('sharer_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** YYYY-MM-DD in Asia/Shanghai. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('visitor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('point_share_visits_pk', ['sharer_id', 'day', 'visitor_id'])
      .execute();
    await db.updateTable('point_tasks').set({ sort: 6 }).where('code', '=', 'demandDone').execute();
    await db.updateTable('point_tasks').set({ sort: 5 }).where('code', '=', 'collect').execute();
    await db
      .insertInto('point_tasks')
      .values({
        code: 'share',
        title: '分享作品',
        description: '分享模型、空间或展厅的链接，有 1 位好友登录后打开',
        reward: 10,
        target: 1,
        sort: 4,
      })
      .execute();
  },
  async down(db: MigrationDb) {
    await db.deleteFrom('point_task_progress').where('task_code', '=', 'share').execute();
    await db.deleteFrom('point_tasks').where('code', '=', 'share').execute();
    await db.updateTable('point_tasks').set({ sort: 4 }).where('code', '=', 'collect').execute();
    await db.updateTable('point_tasks').set({ sort: 5 }).where('code', '=', 'demandDone').execute();
    await db.schema.dropTable('point_share_visits').execute();
  },
});
