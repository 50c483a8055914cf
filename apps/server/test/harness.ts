import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes, createHash } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp, type Services } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { createDb, ensureSchema, type Db, type DialectName } from '../src/db/index.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createMemoryRateLimiter, type RateLimiter } from '../src/platform/rate-limit.js';
import type { SmsProvider } from '../src/platform/sms/index.js';

/** The databases every integration test runs on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export const DIALECTS: DialectName[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  services: Services;
  sms: CapturingSms;
  limiter: RateLimiter;
  close(): Promise<void>;
}

export class CapturingSms implements SmsProvider {
  readonly name = 'capture';
  readonly sent: { phone: string; code: string }[] = [];
  /** The gateway's next answer is this error (then it works again). */
  failNext: Error | null = null;
  async sendCode(phone: string, code: string) {
    const failure = this.failNext;
    this.failNext = null;
    if (failure) throw failure;
    this.sent.push({ phone, code });
  }
  last(phone: string): string {
    const hit = [...this.sent].reverse().find((s) => s.phone === phone);
    if (!hit) throw new Error(`no code sent to ${phone}`);
    return hit.code;
  }
}

/** A fresh database (own SQLite file, or own PostgreSQL schema) and app for one test file. */
export async function createTestApp(dialect: DialectName, overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-test-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = loadConfig(
    { ...process.env, LOG_LEVEL: 'silent' },
    {
      DATA_DIR: dataDir,
      DATABASE_URL: dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
      DATABASE_SCHEMA: dialect === 'postgres' ? schema : undefined,
      WEB_DIST: '',
      // A child process per job costs seconds on a busy machine; the isolation tests turn it back on.
      PROCESS_ISOLATION: false,
      // Test files run in parallel with the same phone numbers: each keeps its counters to itself unless it asks.
      REDIS_URL: undefined,
      // Per-address call limits (platform/http/limits.ts) only where a test turns them on: test files make hundreds
      // of calls from one address. The services' own limits stay on (the limiter below is enabled).
      RATE_LIMIT: false,
      // Income withdrawable at once, so money tests read it as earnings; the cash-out tests set a period.
      SETTLEMENT_DAYS: 0,
      ...overrides,
    },
  );
  await ensureSchema(config);
  const db = createDb(config);
  await migrateToLatest(db);
  const sms = new CapturingSms();
  // With REDIS_URL (a test of shared limits) the app's own Redis limiter, else one in memory.
  const { app, services } = await buildApp({
    config,
    db,
    sms,
    limiter: config.REDIS_URL ? undefined : createMemoryRateLimiter(true),
    logger: false,
    checkResponses: true,
  });
  await app.ready();
  return {
    app,
    db,
    config,
    services,
    sms,
    limiter: services.limiter,
    async close() {
      await app.close();
      await db.close();
      if (dialect === 'postgres' && config.DATABASE_URL) {
        const client = new pg.Client({ connectionString: config.DATABASE_URL });
        await client.connect();
        await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
        await client.end();
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

let phoneSeq = 0;
/** A fresh, valid phone number per call. */
export function newPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

export function form(fields: Record<string, string | number>): { payload: string; headers: Record<string, string> } {
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)]));
  return { payload: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
}
