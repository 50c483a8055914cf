import path from 'node:path';
import { loadConfig } from '../config.js';
import { BackupError, createBackup } from '../platform/backup/index.js';

/**
 * npm run backup
 * Copies the SQLite database (online, safe while the server runs) and the uploaded files into a new folder
 * BACKUP_DIR/moxing-<time>. On PostgreSQL, use pg_dump and a bucket copy instead (README, 备份与恢复).
 */
async function main() {
  const config = loadConfig();
  if (config.DATABASE_URL) {
    throw new BackupError(
      '当前使用 PostgreSQL：请用 pg_dump 备份数据库、用 aws s3 sync / ossutil 备份文件（见 README「备份与恢复」）。',
      'This deployment uses PostgreSQL: back it up with pg_dump and copy the file bucket (see README, 备份与恢复).',
    );
  }
  const { dir, manifest } = await createBackup({ dataDir: config.DATA_DIR, destRoot: path.resolve(config.BACKUP_DIR) });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const tables = Object.keys(manifest.tables).length;
  console.log(`已备份到 ${dir}`);
  console.log(`Backup written to ${dir}`);
  console.log(`  数据库 / database: ${tables} 个表，共 ${rows} 行 / ${tables} tables, ${rows} rows`);
  console.log(`  文件 / files: ${manifest.files} 个，${(manifest.fileBytes / 1024 / 1024).toFixed(1)} MB`);
  if (manifest.missingFiles.length > 0) {
    console.log(
      `  注意：数据库引用的 ${manifest.missingFiles.length} 个文件在存储目录中不存在（见 manifest.json）/ ` +
        `note: ${manifest.missingFiles.length} files the database names were not in the storage folder (see manifest.json)`,
    );
  }
  console.log(`恢复 / restore: npm run restore -- ${dir}`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
