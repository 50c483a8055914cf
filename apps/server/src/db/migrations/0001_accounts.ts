import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

export const accounts: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('login', 'varchar(20)', (c) => c.notNull().unique())
      .addColumn('user_token', 'varchar(40)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text')
      .addColumn('nickname', 'varchar(60)', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('type', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('identity_id', 'integer')
      .addColumn('address', 'text')
      .addColumn('full_address', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('utm_from', 'varchar(100)')
      .addColumn('utm_campaign', 'varchar(200)')
      .addColumn('utm_content', 'varchar(200)')
      .addColumn('utm_keyword', 'varchar(200)')
      .addColumn('utm_url', 'varchar(1000)')
      .addColumn('bd_vid', 'varchar(200)')
      .addColumn('track_id', 'varchar(100)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('user_identities'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('user_identities_user_type', ['user_id', 'type'])
      .execute();

    await withId(db.schema.createTable('sessions'), dialect)
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('revoked_at', 'varchar(30)')
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(400)')
      .execute();
    await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('sms_codes'), dialect)
      .addColumn('login', 'varchar(20)', (c) => c.notNull())
      .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .addColumn('ip', 'varchar(64)')
      .execute();
    await db.schema.createIndex('sms_codes_login').on('sms_codes').columns(['login', 'purpose', 'created_at']).execute();

    await db.schema
      .createTable('captchas')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('answer', 'varchar(10)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();

    await withId(db.schema.createTable('wechat_accounts'), dialect)
      .addColumn('channel', 'varchar(10)', (c) => c.notNull())
      .addColumn('openid', 'varchar(128)', (c) => c.notNull())
      .addColumn('unionid', 'varchar(128)')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('nickname', 'varchar(100)', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .addUniqueConstraint('wechat_accounts_channel_openid', ['channel', 'openid'])
      .execute();
    await db.schema.createIndex('wechat_accounts_user').on('wechat_accounts').column('user_id').execute();

    await db.schema
      .createTable('wechat_tickets')
      .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('wechat_account_id', 'integer', (c) => c.references('wechat_accounts.id').onDelete('cascade'))
      .addColumn('scene', 'varchar(64)')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('used_at', 'varchar(30)')
      .execute();
  },
  async down(db: MigrationDb) {
    for (const t of ['wechat_tickets', 'wechat_accounts', 'captchas', 'sms_codes', 'sessions', 'user_identities', 'users']) {
      await db.schema.dropTable(t).execute();
    }
  },
});
