import type { MigrationDb, PortableMigration } from './helpers.js';
import { withId } from './helpers.js';

/**
 * Business accounts (issue 18): certifications (one per user, its photos private files), sub-accounts of a parent
 * with their rights and coin limit, the company's activity log, the company profile and its brands; a model may
 * carry a brand and remembers which sub-account uploaded it (the parent owns it).
 */
export const business: PortableMigration = (dialect) => ({
  async up(db: MigrationDb) {
    await withId(db.schema.createTable('certifications'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'varchar(10)', (c) => c.notNull())
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('number', 'varchar(18)', (c) => c.notNull())
      .addColumn('photos', 'text', (c) => c.notNull())
      .addColumn('status', 'varchar(10)', (c) => c.notNull())
      .addColumn('reason', 'varchar(200)')
      .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reviewed_at', 'varchar(30)')
      .addColumn('submitted_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('certifications_queue').on('certifications').columns(['status', 'submitted_at']).execute();

    await db.schema
      .createTable('sub_accounts')
      .addColumn('child_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('parent_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('rights', 'varchar(100)', (c) => c.notNull())
      .addColumn('coin_limit', 'integer', (c) => c.notNull())
      .addColumn('coins_spent', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted_at', 'varchar(30)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sub_accounts_parent').on('sub_accounts').columns(['parent_id']).execute();

    await withId(db.schema.createTable('business_activity'), dialect)
      .addColumn('company_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('actor_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('action', 'varchar(20)', (c) => c.notNull())
      .addColumn('detail', 'varchar(200)', (c) => c.notNull())
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('business_activity_company').on('business_activity').columns(['company_id', 'id']).execute();

    await db.schema
      .createTable('companies')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(60)', (c) => c.notNull())
      .addColumn('licence_number', 'varchar(18)', (c) => c.notNull())
      .addColumn('logo_file_id', 'varchar(40)')
      .addColumn('address', 'varchar(120)', (c) => c.notNull())
      .addColumn('industry', 'varchar(30)', (c) => c.notNull())
      .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
      .execute();

    await withId(db.schema.createTable('brands'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'varchar(30)', (c) => c.notNull())
      .addColumn('logo_file_id', 'varchar(40)')
      .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('brands_user').on('brands').columns(['user_id']).execute();

    await db.schema
      .alterTable('models')
      .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
      .execute();
    await db.schema
      .alterTable('models')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.alterTable('models').dropColumn('created_by').execute();
    await db.schema.alterTable('models').dropColumn('brand_id').execute();
    for (const t of ['brands', 'companies', 'business_activity', 'sub_accounts', 'certifications']) {
      await db.schema.dropTable(t).execute();
    }
  },
});
