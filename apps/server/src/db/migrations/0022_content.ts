import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Site content run by operators (issue 16): articles, pages, banners, ads and activities in one table, activity
 * sign-ups, business cooperation leads, feedback, and invite codes with the registrations they brought.
 */
export const content: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('contents'), dialect)
      .addColumn('kind', 'varchar(20)', (c) => c.notNull())
      .addColumn('title', 'varchar(100)', (c) => c.notNull())
      .addColumn('summary', 'varchar(300)', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('html', 'text', (c) => c.notNull())
      .addColumn('search_text', 'text', (c) => c.notNull())
      .addColumn('cover', 'varchar(300)')
      .addColumn('category', 'varchar(30)', (c) => c.notNull())
      .addColumn('slug', 'varchar(40)', (c) => c.unique())
      .addColumn('position', 'varchar(30)', (c) => c.notNull())
      .addColumn('link', 'varchar(300)', (c) => c.notNull())
      .addColumn('start_at', 'varchar(30)')
      .addColumn('end_at', 'varchar(30)')
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('popup', 'integer', (c) => c.notNull())
      .addColumn('status', 'varchar(12)', (c) => c.notNull())
      .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('published_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('contents_kind_status').on('contents').columns(['kind', 'status', 'sort']).execute();

    await db.schema
      .createTable('activity_entries')
      .addColumn('content_id', 'integer', (c) => c.notNull().references('contents.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .addPrimaryKeyConstraint('activity_entries_pk', ['content_id', 'user_id'])
      .execute();
    await db.schema.createIndex('activity_entries_user').on('activity_entries').columns(['user_id']).execute();

    await withId(db.schema.createTable('cooperation_leads'), dialect)
      .addColumn('name', 'varchar(30)', (c) => c.notNull())
      .addColumn('phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('company', 'varchar(60)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('feedbacks'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('type', 'varchar(10)', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('contact', 'varchar(60)', (c) => c.notNull())
      .addColumn('images', 'text', (c) => c.notNull())
      .addColumn('reply', 'text')
      .addColumn('replied_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('replied_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('feedbacks_user').on('feedbacks').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('invite_codes')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('code', 'varchar(12)', (c) => c.notNull().unique())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('invites')
      .addColumn('invitee_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('inviter_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('invites_inviter').on('invites').columns(['inviter_id', 'created_at']).execute();
  },
  async down(db: MigrationDb) {
    for (const t of ['invites', 'invite_codes', 'feedbacks', 'cooperation_leads', 'activity_entries', 'contents']) {
      await db.schema.dropTable(t).execute();
    }
  },
});
