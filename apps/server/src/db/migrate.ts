import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './index.js';
import { accounts } from './migrations/0001_accounts.js';
import type { PortableMigration } from './migrations/helpers.js';

/** Every migration, in order. Names are permanent once released. */
const MIGRATIONS: Record<string, PortableMigration> = {
  '0001_accounts': accounts,
};

export async function migrateToLatest(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    getMigrations: async () =>
      Object.fromEntries(Object.entries(MIGRATIONS).map(([name, m]): [string, Migration] => [name, m(db.dialect)])),
  };
  const { error, results } = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`数据库迁移失败: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
