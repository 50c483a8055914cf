import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DIALECTS } from '../../../test/harness.js';
import { createDb, ensureSchema, type Db, type DialectName } from '../../db/index.js';
import { migrateToLatest } from '../../db/migrate.js';
import { JobQueue, periodicKey } from './queue.js';
import type { JobHandler, JobOutcome } from './registry.js';
import { JobWorker } from './worker.js';

const registry = {
  'test.echo': z.object({ n: z.number() }),
  'test.flaky': z.object({ failTimes: z.number() }),
  'test.tick': z.object({}),
} as const;
type Reg = typeof registry;

async function freshDb(dialect: DialectName): Promise<{ db: Db; close: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-jobs-'));
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const config = {
    DATA_DIR: dataDir,
    DATABASE_URL: dialect === 'postgres' ? process.env.DATABASE_URL : undefined,
    DATABASE_SCHEMA: dialect === 'postgres' ? schema : undefined,
    DATABASE_POOL_SIZE: 4,
  };
  await ensureSchema(config);
  const db = createDb(config);
  await migrateToLatest(db);
  return {
    db,
    async close() {
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

describe.each(DIALECTS)('durable jobs on %s', (dialect) => {
  let env: Awaited<ReturnType<typeof freshDb>>;
  let now = Date.parse('2030-01-01T00:00:00.000Z');
  const clock = () => now;
  let queue: JobQueue<Reg>;
  const ran: number[] = [];
  const flakyRuns = new Map<number, number>();

  const echo: JobHandler<{ n: number }> = {
    run: async ({ n }) => {
      ran.push(n);
      if (n < 0) return { status: 'failed', reason: '负数不处理' };
      if (n === 0) return { status: 'skipped', reason: 'zero' };
      return { status: 'done', result: { doubled: n * 2 } };
    },
  };
  const gaveUp: string[] = [];
  const flaky: JobHandler<{ failTimes: number }> = {
    run: async ({ failTimes }, ctx): Promise<JobOutcome> => {
      const runs = (flakyRuns.get(ctx.jobId) ?? 0) + 1;
      flakyRuns.set(ctx.jobId, runs);
      if (runs <= failTimes) throw new Error(`暂时失败 ${runs}`);
      return { status: 'done' };
    },
    onGiveUp: async (_p, error) => {
      gaveUp.push(error);
    },
  };
  const TICK_MS = 600_000;
  let tickOutcome: 'done' | 'failed' | 'throw' = 'done';
  const tick: JobHandler<Record<string, never>> = {
    run: async () => {
      ran.push(100);
      if (tickOutcome === 'throw') throw new Error('周期任务出错');
      return tickOutcome === 'failed' ? { status: 'failed', reason: '这次失败' } : { status: 'done' };
    },
  };
  const worker = (opts: ConstructorParameters<typeof JobWorker>[2] = {}) =>
    new JobWorker(
      queue,
      { 'test.echo': echo, 'test.flaky': flaky },
      { backoffBaseMs: 1000, jitter: 0, leaseMs: 60_000, ...opts },
    );

  beforeAll(async () => {
    env = await freshDb(dialect);
    queue = new JobQueue({
      db: env.db,
      registry,
      maxAttempts: 3,
      clock,
      everyMs: (name) => (name === 'test.tick' ? TICK_MS : undefined),
    });
  });
  afterAll(async () => {
    await env?.close();
  });
  beforeEach(async () => {
    await env.db.kysely.deleteFrom('jobs').execute();
    await env.db.kysely.deleteFrom('job_workers').execute();
    ran.length = 0;
    gaveUp.length = 0;
  });

  it('runs jobs in order and records done, skipped and failed outcomes', async () => {
    const a = await queue.enqueue('test.echo', { n: 2 });
    const b = await queue.enqueue('test.echo', { n: 0 });
    const c = await queue.enqueue('test.echo', { n: -1 });
    expect(await worker().drain()).toBe(3);
    expect(ran).toEqual([2, 0, -1]);
    expect(await queue.get(a.id)).toMatchObject({ status: 'done', attempts: 1, locked_until: null });
    expect(JSON.parse((await queue.get(a.id))?.result ?? '{}')).toEqual({ status: 'done', doubled: 4 });
    expect(JSON.parse((await queue.get(b.id))?.result ?? '{}')).toEqual({ status: 'skipped', reason: 'zero' });
    // A 'failed' outcome is final: no retry.
    expect(await queue.get(c.id)).toMatchObject({ status: 'failed', attempts: 1, last_error: '负数不处理' });
    expect(await queue.counts()).toEqual({ queued: 0, running: 0, done: 2, failed: 1 });
  });

  it('keeps one row per periodic job and queues it again after every outcome, never finishing it', async () => {
    await queue.ensurePeriodic(['test.tick', 'test.echo']);
    await queue.ensurePeriodic(['test.tick']);
    const row = await queue.findByDedupeKey(periodicKey('test.tick'));
    expect(row).toMatchObject({ name: 'test.tick', status: 'queued' });
    expect(await queue.counts()).toEqual({ queued: 1, running: 0, done: 0, failed: 0 });

    const w = new JobWorker(queue, { 'test.tick': tick }, { backoffBaseMs: 1000, maxBackoffMs: 1000, jitter: 0 });
    expect(await w.drain()).toBe(1);
    expect(ran).toEqual([100]);
    const after = await queue.get(row!.id);
    expect(after).toMatchObject({
      status: 'queued',
      attempts: 0,
      locked_by: null,
      run_at: new Date(now + TICK_MS).toISOString(),
    });
    expect(JSON.parse(after?.result ?? '{}')).toEqual({ status: 'done' });
    // Not due before its period.
    expect(await w.drain()).toBe(0);

    now += TICK_MS;
    tickOutcome = 'failed';
    expect(await w.drain()).toBe(1);
    expect(await queue.get(row!.id)).toMatchObject({ status: 'queued', last_error: '这次失败' });

    // A throwing run is retried with backoff, and once its attempts are used up it still comes back a period later.
    now += TICK_MS;
    tickOutcome = 'throw';
    for (let i = 0; i < 3; i++) {
      expect(await w.drain()).toBe(1);
      now += 1000;
    }
    expect(await queue.get(row!.id)).toMatchObject({ status: 'queued', attempts: 0, last_error: '周期任务出错' });
    expect(Date.parse((await queue.get(row!.id))!.run_at)).toBeGreaterThanOrEqual(now - 1000 + TICK_MS);
    tickOutcome = 'done';

    // A row an older version left finished is queued again by the next worker's start.
    await env.db.kysely.updateTable('jobs').set({ status: 'done' }).where('id', '=', row!.id).execute();
    await queue.ensurePeriodic(['test.tick']);
    expect(await queue.get(row!.id)).toMatchObject({ status: 'queued' });
    expect(await queue.counts()).toEqual({ queued: 1, running: 0, done: 0, failed: 0 });
  });

  it("claims a higher priority first: background work queued earlier waits for a person's job", async () => {
    const background = await queue.enqueue('test.echo', { n: 1 }, { priority: -10 });
    const later = await queue.enqueue('test.echo', { n: 2 }, { priority: -10 });
    const person = await queue.enqueue('test.echo', { n: 3 });
    const order = [];
    for (let i = 0; i < 3; i++) order.push((await queue.claim(['test.echo'], 'me', 60_000))!.id);
    expect(order).toEqual([person.id, background.id, later.id]);
  });

  it('validates payloads and stops duplicates with a dedupe key', async () => {
    // @ts-expect-error -- wrong payload type is a compile error too
    await expect(queue.enqueue('test.echo', { n: 'x' })).rejects.toThrow();
    const first = await queue.enqueue('test.echo', { n: 5 }, { dedupeKey: 'echo:5' });
    const dup = await queue.enqueue('test.echo', { n: 5 }, { dedupeKey: 'echo:5' });
    expect(dup).toEqual({ id: first.id, created: false });
    await worker().drain();
    expect(ran).toEqual([5]);
    // Finished: a plain enqueue still answers the old job; requeueFinished runs it again.
    expect((await queue.enqueue('test.echo', { n: 5 }, { dedupeKey: 'echo:5' })).created).toBe(false);
    expect(await queue.enqueue('test.echo', { n: 6 }, { dedupeKey: 'echo:5', requeueFinished: true })).toEqual({
      id: first.id,
      created: true,
    });
    await worker().drain();
    expect(ran).toEqual([5, 6]);
  });

  it('retries a throwing job with exponential backoff, then gives up and reports it', async () => {
    const w = worker();
    const ok = await queue.enqueue('test.flaky', { failTimes: 2 });
    expect(await w.runOnce()).toBe(true);
    let row = await queue.get(ok.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: '暂时失败 1', locked_by: null });
    expect(Date.parse(row?.run_at ?? '') - now).toBe(1000);
    // Not due yet.
    expect(await w.runOnce()).toBe(false);
    now += 1000;
    expect(await w.runOnce()).toBe(true);
    row = await queue.get(ok.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(Date.parse(row?.run_at ?? '') - now).toBe(2000);
    now += 2000;
    expect(await w.runOnce()).toBe(true);
    expect(await queue.get(ok.id)).toMatchObject({ status: 'done', attempts: 3 });

    const doomed = await queue.enqueue('test.flaky', { failTimes: 99 });
    for (let i = 0; i < 3; i++) {
      expect(await w.runOnce()).toBe(true);
      now += 10_000;
    }
    expect(await queue.get(doomed.id)).toMatchObject({ status: 'failed', attempts: 3, last_error: '暂时失败 3' });
    expect(gaveUp).toEqual(['暂时失败 3']);
    expect(w.backoffMs(1)).toBe(1000);
    expect(w.backoffMs(5)).toBe(16_000);
    expect(worker({ maxBackoffMs: 5000 }).backoffMs(10)).toBe(5000);
  });

  it('picks up a job whose worker died (stale lease) and gives up on one that keeps dying', async () => {
    const job = await queue.enqueue('test.echo', { n: 7 });
    // A worker claims it and "crashes": the row stays running with its lease.
    const crashed = await queue.claim(['test.echo'], 'dead-worker', 60_000);
    expect(crashed?.id).toBe(job.id);
    const w = worker();
    expect(await w.runOnce()).toBe(false);
    now += 61_000;
    expect(await w.runOnce()).toBe(true);
    expect(ran).toEqual([7]);
    expect(await queue.get(job.id)).toMatchObject({ status: 'done', attempts: 2, locked_by: w.id });
    // The dead worker's late report is ignored: it no longer holds the lease.
    expect(crashed && (await queue.finish(crashed, 'failed', { error: 'late' }))).toBe(false);

    const cursed = await queue.enqueue('test.flaky', { failTimes: 0 });
    for (let i = 0; i < 3; i++) {
      await queue.claim(['test.flaky'], `dead-${i}`, 1000);
      now += 2000;
    }
    expect(await w.runOnce()).toBe(true);
    expect(await queue.get(cursed.id)).toMatchObject({ status: 'failed', attempts: 4, last_error: '任务已中断 3 次，不再重试' });
    expect(gaveUp).toEqual(['任务已中断 3 次，不再重试']);
  });

  it('takes over the jobs of dead workers at once on start, never those of a live one', async () => {
    // Above any pid_max: no process has it.
    const deadPid = 2 ** 23 + 7;
    const here = os.hostname();
    const held = async (n: number, owner: string) => {
      const job = await queue.enqueue('test.echo', { n });
      await queue.claim(['test.echo'], owner, 5 * 60_000);
      return job.id;
    };
    // kill -9 of this host's previous run, and a container's previous boot under the same pid.
    const killed = await held(1, `${here}:${deadPid}:aaaaaa`);
    const sameProcessId = await held(2, `${here}:${process.pid}:bbbbbb`);
    // Another host's live worker, one whose heartbeat stopped 10 minutes ago, and one that never recorded itself.
    const live = await held(3, 'other-host:123:cccccc');
    await queue.workerSeen('other-host:123:cccccc');
    const silent = await held(4, 'far-host:456:dddddd');
    now -= 10 * 60_000;
    await queue.workerSeen('far-host:456:dddddd');
    now += 10 * 60_000;
    const unknown = await held(5, 'old-host:789:eeeeee');

    const w = worker({ pollMs: 60_000 });
    w.start();
    const done = async () =>
      (await Promise.all([killed, sameProcessId, silent].map((id) => queue.get(id)))).every((r) => r?.status === 'done');
    for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 20));
    await w.stop();
    expect(await done()).toBe(true);
    expect(ran.sort()).toEqual([1, 2, 4]);
    expect(await queue.get(killed)).toMatchObject({ attempts: 2, locked_by: w.id });
    // The live worker keeps its job; an unknown one is left to its lease.
    expect(await queue.get(live)).toMatchObject({ status: 'running', locked_by: 'other-host:123:cccccc' });
    expect(await queue.get(unknown)).toMatchObject({ status: 'running', locked_by: 'old-host:789:eeeeee' });
    // The dead workers are forgotten, and so is the stopped one.
    const workers = await env.db.kysely.selectFrom('job_workers').select('id').execute();
    expect(workers.map((r) => r.id)).toEqual(['other-host:123:cccccc']);
  });

  it('stops a run whose lease another worker took over', async () => {
    const job = await queue.enqueue('test.echo', { n: 1 });
    let aborted = false;
    const slow: JobHandler<{ n: number }> = {
      run: (_p, ctx) =>
        new Promise((_resolve, reject) => {
          ctx.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('stopped'));
          });
        }),
    };
    const w = new JobWorker(queue, { 'test.echo': slow }, { heartbeatMs: 20, leaseMs: 60_000 });
    const running = w.runOnce();
    for (let i = 0; i < 100 && (await queue.get(job.id))?.status !== 'running'; i++) await new Promise((r) => setTimeout(r, 10));
    await env.db.kysely.updateTable('jobs').set({ locked_by: 'thief' }).where('id', '=', job.id).execute();
    await running;
    expect(aborted).toBe(true);
    // The thief's claim stands: the stopped run reports nothing over it.
    expect(await queue.get(job.id)).toMatchObject({ status: 'running', locked_by: 'thief' });
  });

  it('keeps the lease alive while a long job runs', async () => {
    const job = await queue.enqueue('test.echo', { n: 1 });
    const claimed = await queue.claim(['test.echo'], 'me', 1000);
    now += 900;
    expect(claimed && (await queue.heartbeat(claimed, 1000))).toBe(true);
    now += 900;
    // Still leased thanks to the heartbeat: nobody else may take it.
    expect(await queue.claim(['test.echo'], 'other', 1000)).toBeNull();
    expect((await queue.get(job.id))?.locked_by).toBe('me');
  });

  it('hands each job to exactly one of several concurrent claimers', async () => {
    for (let n = 1; n <= 6; n++) await queue.enqueue('test.echo', { n });
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => queue.claim(['test.echo'], `w${i}`, 60_000)));
    const ids = claims.filter((c) => c !== null).map((c) => c.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it('runs in the background, wakes on enqueue and stops cleanly', async () => {
    const q2 = new JobQueue({ db: env.db, registry, maxAttempts: 3 });
    const w = new JobWorker(q2, { 'test.echo': echo }, { pollMs: 60_000 });
    w.start();
    const job = await q2.enqueue('test.echo', { n: 42 });
    for (let i = 0; i < 100 && (await q2.get(job.id))?.status !== 'done'; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await q2.get(job.id))?.status).toBe('done');
    const t0 = Date.now();
    await w.stop();
    expect(Date.now() - t0).toBeLessThan(1000);
  });

  it('looks again when a job is enqueued while it is claiming, instead of idling through it', async () => {
    const q3 = new JobQueue({ db: env.db, registry, maxAttempts: 3 });
    const claim = q3.claim.bind(q3);
    let job: { id: number } | undefined;
    // The first claim ran before the job was written: it finds nothing, and the enqueue event comes meanwhile.
    q3.claim = async () => {
      q3.claim = claim;
      job = await q3.enqueue('test.echo', { n: 7 });
      return null;
    };
    const w = new JobWorker(q3, { 'test.echo': echo }, { pollMs: 60_000 });
    w.start();
    const status = async () => (job ? (await q3.get(job.id))?.status : undefined);
    for (let i = 0; i < 100 && (await status()) !== 'done'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await status()).toBe('done');
    await w.stop();
  });

  it('runs a job enqueued inside a transaction soon after the commit, not at the next poll', async () => {
    const q4 = new JobQueue({ db: env.db, registry, maxAttempts: 3 });
    const w = new JobWorker(q4, { 'test.echo': echo }, { pollMs: 60_000 });
    w.start();
    // The enqueue wakes the worker at once; its claim finds nothing until the commit 100 ms later.
    const job = await env.db.kysely.transaction().execute(async (trx) => {
      const j = await q4.enqueue('test.echo', { n: 9 }, {}, trx);
      await new Promise((r) => setTimeout(r, 100));
      return j;
    });
    for (let i = 0; i < 100 && (await q4.get(job.id))?.status !== 'done'; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await q4.get(job.id))?.status).toBe('done');
    await w.stop();
  });
});

describe('work folders', () => {
  it('sweeps the folders of dead processes of this host only', async () => {
    const { makeWorkDir, sweepStaleWorkDirs } = await import('./workdir.js');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-work-'));
    const mine = await makeWorkDir(root, 'model-1');
    fs.mkdirSync(path.join(root, `model-2__${os.hostname()}__999999__abcdef`));
    fs.mkdirSync(path.join(root, 'model-3__other-host__999999__abcdef'));
    expect(await sweepStaleWorkDirs(root)).toBe(1);
    expect(fs.readdirSync(root).sort()).toEqual([path.basename(mine), 'model-3__other-host__999999__abcdef'].sort());
    fs.rmSync(root, { recursive: true, force: true });
  });
});
