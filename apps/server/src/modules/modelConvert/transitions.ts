import type { ConversionStatus } from '@moxing/shared';
import { CONVERSION_STATUS_LABELS } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';

/** Who moves a conversion: its owner through the API, or the job worker. */
export type ConversionActor = 'user' | 'worker';

/**
 * The only authority on conversion status changes.
 *   uploaded  --user: save-->          queued
 *   queued    --worker: start-->       converting
 *   queued    --user: cancel-->        cancelled
 *   converting --worker-->             done | failed (an attempt that errs stays converting while it is retried)
 *   failed | cancelled --user: retry--> queued
 *   done      --user: save another format--> queued
 * A running conversion cannot be cancelled; a finished one is removed with modelConvert/remove.
 */
const ALLOWED: Record<ConversionStatus, Partial<Record<ConversionStatus, readonly ConversionActor[]>>> = {
  uploaded: { queued: ['user'] },
  queued: { converting: ['worker'], cancelled: ['user'] },
  converting: { done: ['worker'], failed: ['worker'] },
  done: { queued: ['user'] },
  failed: { queued: ['user'] },
  cancelled: { queued: ['user'] },
};

export function canTransition(from: ConversionStatus, to: ConversionStatus, actor: ConversionActor): boolean {
  return ALLOWED[from]?.[to]?.includes(actor) ?? false;
}

/** The states from which `actor` may move a record to `to` (for conditional updates). */
export function sourcesOf(to: ConversionStatus, actor: ConversionActor): ConversionStatus[] {
  return (Object.keys(ALLOWED) as ConversionStatus[]).filter((from) => canTransition(from, to, actor));
}

export function assertTransition(from: ConversionStatus, to: ConversionStatus, actor: ConversionActor): void {
  if (canTransition(from, to, actor)) return;
  const a = CONVERSION_STATUS_LABELS[from] ?? from;
  const b = CONVERSION_STATUS_LABELS[to] ?? to;
  throw new AppError('conflict', `“${a}”的转换记录不能改为“${b}”`);
}
