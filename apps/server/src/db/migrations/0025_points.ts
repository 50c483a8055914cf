import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Points (issue 15): the day tasks as data, each user's progress per day, the daily sign-ins, and the points mall's
 * goods and redemptions. Balances are not here: points are the wallet's `points` account and its ledger.
 */
export const points: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await db.schema
      .createTable('point_tasks')
      /** One of DAY_TASK_CODES: the server records progress for these codes. */
      .addColumn('code', 'varchar(20)', (c) => c.primaryKey())
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('description', 'varchar(200)', (c) => c.notNull())
      .addColumn('reward', 'integer', (c) => c.notNull())
      /** How many times a day the user does the thing before the reward may be claimed. */
      .addColumn('target', 'integer', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db
      .insertInto('point_tasks')
      .values([
        {
          code: 'signIn',
          title: '每日签到',
          description: '每天签到一次，连续签到第 7 天奖励更多',
          reward: 5,
          target: 1,
          sort: 1,
        },
        { code: 'upload', title: '上传模型', description: '上传一个 3D 模型', reward: 20, target: 1, sort: 2 },
        { code: 'comment', title: '发表评论', description: '在模型页发表一条评论', reward: 5, target: 1, sort: 3 },
        { code: 'collect', title: '收藏模型', description: '收藏 2 个喜欢的模型', reward: 5, target: 2, sort: 4 },
        {
          code: 'demandDone',
          title: '完成需求',
          description: '验收通过一个需求（需求方或中标建模师）',
          reward: 50,
          target: 1,
          sort: 5,
        },
      ])
      .execute();

    await db.schema
      .createTable('point_task_progress')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** YYYY-MM-DD in Asia/Shanghai. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('task_code', 'varchar(20)', (c) => c.notNull())
      .addColumn('progress', 'integer', (c) => c.notNull())
      /** Set once, by the claim: the key (user, day, task) makes the reward once a day. */
      .addColumn('claimed_at', 'varchar(30)')
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('point_task_progress_pk', ['user_id', 'day', 'task_code'])
      .execute();

    await db.schema
      .createTable('point_signins')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      /** YYYY-MM-DD in Asia/Shanghai: one sign-in per user and day, whatever the number of devices. */
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('streak', 'integer', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('point_signins_pk', ['user_id', 'day'])
      .execute();

    await withId(db.schema.createTable('mall_goods'), dialect)
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      /** A same-site address (a picture the web app serves, or an uploaded file's). */
      .addColumn('picture', 'varchar(210)', (c) => c.notNull())
      /** membership | coins | physical */
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('points_price', 'integer', (c) => c.notNull())
      /** Taken only by a conditional update (stock > 0), so it never goes below zero. */
      .addColumn('stock', 'integer', (c) => c.notNull())
      .addColumn('package_id', 'integer', (c) => c.references('packages.id'))
      .addColumn('coins', 'integer')
      .addColumn('description', 'varchar(200)', (c) => c.notNull())
      .addColumn('on_sale', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('mall_redemptions'), dialect)
      /** Also the ledger entries' order number. */
      .addColumn('redemption_no', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
      .addColumn('goods_id', 'integer', (c) => c.notNull().references('mall_goods.id'))
      .addColumn('title', 'varchar(40)', (c) => c.notNull())
      .addColumn('picture', 'varchar(210)', (c) => c.notNull())
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('points', 'integer', (c) => c.notNull())
      /** delivered | toShip | shipped (transitions.ts) */
      .addColumn('status', 'varchar(20)', (c) => c.notNull())
      .addColumn('receiver', 'varchar(20)')
      .addColumn('phone', 'varchar(20)')
      .addColumn('address', 'varchar(200)')
      .addColumn('tracking_no', 'varchar(40)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('shipped_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('mall_redemptions_user').on('mall_redemptions').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('mall_redemptions_status').on('mall_redemptions').columns(['status', 'id']).execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('mall_redemptions').execute();
    await db.schema.dropTable('mall_goods').execute();
    await db.schema.dropTable('point_signins').execute();
    await db.schema.dropTable('point_task_progress').execute();
    await db.schema.dropTable('point_tasks').execute();
  },
});
