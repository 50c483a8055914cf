import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { BackupError, restoreBackup } from '../platform/backup/index.js';

/**
 * npm run restore -- <backup folder or its name under BACKUP_DIR> [--force]
 * Puts a backup made by `npm run backup` back into DATA_DIR. Refuses while a server has the database open,
 * unless --force (then restart the server).
 */
async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true });
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      '当前使用 PostgreSQL：请用 pg_restore 恢复数据库、用 aws s3 sync / ossutil 恢复文件（见 README「备份与恢复」）。',
      'This deployment uses PostgreSQL: restore it with pg_restore and copy the file bucket back (see README, 备份与恢复).',
    );
  }
  const given = positionals[0];
  if (!given)
    throw new BackupError(
      '请给出要恢复的备份：npm run restore -- <备份目录>',
      'Name the backup to restore: npm run restore -- <backup folder>',
    );
  // npm runs this in apps/server; a relative path is the one the user typed where npm was started (INIT_CWD).
  const candidates = [path.resolve(process.env.INIT_CWD ?? process.cwd(), given), path.resolve(config.BACKUP_DIR, given)];
  const backupDir = candidates.find((c) => fs.existsSync(c));
  if (!backupDir) throw new BackupError(`找不到备份：${given}`, `No backup found at ${given}`);

  const r = await restoreBackup({ dataDir: config.DATA_DIR, backupDir, force: values.force });
  const rows = Object.values(r.tables).reduce((a, b) => a + b, 0);
  const tables = Object.keys(r.tables).length;
  console.log(`已恢复备份 ${backupDir}（制作于 ${r.manifest.createdAt}）到 ${config.DATA_DIR}`);
  console.log(`Restored backup ${backupDir} (made ${r.manifest.createdAt}) into ${config.DATA_DIR}`);
  console.log(`  数据库 / database: ${tables} 个表，共 ${rows} 行 / ${tables} tables, ${rows} rows`);
  console.log(
    `  文件 / files: 复制 ${r.filesCopied} 个，已存在 ${r.filesPresent} 个 / ${r.filesCopied} copied, ${r.filesPresent} already there`,
  );
  if (r.previousDatabase) {
    console.log(`  原数据库另存为 / the replaced database was saved as: ${r.previousDatabase}`);
  }
  if (values.force) console.log('已强制覆盖：请重启服务 / Forced over a database in use: restart the server now');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
