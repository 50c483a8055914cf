import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * The open developer API (issue 18): users' API keys (no secret stored, see modules/openApi/secrets.ts), the nonces
 * of signed requests until they go stale, and calls per key and day for the usage chart.
 */
export const openApi: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('open_api_keys'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('key_id', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('name', 'varchar(30)', (c) => c.notNull())
      .addColumn('scopes', 'varchar(200)', (c) => c.notNull())
      .addColumn('secret_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('rate_limit', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('last_used_at', 'varchar(30)')
      .addColumn('revoked_at', 'varchar(30)')
      .execute();
    await db.schema.createIndex('open_api_keys_user').on('open_api_keys').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('open_api_nonces')
      .addColumn('key_id', 'integer', (c) => c.notNull().references('open_api_keys.id').onDelete('cascade'))
      .addColumn('nonce', 'varchar(64)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('open_api_nonces_pk', ['key_id', 'nonce'])
      .execute();
    await db.schema.createIndex('open_api_nonces_expiry').on('open_api_nonces').columns(['expires_at']).execute();

    await db.schema
      .createTable('open_api_usage')
      .addColumn('key_id', 'integer', (c) => c.notNull().references('open_api_keys.id').onDelete('cascade'))
      .addColumn('day', 'varchar(10)', (c) => c.notNull())
      .addColumn('calls', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('open_api_usage_pk', ['key_id', 'day'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('open_api_usage').execute();
    await db.schema.dropTable('open_api_nonces').execute();
    await db.schema.dropTable('open_api_keys').execute();
  },
});
