import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/** Uploaded files, resumable uploads, durable jobs, model records and format conversions. */
export const filesJobsModels: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    // One row per uploaded or generated file; several rows may share a blob (storage_key = sha256).
    await withId(db.schema.createTable('files'), dialect)
      .addColumn('file_id', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('storage_key', 'varchar(64)', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('ext', 'varchar(16)', (c) => c.notNull())
      .addColumn('size', 'bigint', (c) => c.notNull())
      .addColumn('mime', 'varchar(100)', (c) => c.notNull())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('format', 'varchar(10)')
      .addColumn('visibility', 'varchar(10)', (c) => c.notNull())
      .addColumn('origin', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('files_user').on('files').columns(['user_id', 'origin']).execute();
    await db.schema.createIndex('files_storage_key').on('files').column('storage_key').execute();

    await db.schema
      .createTable('tus_uploads')
      .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('length', 'bigint', (c) => c.notNull())
      .addColumn('name', 'varchar(255)', (c) => c.notNull())
      .addColumn('metadata', 'text', (c) => c.notNull())
      .addColumn('file_id', 'varchar(40)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('tus_uploads_user').on('tus_uploads').column('user_id').execute();

    await withId(db.schema.createTable('jobs'), dialect)
      .addColumn('name', 'varchar(64)', (c) => c.notNull())
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('max_attempts', 'integer', (c) => c.notNull())
      .addColumn('run_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('locked_until', 'varchar(30)')
      .addColumn('locked_by', 'varchar(80)')
      .addColumn('last_error', 'text')
      .addColumn('result', 'text')
      .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('finished_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('jobs_claim').on('jobs').columns(['status', 'run_at']).execute();

    await withId(db.schema.createTable('models'), dialect)
      .addColumn('model_code', 'varchar(24)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('type', 'varchar(50)', (c) => c.notNull())
      .addColumn('trade', 'varchar(20)', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('stage', 'varchar(12)')
      .addColumn('failure_reason', 'text')
      .addColumn('queued_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('converting_at', 'varchar(30)')
      .addColumn('optimizing_at', 'varchar(30)')
      .addColumn('rendering_at', 'varchar(30)')
      .addColumn('ready_at', 'varchar(30)')
      .addColumn('failed_at', 'varchar(30)')
      .addColumn('source_file_ids', 'text', (c) => c.notNull())
      .addColumn('original_key', 'varchar(64)')
      .addColumn('original_name', 'varchar(255)')
      .addColumn('web_key', 'varchar(64)')
      .addColumn('light_key', 'varchar(64)')
      .addColumn('cover_key', 'varchar(64)')
      .addColumn('thumb_key', 'varchar(64)')
      .addColumn('list_key', 'varchar(64)')
      .addColumn('stats', 'text')
      .addColumn('light_status', 'varchar(12)')
      .addColumn('light_target_bytes', 'bigint')
      .addColumn('light_error', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('models_user').on('models').columns(['user_id', 'id']).execute();
    await db.schema.createIndex('models_status').on('models').column('status').execute();

    await withId(db.schema.createTable('model_conversions'), dialect)
      .addColumn('code', 'varchar(24)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('source_file_ids', 'text', (c) => c.notNull())
      .addColumn('source_name', 'varchar(255)', (c) => c.notNull())
      .addColumn('source_size', 'bigint', (c) => c.notNull())
      .addColumn('target_format', 'varchar(10)')
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('failure_reason', 'text')
      .addColumn('result_file_id', 'varchar(40)')
      .addColumn('result_name', 'varchar(255)')
      .addColumn('result_size', 'bigint')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('queued_at', 'varchar(30)')
      .addColumn('started_at', 'varchar(30)')
      .addColumn('finished_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('model_conversions_user').on('model_conversions').columns(['user_id', 'status']).execute();
  },
  async down(db: MigrationDb) {
    for (const t of ['model_conversions', 'models', 'jobs', 'tus_uploads', 'files']) {
      await db.schema.dropTable(t).execute();
    }
  },
});
