import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index.js';
import { readRows } from './readPool.js';

describe('SQLite reads on reader threads', () => {
  let dir: string;
  let db: Db;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-readpool-'));
    db = createDb({ DATA_DIR: dir, DATABASE_POOL_SIZE: 4, SQLITE_READ_THREADS: 2 });
    await sql`CREATE TABLE pool_probe (id INTEGER PRIMARY KEY, name TEXT NOT NULL)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const names = (executor: Parameters<typeof readRows>[0]) =>
    readRows(executor, sql<{ name: string }>`SELECT name FROM pool_probe ORDER BY id`.compile(executor)).then((rows) =>
      rows.map((r) => r.name),
    );

  it('sees every write committed before the read, from many reads at once', async () => {
    await sql`INSERT INTO pool_probe (name) VALUES ('一'), ('二')`.execute(db.kysely);
    const all = await Promise.all(Array.from({ length: 20 }, () => names(db.kysely)));
    for (const r of all) expect(r).toEqual(['一', '二']);
    await sql`INSERT INTO pool_probe (name) VALUES ('三')`.execute(db.kysely);
    expect(await names(db.kysely)).toEqual(['一', '二', '三']);
  });

  it('reads inside a transaction on its own connection, so it sees its uncommitted writes', async () => {
    await db.kysely
      .transaction()
      .execute(async (trx) => {
        await sql`INSERT INTO pool_probe (name) VALUES ('四')`.execute(trx);
        expect(await names(trx)).toContain('四');
        throw new Error('rollback');
      })
      .catch((e: unknown) => expect((e as Error).message).toBe('rollback'));
    expect(await names(db.kysely)).not.toContain('四');
  });

  it('runs reads on read-only connections of their own, and keeps serving after an error', async () => {
    await expect(readRows(db.kysely, sql`SELECT * FROM no_such_table`.compile(db.kysely))).rejects.toThrow(/no such table/);
    // On the main connection this would write and return the row.
    await expect(
      readRows(db.kysely, sql`INSERT INTO pool_probe (name) VALUES ('五') RETURNING name`.compile(db.kysely)),
    ).rejects.toThrow(/readonly/i);
    expect(await names(db.kysely)).toEqual(['一', '二', '三']);
  });
});
