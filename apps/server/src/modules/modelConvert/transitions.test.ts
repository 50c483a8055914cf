import { CONVERSION_STATUSES, type ConversionStatus } from '@moxing/shared';
import { describe, expect, it } from 'vitest';
import { assertTransition, canTransition, sourcesOf, type ConversionActor } from './transitions.js';

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
