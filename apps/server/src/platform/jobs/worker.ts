import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, ClaimedJob } from './queue.js';
import type { JobHandler, JobHandlers, JobOutcome, JobRegistry } from './registry.js';
import { alive } from './workdir.js';

export interface WorkerOptions {
  /** How long a claim holds before another worker may take the job over (a crashed worker's jobs come back after this). */
  leaseMs?: number;
  /** How often the lease is extended while a handler runs (default: a third of the lease). */
  heartbeatMs?: number;
  /** Idle poll interval; an enqueue in this process wakes the worker at once. */
  pollMs?: number;
  /** Backoff after a failed attempt n (1-based): min(maxBackoffMs, backoffBaseMs * 2^(n-1)), with ±jitter. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** 0..1: random share added or removed from each backoff, so failing jobs do not retry in lockstep. */
  jitter?: number;
  /** How long stop() waits for the running job before stopping it. */
  stopTimeoutMs?: number;
  /** How often the worker records that it is alive and looks for jobs held by dead workers. */
  beatMs?: number;
  /** A worker of another host not seen for this long is dead: its running jobs are taken over at once. */
  staleMs?: number;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

export const errorText = (e: unknown) => (e instanceof Error ? e.message || e.name : String(e)).slice(0, 2000);

const RETRY_AFTER_WAKE_MS = 20;

/** Workers made in this process, alive as long as it is: another id with this pid is a previous boot's. */
const liveHere = new Set<string>();

/**
 * Claims one job at a time and runs its handler. A thrown error is retried with exponential backoff until
 * the job's attempts are used up; a 'failed' outcome is final.
 *
 * A job whose worker died is taken over without waiting for its lease: a started worker records that it is
 * alive every `beatMs` (job_workers) and, at start and on each beat, releases the running jobs of workers that
 * are dead — of this host, a process that no longer runs or this very process id under an earlier boot
 * (containers reuse pid 1); of any host, one not seen for `staleMs`. Workers of other hosts that never
 * recorded themselves are left to their leases. Heavy handlers run in child processes (platform/sandbox.ts),
 * so beats and lease renewals are never held up by the job itself.
 */
export class JobWorker<R extends JobRegistry> {
  readonly id = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  private readonly opts: Required<Omit<WorkerOptions, 'log'>> & { log: NonNullable<WorkerOptions['log']> };
  private loop: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;
  /** An enqueue arrived while the worker was claiming, not idling: it must look again before it idles. */
  private enqueuedMeanwhile = false;
  private abort = new AbortController();
  private beatTimer: NodeJS.Timeout | null = null;
  private readonly onEnqueued = () => {
    this.enqueuedMeanwhile = true;
    this.wake?.();
  };
  /** The job being run, for tests and health checks. */
  current: ClaimedJob | null = null;

  constructor(
    private readonly queue: JobQueue<R>,
    private readonly handlers: JobHandlers<R>,
    opts: WorkerOptions = {},
  ) {
    const leaseMs = opts.leaseMs ?? 5 * 60_000;
    this.opts = {
      leaseMs,
      heartbeatMs: opts.heartbeatMs ?? Math.max(1000, Math.floor(leaseMs / 3)),
      pollMs: opts.pollMs ?? 1000,
      backoffBaseMs: opts.backoffBaseMs ?? 5000,
      maxBackoffMs: opts.maxBackoffMs ?? 10 * 60_000,
      jitter: opts.jitter ?? 0.2,
      stopTimeoutMs: opts.stopTimeoutMs ?? 10_000,
      beatMs: opts.beatMs ?? 10_000,
      staleMs: opts.staleMs ?? Math.max(60_000, 6 * (opts.beatMs ?? 10_000)),
      log: opts.log ?? silentLog,
    };
    liveHere.add(this.id);
  }

  get names(): string[] {
    return Object.keys(this.handlers).filter((n) => this.handlers[n] !== undefined);
  }

  backoffMs(attempt: number): number {
    const base = Math.min(this.opts.maxBackoffMs, this.opts.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
    const spread = base * this.opts.jitter;
    return Math.round(base - spread + Math.random() * 2 * spread);
  }

  start(): void {
    if (this.loop) return;
    this.stopping = false;
    this.abort = new AbortController();
    this.enqueuedMeanwhile = false;
    this.queue.events.on('enqueued', this.onEnqueued);
    this.beatTimer = setInterval(() => void this.beat(), this.opts.beatMs);
    this.beatTimer.unref();
    // The first beat comes before the first claim, so interrupted jobs are the first picked up.
    this.loop = this.beat()
      .then(() => this.schedule())
      .then(() => this.run());
  }

  /** Makes sure the periodic jobs this worker runs have their row (platform/jobs/registry.ts, JOB_SETTINGS). */
  private async schedule(): Promise<void> {
    try {
      await this.queue.ensurePeriodic(this.names);
    } catch (e) {
      this.opts.log.warn({ err: e }, '周期任务登记失败');
    }
  }

  /** Says this worker is alive and releases the running jobs of dead workers (see the class comment). */
  async beat(): Promise<void> {
    try {
      await this.queue.workerSeen(this.id);
      const now = this.queue.now();
      const dead = (await this.queue.runningOwners())
        .filter(({ owner, seenAt }) => this.isDead(owner, seenAt, now))
        .map(({ owner }) => owner);
      const released = await this.queue.releaseOwners(dead);
      if (released > 0) this.opts.log.warn({ workers: dead, jobs: released }, '接手已停止的任务进程留下的任务');
    } catch (e) {
      this.opts.log.warn({ err: e }, '任务进程心跳失败');
    }
  }

  private isDead(owner: string, seenAt: string | null, now: number): boolean {
    if (liveHere.has(owner)) return false;
    // Ids are host:pid:random (see `id`).
    const [host, pidText] = owner.split(':');
    const pid = Number(pidText);
    if (host === os.hostname() && Number.isInteger(pid) && (pid === process.pid || !alive(pid))) return true;
    return seenAt !== null && Date.parse(seenAt) < now - this.opts.staleMs;
  }

  /** Stops claiming, waits up to stopTimeoutMs for the running job, then stops it (it is retried later). */
  async stop(): Promise<void> {
    if (!this.loop) return;
    this.stopping = true;
    if (this.beatTimer) clearInterval(this.beatTimer);
    this.beatTimer = null;
    this.queue.events.off('enqueued', this.onEnqueued);
    this.wake?.();
    const loop = this.loop;
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), this.opts.stopTimeoutMs);
    });
    const r = await Promise.race([loop.then(() => 'stopped' as const), timedOut]);
    clearTimeout(timer);
    if (r === 'timeout') {
      this.abort.abort();
      this.opts.log.warn({ job: this.current?.id }, '任务未在停止时限内结束，已中止，稍后重试');
      // The aborted handler reports its error (a retry) right after; wait for that briefly.
      await Promise.race([loop, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    }
    this.loop = null;
    // Forget this worker; a job it still holds is taken over at once.
    await this.queue.releaseOwners([this.id]).catch((e: unknown) => this.opts.log.warn({ err: e }, '任务进程注销失败'));
  }

  /** Runs due jobs until none is left (tests and the CLI use this instead of the loop). */
  async drain(maxJobs = 100): Promise<number> {
    let n = 0;
    while (n < maxJobs) {
      const ran = await this.runOnce();
      if (!ran) break;
      n += 1;
    }
    return n;
  }

  /** Claims and runs one job; false when none was due. */
  async runOnce(): Promise<boolean> {
    const job = await this.queue.claim(this.names, this.id, this.opts.leaseMs);
    if (!job) return false;
    await this.execute(job);
    return true;
  }

  private async run(): Promise<void> {
    // An enqueue inside a transaction wakes the worker before its commit, so a wake that finds nothing looks
    // again soon (20 ms, doubling) instead of waiting a whole poll for the committed job.
    // An enqueue during the first beat, before this loop began, counts as a wake too.
    let retryMs = this.enqueuedMeanwhile ? RETRY_AFTER_WAKE_MS : 0;
    while (!this.stopping) {
      let ran = false;
      this.enqueuedMeanwhile = false;
      try {
        ran = await this.runOnce();
      } catch (e) {
        this.opts.log.error({ err: e }, '任务队列读取失败');
      }
      if (ran || this.stopping) {
        retryMs = 0;
      } else if (this.enqueuedMeanwhile) {
        retryMs = RETRY_AFTER_WAKE_MS;
      } else {
        const woken = await this.idle(retryMs || this.opts.pollMs);
        retryMs = woken ? RETRY_AFTER_WAKE_MS : retryMs && retryMs * 2 < this.opts.pollMs ? retryMs * 2 : 0;
      }
    }
  }

  /** Waits `ms`; true when an enqueue woke it first. */
  private idle(ms: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), ms);
      const done = (woken: boolean) => {
        clearTimeout(timer);
        this.wake = null;
        resolve(woken);
      };
      this.wake = () => done(true);
    });
  }

  private async execute(job: ClaimedJob): Promise<void> {
    const handler = (this.handlers as Record<string, JobHandler<unknown> | undefined>)[job.name];
    const parsed = this.queue.parsePayload(job.name, job.payload);
    if (!handler || !parsed.ok) {
      await this.queue.finish(job, 'failed', { error: `无法执行的任务：${job.name}` });
      return;
    }
    const payload = parsed.data;
    if (job.attempts > job.maxAttempts) {
      // Its runs kept dying (crash or lost lease) without reporting back: give up instead of looping.
      const error = `任务已中断 ${job.attempts - 1} 次，不再重试`;
      await this.giveUp(job, handler, payload, error);
      return;
    }
    this.current = job;
    // A lost lease (another worker took the job over) stops this run: two runs of one job waste a child each.
    const lost = new AbortController();
    const heartbeat = setInterval(() => {
      this.queue
        .heartbeat(job, this.opts.leaseMs)
        .then((held) => {
          if (!held) lost.abort();
        })
        .catch((e: unknown) => this.opts.log.warn({ err: e }, '任务租约续期失败'));
    }, this.opts.heartbeatMs);
    heartbeat.unref();
    let outcome: JobOutcome | undefined;
    let error: unknown;
    try {
      outcome = await handler.run(payload, {
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        signal: AbortSignal.any([this.abort.signal, lost.signal]),
      });
    } catch (e) {
      error = e;
    } finally {
      clearInterval(heartbeat);
      this.current = null;
    }
    try {
      if (outcome) {
        if (outcome.status === 'failed') {
          await this.queue.finish(job, 'failed', { error: outcome.reason });
        } else {
          const result =
            outcome.status === 'done' ? { status: 'done', ...outcome.result } : { status: 'skipped', reason: outcome.reason };
          await this.queue.finish(job, 'done', { result });
        }
        return;
      }
      const message = errorText(error);
      if (job.attempts >= job.maxAttempts) {
        this.opts.log.error({ err: error, job: job.id, name: job.name }, '任务多次失败，已放弃');
        await this.giveUp(job, handler, payload, message);
      } else {
        const delay = this.backoffMs(job.attempts);
        this.opts.log.warn({ err: error, job: job.id, name: job.name, retryInMs: delay }, '任务失败，稍后重试');
        await this.queue.retry(job, message, this.queue.now() + delay);
      }
    } catch (e) {
      // The database went away mid-report: the lease expires and the job is claimed again.
      this.opts.log.error({ err: e, job: job.id }, '任务结果写入失败');
    }
  }

  private async giveUp(job: ClaimedJob, handler: JobHandler<unknown>, payload: unknown, error: string): Promise<void> {
    try {
      await handler.onGiveUp?.(payload, error);
    } catch (e) {
      this.opts.log.error({ err: e, job: job.id }, '任务放弃回调失败');
    }
    await this.queue.finish(job, 'failed', { error });
  }
}
