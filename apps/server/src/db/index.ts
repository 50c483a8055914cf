import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { attachReadPool, ReadPool } from './readPool.js';
import type { Database } from './schema.js';

/** Either the database or an open transaction: queries take this, so services choose the scope. */
export type Executor = Kysely<Database> | Transaction<Database>;

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export type DbConfig = Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_SCHEMA' | 'DATABASE_POOL_SIZE'> &
  Partial<Pick<Config, 'SQLITE_READ_THREADS'>>;

export function createDb(config: DbConfig): Db {
  if (config.DATABASE_URL) {
    const schema = config.DATABASE_SCHEMA;
    // No parallel workers: the API runs many short queries at once, and a parallel plan's workers cost more
    // to start than they save (a search sorted by views: 65-90 ms with them, 7-10 ms without, under load).
    // Random reads priced near sequential ones, as the working set is cached: at the default (4) a page of
    // cards hash-joined all 2,000 users (1.7 ms) instead of looking up its 20 authors (0.5 ms). No JIT:
    // compiling costs more than these queries run.
    const options = [
      '-c max_parallel_workers_per_gather=0',
      '-c random_page_cost=1.1',
      '-c jit=off',
      ...(schema ? [`-c search_path=${schema}`] : []),
    ];
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: config.DATABASE_POOL_SIZE,
      options: options.join(' '),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const file = path.join(config.DATA_DIR, 'moxing.sqlite');
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 15000');
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('mmap_size = 1073741824');
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  const readers = config.SQLITE_READ_THREADS ? new ReadPool(file, config.SQLITE_READ_THREADS) : null;
  if (readers) attachReadPool(kysely, readers);
  return {
    kysely,
    dialect: 'sqlite',
    close: async () => {
      await readers?.close();
      await kysely.destroy();
    },
  };
}

/**
 * Kysely prepares every SQLite statement anew, which costs more than running it; statements are reusable
 * (one connection, run one at a time), so keep the recent ones.
 * Transactions begin IMMEDIATE: a deferred one that reads and then writes fails at once with "database is
 * locked" when another process (a CLI beside the server) wrote in between, whereas IMMEDIATE waits for the
 * busy timeout.
 */
function withStatementCache(sqlite: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop !== 'prepare') return Reflect.get(target, prop, receiver) as unknown;
      return (text: string) => {
        const sql = text === 'begin' ? 'begin immediate' : text;
        let stmt = cache.get(sql);
        if (!stmt) {
          stmt = prepare(sql);
          if (cache.size >= max) cache.delete(cache.keys().next().value as string);
          cache.set(sql, stmt);
        }
        return stmt;
      };
    },
  });
}

/** Creates the PostgreSQL schema named in the config when it does not exist yet. */
export async function ensureSchema(config: DbConfig): Promise<void> {
  if (!config.DATABASE_URL || !config.DATABASE_SCHEMA) return;
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${config.DATABASE_SCHEMA}`);
  } finally {
    await client.end();
  }
}

export function now(): string {
  return new Date().toISOString();
}
