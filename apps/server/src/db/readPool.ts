import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { CompiledQuery, Kysely } from 'kysely';
import type { Executor } from './index.js';
import type { Database } from './schema.js';

/**
 * SQLite reads off the event loop. better-sqlite3 runs a statement on the calling thread, so while a search
 * reads its window (1-2 ms) the process serves nothing else, and ten searches at once queue behind each other.
 * The heavy reads of the library (search windows, card pages) go to a few worker threads instead, each with a
 * read-only connection to the same file: WAL lets them read while the main connection writes, and each
 * statement sees everything committed before it started, so a page read after a write on the main connection
 * sees that write. Statements inside a transaction stay on the transaction's connection.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 15000');
db.pragma('cache_size = -32768');
db.pragma('mmap_size = 1073741824');
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      if (statements.size >= 200) statements.delete(statements.keys().next().value);
      statements.set(sql, statement);
    }
    parentPort.postMessage({ id, rows: statement.all(...parameters) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Pending {
  resolve(rows: unknown[]): void;
  reject(error: Error): void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

export class ReadPool {
  private readers: Reader[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly file: string,
    private readonly threads: number,
  ) {}

  /** Runs a read-only statement on the least busy reader (started on first use). */
  all<R>(query: CompiledQuery<R>): Promise<R[]> {
    if (this.closed) return Promise.reject(new Error('数据库已关闭'));
    if (this.readers.length === 0) this.start();
    const reader = this.readers.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
    const id = this.nextId++;
    return new Promise<R[]>((resolve, reject) => {
      reader.pending.set(id, { resolve: (rows) => resolve(rows as R[]), reject });
      reader.worker.postMessage({ id, sql: query.sql, parameters: query.parameters });
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const readers = this.readers;
    this.readers = [];
    await Promise.all(readers.map((r) => r.worker.terminate()));
  }

  private start(): void {
    const module = createRequire(import.meta.url).resolve('better-sqlite3');
    for (let i = 0; i < this.threads; i++) {
      const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { module, file: this.file } });
      // Idle readers must not keep a CLI or a test process alive.
      worker.unref();
      const reader: Reader = { worker, pending: new Map() };
      worker.on('message', (m: { id: number; rows?: unknown[]; error?: string }) => {
        const p = reader.pending.get(m.id);
        if (!p) return;
        reader.pending.delete(m.id);
        if (m.error !== undefined) p.reject(new Error(m.error));
        else p.resolve(m.rows ?? []);
      });
      worker.on('error', (error) => this.fail(reader, error));
      worker.on('exit', () => this.fail(reader, new Error('读取线程已退出')));
      this.readers.push(reader);
    }
  }

  /** A reader that died fails its statements and is replaced by a new one at the next read. */
  private fail(reader: Reader, error: Error): void {
    for (const p of reader.pending.values()) p.reject(error);
    reader.pending.clear();
    this.readers = this.readers.filter((r) => r !== reader);
  }
}

const pools = new WeakMap<Kysely<Database>, ReadPool>();

export function attachReadPool(kysely: Kysely<Database>, pool: ReadPool): void {
  pools.set(kysely, pool);
}

/** The rows of a read-only statement: on a reader thread when the database has them, else on `db` itself. */
export async function readRows<R>(db: Executor, query: CompiledQuery<R>): Promise<R[]> {
  const pool = db.isTransaction ? undefined : pools.get(db);
  if (pool) return pool.all(query);
  return (await db.executeQuery(query)).rows;
}
