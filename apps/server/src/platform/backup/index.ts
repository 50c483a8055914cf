import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';

/**
 * Backups of the embedded deployment: the SQLite database and the local storage folder (`${DATA_DIR}/files`,
 * platform/storage/local.ts), into one timestamped folder under BACKUP_DIR. The PostgreSQL + S3 deployment
 * uses pg_dump and a bucket copy instead (README). The CLI commands are cli/backup.ts and cli/restore.ts.
 */

export const DB_FILE = 'moxing.sqlite';
const FILES = 'files';
const MANIFEST = 'manifest.json';
const BLOB_KEY = /^[0-9a-f]{64}$/;
// One backup step copies this many pages: all of them, so the copy is made inside one read transaction (a
// consistent snapshot while the server goes on writing in WAL mode). In smaller steps, every write made by
// another connection between two steps restarts the copy, and a busy server could keep it from ever finishing.
const ALL_PAGES = 0x7fffffff;

export class BackupError extends Error {
  /** `zh` and `en` say the same thing; the CLI prints both. */
  constructor(
    readonly zh: string,
    readonly en: string,
  ) {
    super(`${zh}\n${en}`);
    this.name = 'BackupError';
  }
}

export interface Manifest {
  format: 1;
  createdAt: string;
  /** Rows per table at the moment of the database snapshot. */
  tables: Record<string, number>;
  files: number;
  fileBytes: number;
  /** Storage keys the database names but the storage folder did not hold (deleted meanwhile, or lost before). */
  missingFiles: string[];
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows per table of the restored database, read back after the restore. */
  tables: Record<string, number>;
  filesCopied: number;
  filesPresent: number;
  /** Where the database that was replaced now is (none when there was none). */
  previousDatabase: string | null;
}

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');

/** Every blob under a storage root, as paths relative to it (the staging folder .tmp is not a blob). */
async function listBlobs(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    let entries: fs.Dirent[];
    try {
      entries = await fsp.readdir(path.join(root, rel), { withFileTypes: true });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw e;
    }
    for (const entry of entries) {
      if (entry.name === '.tmp') continue;
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) await walk(child);
      else if (entry.isFile() && BLOB_KEY.test(entry.name)) out.push(child);
    }
  }
  await walk('');
  return out;
}

/**
 * Copies the blobs of `from` that `to` lacks. Names are content hashes, so a blob already there is the same
 * bytes. Each copy lands under a temporary name first: an interrupted run leaves no half blob under a real name.
 */
async function copyBlobs(from: string, to: string): Promise<{ copied: number; present: number; bytes: number }> {
  let copied = 0;
  let present = 0;
  let bytes = 0;
  for (const rel of await listBlobs(from)) {
    const target = path.join(to, rel);
    if (fs.existsSync(target)) {
      present += 1;
      continue;
    }
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial`;
    await fsp.copyFile(path.join(from, rel), partial, fs.constants.COPYFILE_FICLONE);
    await fsp.rename(partial, target);
    copied += 1;
    bytes += (await fsp.stat(target)).size;
  }
  return { copied, present, bytes };
}

function open(file: string, options: SQLite.Options = {}): SQLite.Database {
  const db = new SQLite(file, { fileMustExist: true, ...options });
  db.pragma('busy_timeout = 15000');
  return db;
}

function tableCounts(db: SQLite.Database): Record<string, number> {
  // Ordinary tables only: full-text search's virtual and shadow tables are rebuilt from them.
  const names = db
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .pluck()
    .all() as string[];
  return Object.fromEntries(names.map((n) => [n, Number(db.prepare(`SELECT count(*) FROM "${n}"`).pluck().get())]));
}

/** Storage keys named anywhere in the database: every `*_key` column's values that look like a blob name. */
function storageKeys(db: SQLite.Database): Set<string> {
  const keys = new Set<string>();
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
  for (const table of tables) {
    const columns = db.prepare(`SELECT name FROM pragma_table_info(?)`).pluck().all(table) as string[];
    for (const column of columns.filter((c) => c.endsWith('_key'))) {
      for (const v of db.prepare(`SELECT DISTINCT "${column}" FROM "${table}"`).pluck().all()) {
        if (typeof v === 'string' && BLOB_KEY.test(v)) keys.add(v);
      }
    }
  }
  return keys;
}

function checkIntegrity(db: SQLite.Database, what: string): void {
  const result = db.pragma('integrity_check', { simple: true });
  if (result !== 'ok') throw new BackupError(`${what}已损坏：${String(result)}`, `${what} is damaged: ${String(result)}`);
}

/**
 * Makes a backup of `dataDir` (database and storage folder) in a new folder under `destRoot`, and answers it.
 * Safe while the server runs: the database is copied with SQLite's online backup in one read transaction, and
 * blobs are copied before and after it, so every blob the snapshot names is there unless deleted in between
 * (then listed in the manifest's missingFiles).
 */
export async function createBackup(opts: { dataDir: string; destRoot: string; now?: Date }): Promise<BackupResult> {
  const dbPath = path.join(opts.dataDir, DB_FILE);
  if (!fs.existsSync(dbPath)) {
    throw new BackupError(`没有找到数据库：${dbPath}`, `No database at ${dbPath}`);
  }
  const createdAt = opts.now ?? new Date();
  await fsp.mkdir(opts.destRoot, { recursive: true });
  let name = `moxing-${stamp(createdAt)}`;
  for (let n = 2; fs.existsSync(path.join(opts.destRoot, name)); n += 1) name = `moxing-${stamp(createdAt)}-${n}`;
  const dir = path.join(opts.destRoot, name);
  // Built under another name and renamed when whole: a folder named moxing-<time> is always a complete backup.
  const staging = path.join(opts.destRoot, `.${name}.partial`);
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(path.join(staging, FILES), { recursive: true });
  try {
    const storage = path.join(opts.dataDir, FILES);
    await copyBlobs(storage, path.join(staging, FILES));
    const source = open(dbPath);
    try {
      await source.backup(path.join(staging, DB_FILE), { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    await copyBlobs(storage, path.join(staging, FILES));

    const copy = open(path.join(staging, DB_FILE));
    let tables: Record<string, number>;
    let keys: Set<string>;
    try {
      checkIntegrity(copy, '备份的数据库');
      tables = tableCounts(copy);
      keys = storageKeys(copy);
      // One file, no -wal beside it: the backup is a single self-contained database.
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    const blobs = await listBlobs(path.join(staging, FILES));
    const names = new Set(blobs.map((b) => path.basename(b)));
    let fileBytes = 0;
    for (const b of blobs) fileBytes += (await fsp.stat(path.join(staging, FILES, b))).size;
    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      tables,
      files: blobs.length,
      fileBytes,
      missingFiles: [...keys].filter((k) => !names.has(k)).sort(),
    };
    await fsp.writeFile(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fsp.rename(staging, dir);
    return { dir, manifest };
  } catch (e) {
    await fsp.rm(staging, { recursive: true, force: true });
    throw e;
  }
}

/**
 * Whether another connection (a running server, a worker, a CLI) has the database open: it holds a shared lock
 * that an exclusive-mode connection cannot get past.
 */
export function databaseInUse(dbPath: string): boolean {
  if (!fs.existsSync(dbPath)) return false;
  const db = new SQLite(dbPath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 0');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('COMMIT');
    return false;
  } catch (e) {
    if ((e as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw e;
  } finally {
    db.close();
  }
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = path.join(backupDir, MANIFEST);
  if (!fs.existsSync(file) || !fs.existsSync(path.join(backupDir, DB_FILE))) {
    throw new BackupError(
      `${backupDir} 不是一份完整的备份（缺少 ${MANIFEST} 或 ${DB_FILE}）`,
      `${backupDir} is not a complete backup (${MANIFEST} or ${DB_FILE} is missing)`,
    );
  }
  return JSON.parse(await fsp.readFile(file, 'utf8')) as Manifest;
}

/**
 * Brings a backup back into `dataDir`: the blobs it has that the storage folder lacks, then the database,
 * written over the current one with SQLite's backup (so a connection left open sees the restored data rather
 * than a deleted file). The current database is first saved beside it. Refuses while another connection has the
 * database open, unless `force`.
 */
export async function restoreBackup(opts: {
  dataDir: string;
  backupDir: string;
  force?: boolean;
  now?: Date;
}): Promise<RestoreResult> {
  const manifest = await readManifest(opts.backupDir);
  const backupDb = open(path.join(opts.backupDir, DB_FILE), { readonly: true });
  try {
    checkIntegrity(backupDb, '备份中的数据库');
    const livePath = path.join(opts.dataDir, DB_FILE);
    if (!opts.force && databaseInUse(livePath)) {
      throw new BackupError(
        `数据库 ${livePath} 正被运行中的服务使用。请先停止服务再恢复，或加 --force 强制覆盖（之后须重启服务）。`,
        `The database ${livePath} is in use by a running server. Stop the server first, or add --force to overwrite it anyway (then restart the server).`,
      );
    }
    await fsp.mkdir(opts.dataDir, { recursive: true });
    let previousDatabase: string | null = null;
    if (fs.existsSync(livePath)) {
      previousDatabase = path.join(opts.dataDir, `before-restore-${stamp(opts.now ?? new Date())}.sqlite`);
      const live = open(livePath);
      try {
        await live.backup(previousDatabase, { progress: () => ALL_PAGES });
      } finally {
        live.close();
      }
    }
    const files = await copyBlobs(path.join(opts.backupDir, FILES), path.join(opts.dataDir, FILES));
    await backupDb.backup(livePath, { progress: () => ALL_PAGES });
    const restored = open(livePath);
    try {
      // The backup is kept in rollback-journal mode (one file); the server runs in WAL mode.
      restored.pragma('journal_mode = WAL');
      checkIntegrity(restored, '恢复后的数据库');
      return {
        manifest,
        tables: tableCounts(restored),
        filesCopied: files.copied,
        filesPresent: files.present,
        previousDatabase,
      };
    } finally {
      restored.close();
    }
  } finally {
    backupDb.close();
  }
}
