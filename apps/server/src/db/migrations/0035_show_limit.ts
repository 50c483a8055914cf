import type { MigrationDb, PortableMigration } from './helpers.js';

/**
 * How many showrooms a user may have published at once (role ZTNUM, issue 17): one without a package
 * (FREE_ROLES), more with the combo packages seeded by 0018. Operators may change the values later (combopack/save).
 */
const SHOWS_BY_PACKAGE: Record<string, number> = {
  '基础版（月卡）': 3,
  '专业版（年卡）': 20,
  '企业版（年卡）': 200,
};

export const showLimit: PortableMigration = () => ({
  async up(db: MigrationDb) {
    for (const [title, value] of Object.entries(SHOWS_BY_PACKAGE)) {
      const row: { id: number } | undefined = await db
        .selectFrom('packages')
        .select('id')
        .where('title', '=', title)
        .executeTakeFirst();
      if (row) await db.insertInto('package_roles').values({ package_id: row.id, role_code: 'ZTNUM', value }).execute();
    }
  },
  async down(db: MigrationDb) {
    await db.deleteFrom('package_roles').where('role_code', '=', 'ZTNUM').execute();
  },
});
