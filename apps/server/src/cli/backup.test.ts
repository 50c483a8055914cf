import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { makeUser, tinyPng, upload, type TestUser } from '../modules/library/fixtures.js';
import { createDb } from '../db/index.js';
import { BackupError, DB_FILE, createBackup, databaseInUse, restoreBackup } from '../platform/backup/index.js';

/**
 * Backups are of the embedded deployment only (SQLite and the local storage folder); PostgreSQL deployments use
 * pg_dump (README), so these tests run on SQLite whatever DATABASE_URL says.
 */

/**
 * Writes pairs of messages, each pair in one transaction, from another thread with its own connection (as a
 * server beside the backup command would), and reports how many pairs are committed after each batch.
 */
const WRITER = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 15000');
db.pragma('wal_autocheckpoint = 0');
const insert = db.prepare("INSERT INTO messages (user_id, type, title, content, created_at) VALUES (?, 0, 'pair', ?, ?)");
const pair = db.transaction((n) => {
  insert.run(workerData.userId, 'a' + n, new Date().toISOString());
  insert.run(workerData.userId, 'b' + n, new Date().toISOString());
});
let n = 0;
let stop = false;
parentPort.on('message', () => { stop = true; });
(function batch() {
  for (let i = 0; i < 10; i++) pair(n++);
  parentPort.postMessage(n);
  if (stop) { db.close(); parentPort.postMessage('closed'); } else setImmediate(batch);
})();
`;

function startWriter(file: string, userId: number) {
  const worker = new Worker(WRITER, {
    eval: true,
    workerData: { file, userId, driver: createRequire(import.meta.url).resolve('better-sqlite3') },
  });
  const state = { committed: 0, closed: false };
  const firstBatch = new Promise<void>((resolve) => {
    worker.on('message', (m: number | string) => {
      if (m === 'closed') state.closed = true;
      else state.committed = m as number;
      resolve();
    });
  });
  return {
    state,
    firstBatch,
    async stop() {
      worker.postMessage('stop');
      while (!state.closed) await new Promise((r) => setTimeout(r, 5));
      await worker.terminate();
    },
  };
}

const countPairs = (db: SQLite.Database) => ({
  a: Number(db.prepare("SELECT count(*) FROM messages WHERE title = 'pair' AND content LIKE 'a%'").pluck().get()),
  b: Number(db.prepare("SELECT count(*) FROM messages WHERE title = 'pair' AND content LIKE 'b%'").pluck().get()),
});

describe('backup and restore (SQLite and local files)', () => {
  let t: TestApp;
  let owner: TestUser;
  let file: { fileId: string };
  let png: Buffer;
  let backupRoot: string;
  let backupDir: string;
  let pairsBefore: number;
  let pairsAfter: number;
  const filler = 20_000;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    backupRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-backups-'));
    owner = await makeUser(t, 0, '备份测试');
    png = await tinyPng(7);
    file = await upload(t, owner.token, 'photo.png', png);
    // Enough pages that the copy takes a while, so the writer commits many pairs while it runs. Neither
    // connection checkpoints: every commit stays in the write-ahead log, as a busy server's latest ones do, and a
    // copy of the database file alone would miss them.
    const raw = new SQLite(path.join(t.config.DATA_DIR, DB_FILE));
    raw.pragma('wal_autocheckpoint = 0');
    const insert = raw.prepare("INSERT INTO messages (user_id, type, title, content, created_at) VALUES (?, 0, 'filler', ?, ?)");
    raw.transaction(() => {
      for (let i = 0; i < filler; i++) insert.run(owner.id, `${i}`.padEnd(400, '.'), new Date().toISOString());
    })();
    raw.close();

    const writer = startWriter(path.join(t.config.DATA_DIR, DB_FILE), owner.id);
    await writer.firstBatch;
    pairsBefore = writer.state.committed;
    const made = await createBackup({ dataDir: t.config.DATA_DIR, destRoot: backupRoot });
    pairsAfter = writer.state.committed;
    await writer.stop();
    backupDir = made.dir;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(backupRoot, { recursive: true, force: true });
  });

  it('copies a consistent database while another connection keeps writing', () => {
    // The test means something only if writes went on during the backup.
    expect(pairsAfter).toBeGreaterThan(pairsBefore);
    const copy = new SQLite(path.join(backupDir, DB_FILE), { readonly: true });
    try {
      expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
      const { a, b } = countPairs(copy);
      // No transaction is half in the copy, none committed before the backup began is missing.
      expect(a).toBe(b);
      expect(a).toBeGreaterThanOrEqual(pairsBefore);
      expect(a).toBeLessThanOrEqual(pairsAfter);
      expect(Number(copy.prepare("SELECT count(*) FROM messages WHERE title = 'filler'").pluck().get())).toBe(filler);
      expect(copy.prepare('SELECT nickname FROM users WHERE id = ?').pluck().get(owner.id)).toBe('备份测试');
    } finally {
      copy.close();
    }
    // One self-contained file, no write-ahead log beside it.
    expect(fs.existsSync(path.join(backupDir, `${DB_FILE}-wal`))).toBe(false);
  });

  it('copies the stored files the database names, and says what it holds', async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(backupDir, 'manifest.json'), 'utf8')) as {
      files: number;
      missingFiles: string[];
      tables: Record<string, number>;
    };
    const key = (
      await t.db.kysely.selectFrom('files').select('storage_key').where('file_id', '=', file.fileId).executeTakeFirstOrThrow()
    ).storage_key;
    expect(fs.readFileSync(path.join(backupDir, 'files', key.slice(0, 2), key.slice(2, 4), key))).toEqual(png);
    expect(manifest.files).toBe(1);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.tables.users).toBe(1);
    expect(manifest.tables.messages).toBeGreaterThanOrEqual(filler);
    expect(path.basename(backupDir)).toMatch(/^moxing-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
  });

  it('refuses to restore over a database a running server has open, unless forced; then brings back rows and files', async () => {
    const dataDir = t.config.DATA_DIR;
    const storedAt = (await t.db.kysely.selectFrom('files').select('storage_key').executeTakeFirstOrThrow()).storage_key;
    const blob = path.join(dataDir, 'files', storedAt.slice(0, 2), storedAt.slice(2, 4), storedAt);
    // Losses after the backup: the messages, a user's nickname, the stored file.
    await t.db.kysely.deleteFrom('messages').execute();
    await t.db.kysely.updateTable('users').set({ nickname: '改过' }).where('id', '=', owner.id).execute();
    fs.rmSync(blob);
    expect((await t.app.inject({ url: `/api/common/file/${file.fileId}` })).statusCode).not.toBe(200);

    expect(databaseInUse(path.join(dataDir, DB_FILE))).toBe(true);
    const refusal = await restoreBackup({ dataDir, backupDir }).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(BackupError);
    expect((refusal as BackupError).zh).toContain('正被运行中的服务使用');
    expect((refusal as BackupError).en).toContain('in use by a running server');
    expect(await t.db.kysely.selectFrom('messages').select('id').execute()).toEqual([]);

    const r = await restoreBackup({ dataDir, backupDir, force: true });
    expect(r.filesCopied).toBe(1);
    expect(r.tables.messages).toBe(r.manifest.tables.messages);
    // The server's open connection reads the restored database, and serves the restored file.
    const messages = await t.db.kysely.selectFrom('messages').select('id').execute();
    expect(messages.length).toBe(r.manifest.tables.messages);
    const user = await t.db.kysely.selectFrom('users').select('nickname').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(user.nickname).toBe('备份测试');
    const served = await t.app.inject({ url: `/api/common/file/${file.fileId}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(png);
    // What was replaced is kept.
    const previous = new SQLite(r.previousDatabase ?? '', { readonly: true });
    expect(previous.prepare('SELECT count(*) FROM messages').pluck().get()).toBe(0);
    previous.close();
  });

  it('restores into an empty data folder that a server then opens', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-restored-'));
    try {
      expect(databaseInUse(path.join(dataDir, DB_FILE))).toBe(false);
      const r = await restoreBackup({ dataDir, backupDir });
      expect(r.previousDatabase).toBeNull();
      expect(r.filesCopied).toBe(1);
      const db = createDb({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });
      try {
        const user = await db.kysely.selectFrom('users').select('nickname').where('id', '=', owner.id).executeTakeFirstOrThrow();
        expect(user.nickname).toBe('备份测试');
        const journal = await db.kysely
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(journal.n)).toBe(r.manifest.tables.messages);
      } finally {
        await db.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a folder that is not a backup', async () => {
    await expect(restoreBackup({ dataDir: t.config.DATA_DIR, backupDir: backupRoot, force: true })).rejects.toThrow(
      /不是一份完整的备份/,
    );
  });
});
