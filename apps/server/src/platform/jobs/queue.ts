import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/index.js';
import type { JobRow } from '../../db/schema.js';
import type { JobRegistry } from './registry.js';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface EnqueueOptions {
  /**
   * A key that stops duplicates: while a job with this key exists, enqueueing again returns it.
   * With `requeueFinished`, a finished (done/failed) job with the key is queued again with the new payload.
   */
  dedupeKey?: string;
  requeueFinished?: boolean;
  /** Earliest start (default: now). */
  runAt?: Date;
  maxAttempts?: number;
  /** Higher runs first among due jobs (default 0); background work that no one waits for goes below 0. */
  priority?: number;
}

export interface QueueOptions<R extends JobRegistry> {
  db: Db;
  registry: R;
  /** Attempts per job unless the enqueue says otherwise. */
  maxAttempts?: number | ((name: keyof R & string) => number);
  /** The period of a periodic job (see JOB_SETTINGS), undefined for the others. */
  everyMs?: (name: keyof R & string) => number | undefined;
  clock?: () => number;
}

export interface ClaimedJob {
  id: number;
  name: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  lockedBy: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The dedupe key of a periodic job's one row. */
export const periodicKey = (name: string) => `every:${name}`;

/**
 * Durable job rows. Claiming is one atomic statement: a conditional UPDATE of the first due row
 * (queued and due, or running with an expired lease), with `FOR UPDATE SKIP LOCKED` on PostgreSQL so
 * that any number of workers can claim side by side. SQLite has a single writer, so its UPDATE … WHERE
 * id = (SELECT …) RETURNING is atomic by itself.
 */
export class JobQueue<R extends JobRegistry> {
  readonly events = new EventEmitter();
  private readonly db: Db;
  private readonly registry: R;
  private readonly clock: () => number;
  private readonly maxAttemptsFor: (name: keyof R & string) => number;
  private readonly everyMsFor: (name: string) => number | undefined;

  constructor(opts: QueueOptions<R>) {
    this.db = opts.db;
    this.registry = opts.registry;
    this.clock = opts.clock ?? Date.now;
    const m = opts.maxAttempts ?? 5;
    this.maxAttemptsFor = typeof m === 'function' ? m : () => m;
    const every = opts.everyMs;
    this.everyMsFor = (name) => (every && name in this.registry ? every(name) : undefined);
  }

  now(): number {
    return this.clock();
  }

  /** Validates a stored payload against its job's schema. */
  parsePayload(name: string, payload: unknown): { ok: true; data: unknown } | { ok: false } {
    const schema = this.registry[name];
    const r = schema?.safeParse(payload);
    return r?.success ? { ok: true, data: r.data } : { ok: false };
  }

  /** Adds a job. Pass the caller's transaction as `executor` to make the job part of the same commit. */
  async enqueue<N extends keyof R & string>(
    name: N,
    payload: z.input<R[N]>,
    opts: EnqueueOptions = {},
    executor: Executor = this.db.kysely,
  ): Promise<{ id: number; created: boolean }> {
    const schema = this.registry[name];
    if (!schema) throw new Error(`unknown job: ${name}`);
    const data = JSON.stringify(schema.parse(payload));
    const at = iso(this.clock());
    const runAt = opts.runAt ? opts.runAt.toISOString() : at;
    const maxAttempts = opts.maxAttempts ?? this.maxAttemptsFor(name);
    const inserted = await executor
      .insertInto('jobs')
      .values({
        name,
        payload: data,
        status: 'queued',
        attempts: 0,
        max_attempts: maxAttempts,
        priority: opts.priority ?? 0,
        run_at: runAt,
        locked_until: null,
        locked_by: null,
        last_error: null,
        result: null,
        dedupe_key: opts.dedupeKey ?? null,
        created_at: at,
        updated_at: at,
        finished_at: null,
      })
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      this.events.emit('enqueued', name);
      return { id: inserted.id, created: true };
    }
    const existing = await executor
      .selectFrom('jobs')
      .select(['id', 'status'])
      .where('dedupe_key', '=', opts.dedupeKey ?? '')
      .executeTakeFirstOrThrow();
    if (opts.requeueFinished && (existing.status === 'done' || existing.status === 'failed')) {
      const r = await executor
        .updateTable('jobs')
        .set({
          name,
          payload: data,
          status: 'queued',
          attempts: 0,
          max_attempts: maxAttempts,
          priority: opts.priority ?? 0,
          run_at: runAt,
          locked_until: null,
          locked_by: null,
          last_error: null,
          result: null,
          updated_at: at,
          finished_at: null,
        })
        .where('id', '=', existing.id)
        .where('status', 'in', ['done', 'failed'])
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 1) {
        this.events.emit('enqueued', name);
        return { id: existing.id, created: true };
      }
    }
    return { id: existing.id, created: false };
  }

  /**
   * Queues the row of each periodic job among `names` that has none (or whose row an older version finished), due
   * now. Every worker calls it at start; the dedupe key keeps one row per job however many workers do.
   */
  async ensurePeriodic(names: readonly string[]): Promise<void> {
    for (const name of names) {
      if (this.everyMsFor(name) === undefined) continue;
      // A periodic job's payload is always {} (JOB_SETTINGS).
      await this.enqueue(name, {} as z.input<R[keyof R & string]>, {
        dedupeKey: periodicKey(name),
        requeueFinished: true,
      });
    }
  }

  /** Claims the next due job among `names` for `lockedBy`, with a lease of `leaseMs`. */
  async claim(names: readonly string[], lockedBy: string, leaseMs: number): Promise<ClaimedJob | null> {
    if (names.length === 0) return null;
    const t = this.clock();
    const now = iso(t);
    const k = this.db.kysely;
    let candidate = k
      .selectFrom('jobs')
      .select('id')
      .where('name', 'in', names)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .orderBy('priority', 'desc')
      .orderBy('run_at')
      .orderBy('id')
      .limit(1);
    if (this.db.dialect === 'postgres') candidate = candidate.forUpdate().skipLocked();
    const row = await k
      .updateTable('jobs')
      .set({
        status: 'running',
        attempts: sql<number>`attempts + 1`,
        locked_until: iso(t + leaseMs),
        locked_by: lockedBy,
        updated_at: now,
      })
      .where('id', '=', candidate)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_at', '<=', now)]),
          eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(row.payload);
    } catch {
      payload = null;
    }
    return { id: row.id, name: row.name, payload, attempts: row.attempts, maxAttempts: row.max_attempts, lockedBy };
  }

  /** Extends the lease while the job runs; false when the lease was lost (another worker took it). */
  async heartbeat(job: ClaimedJob, leaseMs: number): Promise<boolean> {
    const t = this.clock();
    const r = await this.db.kysely
      .updateTable('jobs')
      .set({ locked_until: iso(t + leaseMs), updated_at: iso(t) })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.lockedBy)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /**
   * done or failed for good; a periodic job is queued again instead, `everyMs` from now with fresh attempts (the
   * outcome stays in result / last_error). Only the holder of the lease may finish a job.
   */
  async finish(job: ClaimedJob, status: 'done' | 'failed', detail: { result?: unknown; error?: string }): Promise<boolean> {
    const t = this.clock();
    const now = iso(t);
    const every = this.everyMsFor(job.name);
    const next = every === undefined ? { status } : { status: 'queued', attempts: 0, run_at: iso(t + every), locked_by: null };
    const r = await this.db.kysely
      .updateTable('jobs')
      .set({
        ...next,
        result: detail.result === undefined ? null : JSON.stringify(detail.result),
        last_error: detail.error ?? null,
        locked_until: null,
        finished_at: now,
        updated_at: now,
      })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.lockedBy)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Puts the job back for another attempt at `runAt`. */
  async retry(job: ClaimedJob, error: string, runAtMs: number): Promise<boolean> {
    const now = iso(this.clock());
    const r = await this.db.kysely
      .updateTable('jobs')
      .set({ status: 'queued', run_at: iso(runAtMs), last_error: error, locked_until: null, locked_by: null, updated_at: now })
      .where('id', '=', job.id)
      .where('locked_by', '=', job.lockedBy)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  /** Records that worker `id` is alive now (first call: it started). */
  async workerSeen(id: string): Promise<void> {
    const now = iso(this.clock());
    await this.db.kysely
      .insertInto('job_workers')
      .values({ id, started_at: now, seen_at: now })
      .onConflict((oc) => oc.column('id').doUpdateSet({ seen_at: now }))
      .execute();
  }

  /** Who holds running jobs, with when each holder was last seen alive (null: no record of it). */
  async runningOwners(): Promise<{ owner: string; seenAt: string | null }[]> {
    const rows = await this.db.kysely
      .selectFrom('jobs')
      .leftJoin('job_workers', 'job_workers.id', 'jobs.locked_by')
      .select(['jobs.locked_by as owner', 'job_workers.seen_at as seenAt'])
      .where('jobs.status', '=', 'running')
      .where('jobs.locked_by', 'is not', null)
      .distinct()
      .execute();
    return rows.map((r) => ({ owner: r.owner ?? '', seenAt: r.seenAt }));
  }

  /**
   * Ends the leases of the running jobs of these (dead) workers, so the next claim takes them over at once
   * (counting an attempt, as an expired lease does), and forgets the workers. Answers how many jobs came back.
   */
  async releaseOwners(owners: string[]): Promise<number> {
    if (owners.length === 0) return 0;
    const t = this.clock();
    const r = await this.db.kysely
      .updateTable('jobs')
      .set({ locked_until: iso(t - 1), updated_at: iso(t) })
      .where('status', '=', 'running')
      .where('locked_by', 'in', owners)
      .executeTakeFirst();
    await this.db.kysely.deleteFrom('job_workers').where('id', 'in', owners).execute();
    const released = Number(r.numUpdatedRows);
    if (released > 0) this.events.emit('enqueued', 'released');
    return released;
  }

  async get(id: number): Promise<JobRow | undefined> {
    return this.db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async findByDedupeKey(key: string, executor: Executor = this.db.kysely): Promise<JobRow | undefined> {
    return executor.selectFrom('jobs').selectAll().where('dedupe_key', '=', key).executeTakeFirst();
  }

  /** Counts by status, for health pages and tests. */
  async counts(): Promise<Record<JobStatus, number>> {
    const rows = await this.db.kysely
      .selectFrom('jobs')
      .select(['status', (eb) => eb.fn.countAll<string | number>().as('n')])
      .groupBy('status')
      .execute();
    const out: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
    for (const r of rows) out[r.status as JobStatus] = Number(r.n);
    return out;
  }
}
