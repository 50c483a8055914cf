import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, newPhone, sha256 } from '../../test/harness.js';
import { localRedis } from '../../test/redis.js';
import { startLocalS3, type LocalS3 } from '../../test/s3.js';
import { loadConfig, type Config } from '../config.js';
import { createDb, ensureSchema, type Db } from '../db/index.js';
import { migrateToLatest } from '../db/migrate.js';
import { AccountService } from '../modules/account/service.js';
import { createMemoryRateLimiter } from '../platform/rate-limit.js';
import { fixture } from '../modules/file/test-helpers.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

/** One server process started the way the README's deployment starts it, with its output kept for reading. */
interface Proc {
  name: string;
  child: ChildProcess;
  out: string;
  base: string;
}

function start(name: string, entry: 'main' | 'worker', env: Record<string, string>): Promise<Proc> {
  // The database is the test's choice, not the one this run was started with.
  const { DATABASE_URL: _url, DATABASE_SCHEMA: _schema, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const proc: Proc = { name, child, out: '', base: '' };
  const ready = entry === 'main' ? /Server listening at (http:\/\/127\.0\.0\.1:\d+)/ : /任务处理进程已启动/;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${proc.out}`)), 60_000);
    const onData = (chunk: Buffer) => {
      proc.out += chunk.toString();
      const m = ready.exec(proc.out);
      if (m && !proc.base) {
        proc.base = m[1] ?? 'worker';
        clearTimeout(timer);
        resolve(proc);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited with ${code}:\n${proc.out}`));
    });
  });
}

async function stop(p: Proc): Promise<void> {
  if (p.child.exitCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await exited;
}

type Envelope<T> = { code: string; data: T; errorMsg?: string };

/** One call over HTTP to one process; answers the envelope. */
async function call<T = Record<string, unknown>>(
  p: Proc,
  method: 'GET' | 'POST',
  url: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const res = await fetch(`${p.base}${url}`, {
    method,
    headers: {
      ...(opts.token ? { token: opts.token } : {}),
      ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: opts.body !== undefined ? JSON.stringify(opts.body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

async function ok<T = Record<string, unknown>>(pending: Promise<{ status: number; body: Envelope<T> }>): Promise<T> {
  const { body } = await pending;
  expect(body.code, JSON.stringify(body)).toBe('200');
  return body.data;
}

describe.each(DIALECTS)('two API processes and a worker on one %s database and one S3 bucket', (dialect) => {
  let s3: LocalS3;
  let redis: Awaited<ReturnType<typeof localRedis>>;
  let db: Db;
  let config: Config;
  let apiA: Proc;
  let apiB: Proc;
  let worker: Proc;
  const procs: Proc[] = [];
  const dirs: string[] = [];
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-scale-'));
    dirs.push(dir);
    return dir;
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    redis = await localRedis();
    // SQLite lives in a file of DATA_DIR: its processes share the folder, as on one machine. On PostgreSQL each
    // process gets its own folder, so nothing but the database and the bucket is shared.
    const shared = dataDir();
    const env = (dir: string): Record<string, string> => ({
      ...s3.env,
      DATA_DIR: dir,
      ...(dialect === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL ?? '', DATABASE_SCHEMA: schema } : {}),
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      JOB_POLL_MS: '200',
      REDIS_URL: redis.url,
    });
    config = loadConfig({ ...process.env, ...env(shared) });
    if (dialect === 'sqlite') delete config.DATABASE_URL;
    await ensureSchema(config);
    db = createDb(config);
    await migrateToLatest(db);
    const own = () => (dialect === 'sqlite' ? shared : dataDir());
    [apiA, apiB, worker] = await Promise.all([
      start('api-a', 'main', { ...env(own()), WORKER: 'false' }),
      start('api-b', 'main', { ...env(own()), WORKER: 'false' }),
      start('worker', 'worker', env(own())),
    ]);
    procs.push(apiA, apiB, worker);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(procs.map(stop));
    await db?.close();
    if (dialect === 'postgres' && process.env.DATABASE_URL) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
    await s3?.close();
    await redis?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The SMS code a process wrote to its log (the log SMS provider stands in for the gateway). */
  const smsCode = async (p: Proc, phone: string) => {
    // The log line may reach the pipe a moment after the answer.
    for (let i = 0; i < 50; i++) {
      const m = new RegExp(`\\[sms\\] ${phone} (\\d+)`).exec(p.out);
      if (m?.[1]) return m[1];
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no code for ${phone} in ${p.name}:\n${p.out.slice(-2000)}`);
  };

  let buyer = { login: newPhone(), token: '' };
  let modelCode = '';

  it('account: captcha, code, registration, login, token check and logout each on another process', async () => {
    const { captchaId } = await ok<{ captchaId: string }>(call(apiA, 'POST', '/api/sms/captcha'));
    const { answer } = await db.kysely
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    await ok(
      call(apiB, 'POST', '/api/account/sendCode', {
        body: { login: buyer.login, purpose: 'register', captchaId, captcha: answer },
      }),
    );
    const code = await smsCode(apiB, buyer.login);
    const registered = await ok<{ token: string }>(
      call(apiA, 'POST', '/api/account/regist', { body: { login: buyer.login, code, password: sha256('abc12345'), type: 0 } }),
    );
    const login = await ok<{ token: string }>(
      call(apiB, 'POST', '/api/account/login', { body: { login: buyer.login, password: sha256('abc12345') } }),
    );
    buyer = { ...buyer, token: login.token };
    expect(await ok(call(apiA, 'GET', `/api/account/checkToken?token=${registered.token}`))).toMatchObject({ valid: true });
    expect(await ok(call(apiB, 'GET', '/api/account/getUser', { token: registered.token }))).toMatchObject({
      login: buyer.login,
    });
    await ok(call(apiB, 'GET', '/api/account/loginout', { token: registered.token }));
    // Process A checked this token a moment ago; the logout on B still ends it there at once.
    expect(await ok(call(apiA, 'GET', `/api/account/checkToken?token=${registered.token}`))).toMatchObject({ valid: false });
    expect(await ok(call(apiA, 'GET', `/api/account/checkToken?token=${buyer.token}`))).toMatchObject({ valid: true });
  });

  it('upload and processing: uploaded on one process, processed by the worker, served from the bucket by the other', async () => {
    const glb = fixture('glb/BoxTextured.glb');
    const form = new FormData();
    form.append('file', new Blob([glb]), 'BoxTextured.glb');
    const res = await fetch(`${apiA.base}/api/common/file/upload`, {
      method: 'POST',
      headers: { token: buyer.token },
      body: form,
    });
    const file = ((await res.json()) as Envelope<{ fileId: string; url: string }>).data;
    const served = await fetch(`${apiB.base}${file.url}`, { headers: { token: buyer.token } });
    expect(Buffer.from(await served.arrayBuffer()).equals(glb)).toBe(true);

    const model = await ok<{ modelCode: string; status: string }>(
      call(apiB, 'POST', '/api/model/uploadModel', {
        token: buyer.token,
        body: { fileIds: [file.fileId], title: '多进程木箱', description: '由独立任务进程处理', trade: '泛家居', price: 0 },
      }),
    );
    modelCode = model.modelCode;
    expect(model.status).toBe('queued');
    let status = '';
    for (let i = 0; i < 300 && status !== 'ready' && status !== 'failed'; i++) {
      const p = i % 2 ? apiA : apiB;
      status = (
        await ok<{ status: string }>(call(p, 'GET', `/api/model/processStatus?modelCode=${modelCode}`, { token: buyer.token }))
      ).status;
      if (status !== 'ready') await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe('ready');
    // Run by the worker process, not by an API process.
    const workerId = /任务处理进程已启动 \(([^)]+)\)/.exec(worker.out)?.[1];
    const job = await db.kysely
      .selectFrom('jobs')
      .select(['locked_by', 'status'])
      .where('name', '=', 'model.process')
      .executeTakeFirstOrThrow();
    expect(job.locked_by).toBe(workerId);
    const record = await ok<{ files: { web: string; cover: string } }>(
      call(apiA, 'GET', `/api/model/record?modelCode=${modelCode}`, { token: buyer.token }),
    );
    const web = await fetch(`${apiB.base}${record.files.web}`);
    expect(web.status, await web.clone().text()).toBe(200);
    expect(
      Buffer.from(await web.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('glTF');
    const range = await fetch(`${apiA.base}${record.files.web}`, { headers: { range: 'bytes=0-3' } });
    expect(range.status).toBe(206);
    expect(await range.text()).toBe('glTF');

    // Everything landed in the bucket once the worker is done (the light version is a job of its own). Periodic jobs
    // (the settlement) stay queued for their next run, minutes ahead: only work due now counts.
    for (let i = 0; i < 300; i++) {
      const busy = await db.kysely
        .selectFrom('jobs')
        .select('id')
        .where('status', 'in', ['queued', 'running'])
        .where('run_at', '<=', new Date().toISOString())
        .execute();
      if (busy.length === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const objects = (await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? [];
    client.destroy();
    const rows = await db.kysely.selectFrom('files').select('storage_key').execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(objects.map((o) => o.Key))).toEqual(new Set(rows.map((r) => r.storage_key)));
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'files'))).toBe(false);
  });

  it('resumable upload: created and sent to one process, the finished file read from the bucket by the other', async () => {
    const bytes = fixture('glb/low-poly-tree.glb');
    const created = await fetch(`${apiA.base}/api/common/file/tus`, {
      method: 'POST',
      headers: {
        token: buyer.token,
        'tus-resumable': '1.0.0',
        'upload-length': String(bytes.length),
        'upload-metadata': `filename ${Buffer.from('树.glb').toString('base64')}`,
      },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const url = new URL(location, `${apiA.base}/api/common/file/tus/`).pathname;
    const half = Math.floor(bytes.length / 2);
    for (const [offset, part] of [
      [0, bytes.subarray(0, half)],
      [half, bytes.subarray(half)],
    ] as const) {
      const patched = await fetch(`${apiA.base}${url}`, {
        method: 'PATCH',
        headers: {
          token: buyer.token,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: part,
      });
      expect(patched.status, await patched.text()).toBe(204);
      if (offset > 0) {
        const fileId = patched.headers.get('upload-file-id') ?? '';
        const served = await fetch(`${apiB.base}/api/common/file/${fileId}`, { headers: { token: buyer.token } });
        expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      }
    }
  });

  it('library: the processed model is listed, found and shown by every process', async () => {
    for (const p of [apiA, apiB]) {
      const list = await ok<{ list: { modelCode: string }[] }>(call(p, 'GET', '/api/model/list?pageSize=50'));
      expect(list.list.map((m) => m.modelCode)).toContain(modelCode);
    }
    const found = await ok<{ list: { modelCode: string }[] }>(
      call(apiB, 'GET', `/api/model/list?keyword=${encodeURIComponent('木箱')}`),
    );
    expect(found.list.map((m) => m.modelCode)).toEqual([modelCode]);
    expect(await ok(call(apiA, 'GET', `/api/model/detail?modelCode=${modelCode}`))).toMatchObject({ title: '多进程木箱' });
  });

  it('demand: published, reviewed, bid on and chosen, each step on another process', async () => {
    const account = new AccountService({
      db,
      sms: { name: 'none', sendCode: async () => {} },
      limiter: createMemoryRateLimiter(false),
    });
    const made = async (type: number) => {
      const row = await account.createUserWithPassword({ login: newPhone(), passwordHash: sha256('abc12345'), type });
      return (await account.loginUser(row.id, { ip: '127.0.0.1', userAgent: 'vitest' })).token;
    };
    const operator = await made(5);
    const provider = await made(2);
    const deadline = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const demand = await ok<{ code: string; status: number }>(
      call(apiA, 'POST', '/api/need/create', {
        token: buyer.token,
        body: {
          title: '多进程茶几建模',
          serviceType: '3D建模',
          trade: '泛家居',
          budget: 1500,
          deadline,
          description: '需要一套古风木雕茶几的高精度模型，附参考图，要求贴图 4K，交付 FBX 与 GLB 两种格式。',
          contactType: 'platform',
        },
      }),
    );
    expect(demand.status).toBe(-2);
    const queue = await ok<{ list: { code: string }[] }>(call(apiB, 'GET', '/api/need/admin/reviewList', { token: operator }));
    expect(queue.list.map((n) => n.code)).toContain(demand.code);
    await ok(call(apiA, 'POST', '/api/need/admin/approve', { token: operator, body: { code: demand.code } }));
    const hall = await ok<{ list: { code: string }[] }>(call(apiB, 'GET', '/api/need/getList'));
    expect(hall.list.map((n) => n.code)).toContain(demand.code);
    const bid = await ok<{ code: string }>(
      call(apiA, 'POST', '/api/need/needBid', {
        token: provider,
        body: { code: demand.code, price: 150000, days: 10, message: '做过多套中式家具，可先出白模确认' },
      }),
    );
    await ok(call(apiB, 'POST', '/api/need/chooseBid', { token: buyer.token, body: { code: demand.code, bidCode: bid.code } }));
    expect(await ok(call(apiA, 'GET', `/api/need/getNeed?code=${demand.code}`, { token: provider }))).toMatchObject({
      status: 4,
    });
    const unread = await ok<{ list: { title: string }[] }>(
      call(apiA, 'GET', '/api/message/getList?messageType=2&pageSize=100', { token: provider }),
    );
    expect(unread.list.length).toBeGreaterThan(0);
  });
});
