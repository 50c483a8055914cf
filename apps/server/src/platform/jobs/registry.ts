import { z } from 'zod';

/**
 * Every job the worker knows: one name, one payload schema. Payloads are validated when enqueued and
 * again when claimed (a row written by an older version is refused instead of half-run).
 * Add a job: add its schema here, then register its handler where the app is built.
 */
export const JOB_PAYLOADS = {
  /** Turns a model's uploaded files into web.glb, light.glb, cover, thumbnail and stats. */
  'model.process': z.object({ modelId: z.number().int().positive() }),
  /** Re-makes a ready model's lightweight level with a target size (modelextend/compress). */
  'model.compress': z.object({ modelId: z.number().int().positive(), targetBytes: z.number().int().positive() }),
  /** Converts an uploaded model to the chosen format (modelConvert/save). */
  'modelConvert.run': z.object({ conversionId: z.number().int().positive() }),
  /** Asks an order's gateway whether it was paid, in case the notification never comes. */
  'order.query': z.object({ orderNo: z.string().min(1).max(40) }),
  /** Closes an order left unpaid past its time-out (after asking its gateway once more). */
  'order.timeout': z.object({ orderNo: z.string().min(1).max(40) }),
  /** Ends a package grant at its expiry: marks its role records and tells the user (membership). */
  'membership.expire': z.object({ grantId: z.number().int().positive() }),
  /** Periodic: moves every seller's income past its settlement period to withdrawable earnings (wallet). */
  'wallet.settle': z.object({}),
} as const;

export type JobRegistry = Record<string, z.ZodType>;
export type AppJobs = typeof JOB_PAYLOADS;
export type JobName = keyof AppJobs;
export type JobPayload<N extends JobName> = z.infer<AppJobs[N]>;

/** What a handler answers. Thrown errors are treated as transient: retried with backoff. */
export type JobOutcome =
  | { status: 'done'; result?: Record<string, unknown> }
  /** Nothing to do (already done, cancelled, record gone): finished without error. */
  | { status: 'skipped'; reason: string }
  /** Permanent failure (bad input): not retried. */
  | { status: 'failed'; reason: string };

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker stops; long handlers should give up at a convenient point. */
  signal: AbortSignal;
}

/** Handlers must be idempotent: a job may run again after a crash, a lost lease or a retry. */
export interface JobHandler<P> {
  run(payload: P, ctx: JobContext): Promise<JobOutcome>;
  /** Called once when the job is given up for good (retries exhausted), to record the failure on the entity. */
  onGiveUp?(payload: P, error: string): Promise<void>;
}

export type JobHandlers<R extends JobRegistry> = { [N in keyof R]?: JobHandler<z.infer<R[N]>> };

/**
 * Per-name settings; anything not named uses the defaults of the queue. `everyMs` makes a job periodic: one row per
 * name (payload `{}`), queued by every worker at start if missing, and queued again `everyMs` after each run,
 * whatever its outcome, so it never stops for good. `wallet.settle` is periodic too, its period a setting
 * (SETTLEMENT_INTERVAL_MINUTES, given to the queue in app.ts).
 */
export const JOB_SETTINGS: Partial<Record<JobName, { maxAttempts?: number; everyMs?: number }>> = {
  'model.process': { maxAttempts: 3 },
  'model.compress': { maxAttempts: 3 },
  'modelConvert.run': { maxAttempts: 3 },
  'wallet.settle': { maxAttempts: 3 },
};
