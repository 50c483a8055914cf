import { CONVERSION_STATUSES, type ConversionAction, type ConversionStatus } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import {
  assertTransition,
  canDownload,
  canRemove,
  canTransition,
  conversionActions,
  sourcesOf,
  type ConversionActor,
} from './transitions.js';

/** Every allowed move; everything else (every other pair, either actor) is forbidden. */
const ALLOWED: [ConversionStatus, ConversionStatus, ConversionActor][] = [
  ['uploaded', 'queued', 'user'],
  ['queued', 'converting', 'worker'],
  ['queued', 'cancelled', 'user'],
  ['converting', 'done', 'worker'],
  ['converting', 'failed', 'worker'],
  ['done', 'queued', 'user'],
  ['failed', 'queued', 'user'],
  ['cancelled', 'queued', 'user'],
];

describe('conversion status transitions', () => {
  const cases = CONVERSION_STATUSES.flatMap((from) =>
    CONVERSION_STATUSES.flatMap((to) =>
      (['user', 'worker'] as const).map((actor): [ConversionStatus, ConversionStatus, ConversionActor] => [from, to, actor]),
    ),
  );
  const allowed = (from: string, to: string, actor: string) => ALLOWED.some(([f, t, a]) => f === from && t === to && a === actor);

  it.each(cases.filter(([f, t, a]) => allowed(f, t, a)))('%s -> %s by %s is allowed', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(true);
    expect(() => assertTransition(from, to, actor)).not.toThrow();
  });

  it.each(cases.filter(([f, t, a]) => !allowed(f, t, a)))('%s -> %s by %s is forbidden', (from, to, actor) => {
    expect(canTransition(from, to, actor)).toBe(false);
    expect(() => assertTransition(from, to, actor)).toThrow(expect.objectContaining({ kind: 'conflict' }));
  });

  it('names the sources of each target for conditional updates', () => {
    expect(sourcesOf('queued', 'user').sort()).toEqual(['cancelled', 'done', 'failed', 'uploaded']);
    expect(sourcesOf('cancelled', 'user')).toEqual(['queued']);
    expect(sourcesOf('converting', 'worker')).toEqual(['queued']);
    expect(sourcesOf('failed', 'worker')).toEqual(['converting']);
  });

  it('explains a refusal in Chinese', () => {
    expect(() => assertTransition('converting', 'cancelled', 'user')).toThrow('“转换中”的转换记录不能改为“已取消”');
  });
});

describe('conversion actions', () => {
  /** What the page offers in each status. */
  const OFFERED: Record<ConversionStatus, ConversionAction[]> = {
    uploaded: ['chooseFormat', 'remove'],
    queued: ['cancel', 'remove'],
    converting: [],
    done: ['convertAgain', 'download', 'remove'],
    failed: ['retry', 'remove'],
    cancelled: ['retry', 'remove'],
  };

  /** Whether the service accepts the call behind each action (save/updateByStatus, remove, download). */
  const accepts = (action: ConversionAction, status: ConversionStatus): boolean => {
    switch (action) {
      case 'chooseFormat':
      case 'convertAgain':
      case 'retry':
        return canTransition(status, 'queued', 'user');
      case 'cancel':
        return canTransition(status, 'cancelled', 'user');
      case 'download':
        return canDownload(status);
      case 'remove':
        return canRemove(status);
    }
  };

  it.each(CONVERSION_STATUSES)('%s offers what the page shows', (status) => {
    expect(conversionActions(status)).toEqual(OFFERED[status]);
  });

  it.each(CONVERSION_STATUSES)('%s offers an action exactly when the service accepts it', (status) => {
    const offered = conversionActions(status);
    for (const action of offered) expect(accepts(action, status), action).toBe(true);
    // Queueing is offered under one name per status; the others are offered whenever accepted.
    const queueing = offered.filter((a) => a === 'chooseFormat' || a === 'convertAgain' || a === 'retry');
    expect(queueing).toHaveLength(accepts('retry', status) ? 1 : 0);
    for (const action of ['cancel', 'download', 'remove'] as const) {
      expect(offered.includes(action), action).toBe(accepts(action, status));
    }
  });

  it('refuses removal only while converting and download until done', () => {
    expect(CONVERSION_STATUSES.filter((s) => !canRemove(s))).toEqual(['converting']);
    expect(CONVERSION_STATUSES.filter(canDownload)).toEqual(['done']);
  });
});
