import type { ConversionAction, ConversionStatus } from '@moxing/shared';
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

/** Removing is refused only while the worker converts the record (its result would be written to a deleted record). */
export function canRemove(status: ConversionStatus): boolean {
  return status !== 'converting';
}

/** Only a finished conversion has a result to download. */
export function canDownload(status: ConversionStatus): boolean {
  return status === 'done';
}

/** The user's move to queued, named after where it starts (see CONVERSION_ACTIONS in packages/shared). */
const QUEUE_ACTIONS: Partial<Record<ConversionStatus, ConversionAction>> = {
  uploaded: 'chooseFormat',
  done: 'convertAgain',
  failed: 'retry',
  cancelled: 'retry',
};

/** What the owner may do to a conversion in `status` now: the user's arrows of ALLOWED, download and remove. */
export function conversionActions(status: ConversionStatus): ConversionAction[] {
  const out: ConversionAction[] = [];
  const queue = QUEUE_ACTIONS[status];
  if (queue && canTransition(status, 'queued', 'user')) out.push(queue);
  if (canTransition(status, 'cancelled', 'user')) out.push('cancel');
  if (canDownload(status)) out.push('download');
  if (canRemove(status)) out.push('remove');
  return out;
}
