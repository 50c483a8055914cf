import { sql, type ColumnDataType } from 'kysely';
import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The model library: listing columns and counters on models, social rows (likes, collects, comments,
 * follows), daily statistics and embed sources, downloads, purchases (filled by the commerce issue),
 * image models, and the demo-catalogue bookkeeping.
 *
 * Listing indexes are partial ("ready, public, not in the recycle bin"): every list query repeats that
 * predicate with literal values (see modules/library/queries.ts LISTED) so both databases use them.
 */
export const LISTED = `status = 'ready' AND visibility = 'public' AND deleted_at IS NULL`;

export const INDEXES: [string, string][] = [
  ['models_pub_new', 'id, price, source_format, trade, type, view_count, collect_count'],
  ['models_pub_views', 'view_count, id, price, source_format, trade, type'],
  ['models_pub_collects', 'collect_count, id, price, source_format, trade, type'],
  ['models_pub_trade_new', 'trade, id, price, source_format, type'],
  ['models_pub_trade_views', 'trade, view_count, id, price, source_format, type'],
  ['models_pub_trade_collects', 'trade, collect_count, id, price, source_format, type'],
  ['models_pub_type_new', 'type, id, price, source_format, trade'],
  ['models_pub_type_views', 'type, view_count, id, price, source_format, trade'],
  ['models_pub_type_collects', 'type, collect_count, id, price, source_format, trade'],
  ['models_pub_embeds', 'embed_count, id'],
  ['models_pub_user', 'user_id, id'],
];

const COLUMNS = [
  'visibility',
  'deleted_at',
  'tags',
  'password_hash',
  'source_format',
  'synced',
  'viewer_settings',
  'view_count',
  'like_count',
  'collect_count',
  'comment_count',
  'embed_count',
  'download_count',
];

export const modelLibrary: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    const add = async (name: string, type: ColumnDataType, opts?: 'int0' | 'public' | 'tags') => {
      await db.schema
        .alterTable('models')
        .addColumn(name, type, (c) => {
          if (opts === 'int0') return c.notNull().defaultTo(0);
          if (opts === 'public') return c.notNull().defaultTo('public');
          if (opts === 'tags') return c.notNull().defaultTo('[]');
          return c;
        })
        .execute();
    };
    await add('visibility', 'varchar(10)', 'public');
    await add('deleted_at', 'varchar(30)');
    /** JSON array of tags. */
    await add('tags', 'text', 'tags');
    /** scrypt of the SHA-256 of the access password (role MMFWMX21); null: open. */
    await add('password_hash', 'varchar(200)');
    /** Format of the uploaded original (from the pipeline's stats), for the format filter. */
    await add('source_format', 'varchar(10)');
    /** Shown in the owner's space (model/getSycnStateModels, user/zoomModels). */
    await add('synced', 'integer', 'int0');
    await add('viewer_settings', 'text');
    await add('view_count', 'integer', 'int0');
    await add('like_count', 'integer', 'int0');
    await add('collect_count', 'integer', 'int0');
    await add('comment_count', 'integer', 'int0');
    await add('embed_count', 'integer', 'int0');
    await add('download_count', 'integer', 'int0');

    // Browsing: newest / most viewed / most collected, overall and within a trade or a type. Price and
    // format ride along so the filters are answered from the index alone.
    for (const [name, columns] of INDEXES) {
      await sql.raw(`CREATE INDEX ${name} ON models (${columns}) WHERE ${LISTED}`).execute(db);
    }
    await sql.raw(`CREATE INDEX models_recycle ON models (user_id, deleted_at) WHERE deleted_at IS NOT NULL`).execute(db);

    await db.schema
      .createTable('model_likes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('model_likes_pk', ['user_id', 'model_id'])
      .execute();
    await db.schema.createIndex('model_likes_model').on('model_likes').column('model_id').execute();

    await db.schema
      .createTable('model_collects')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('model_collects_pk', ['user_id', 'model_id'])
      .execute();
    await db.schema.createIndex('model_collects_model').on('model_collects').column('model_id').execute();
    await db.schema.createIndex('model_collects_user_time').on('model_collects').columns(['user_id', 'created_at']).execute();

    await withId(db.schema.createTable('model_comments'), dialect)
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('reply_to_id', 'integer')
      .addColumn('reply_to_user_id', 'integer')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('model_comments_model').on('model_comments').columns(['model_id', 'id']).execute();

    await db.schema
      .createTable('user_follows')
      .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('remark', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('user_follows_pk', ['follower_id', 'followee_id'])
      .execute();
    await db.schema.createIndex('user_follows_followee').on('user_follows').columns(['followee_id', 'created_at']).execute();
    await db.schema.createIndex('user_follows_follower_time').on('user_follows').columns(['follower_id', 'created_at']).execute();

    // One row per model and day (UTC date): the owner's charts.
    await db.schema
      .createTable('model_daily_stats')
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('embeds', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('downloads', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('collects', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('model_daily_stats_pk', ['model_id', 'day'])
      .execute();
    await db.schema.createIndex('model_daily_stats_day').on('model_daily_stats').columns(['day', 'model_id']).execute();

    // Embed views per model, page host and day.
    await db.schema
      .createTable('model_embed_views')
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('host', 'varchar(255)', (c) => c.notNull())
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('model_embed_views_pk', ['model_id', 'host', 'day'])
      .execute();

    await withId(db.schema.createTable('model_downloads'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('format', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('model_downloads_user').on('model_downloads').columns(['user_id', 'id']).execute();

    // Converted downloads, made once from the web GLB and kept.
    await db.schema
      .createTable('model_formats')
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('format', 'varchar(10)', (c) => c.notNull())
      .addColumn('storage_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('model_formats_pk', ['model_id', 'format'])
      .execute();

    // Paid models bought (written by the commerce issue's order flow; read by the download check).
    await db.schema
      .createTable('model_purchases')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('model_id', 'integer', (c) => c.notNull().references('models.id').onDelete('cascade'))
      .addColumn('order_no', 'varchar(40)')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('model_purchases_pk', ['user_id', 'model_id'])
      .execute();

    await withId(db.schema.createTable('image_models'), dialect)
      .addColumn('code', 'varchar(26)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('type', 'varchar(50)', (c) => c.notNull())
      .addColumn('trade', 'varchar(20)', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
      .addColumn('photo_count', 'integer', (c) => c.notNull())
      .addColumn('view_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('image_models_user').on('image_models').columns(['user_id', 'id']).execute();
    await db.schema
      .createTable('image_model_photos')
      .addColumn('image_model_id', 'integer', (c) => c.notNull().references('image_models.id').onDelete('cascade'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('file_id', 'varchar(40)', (c) => c.notNull())
      .addPrimaryKeyConstraint('image_model_photos_pk', ['image_model_id', 'sort'])
      .execute();

    // Which demo models the start-up seeding has created (so an interrupted seeding resumes, never repeats).
    await db.schema
      .createTable('demo_seeds')
      .addColumn('slug', 'varchar(100)', (c) => c.primaryKey())
      .addColumn('model_id', 'integer')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      /** When its likes, collects and comments were added (after the pipeline made it ready). */
      .addColumn('social_at', 'varchar(30)')
      .execute();
  },
  async down(db: MigrationDb) {
    for (const t of [
      'demo_seeds',
      'image_model_photos',
      'image_models',
      'model_purchases',
      'model_formats',
      'model_downloads',
      'model_embed_views',
      'model_daily_stats',
      'user_follows',
      'model_comments',
      'model_collects',
      'model_likes',
    ]) {
      await db.schema.dropTable(t).execute();
    }
    for (const name of [...INDEXES.map(([n]) => n), 'models_recycle']) await db.schema.dropIndex(name).execute();
    for (const c of COLUMNS) await db.schema.alterTable('models').dropColumn(c).execute();
  },
});
