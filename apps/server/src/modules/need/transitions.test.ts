import { describe, expect, it } from 'vitest';
import { NEED_STATES, type NeedStateValue } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';
import { NEED_ACTIONS, NEW, transition, type NeedAction, type NeedActor } from './transitions.js';

/**
 * The arrows of issue 5, written out independently of the table in transitions.ts:
 * [action, from, to, who may].
 */
const ALLOWED: [NeedAction, NeedStateValue | typeof NEW, NeedStateValue, NeedActor[]][] = [
  ['create', NEW, -2, ['demand']],
  ['approve', -2, 0, ['operator']],
  ['reject', -2, -1, ['operator']],
  ['edit', -2, -2, ['owner']],
  ['edit', -1, -2, ['owner']],
  ['bid', 0, 0, ['service']],
  ['withdrawBid', 0, 0, ['service']],
  ['choose', 0, 1, ['owner']],
  ['deliver', 1, 1, ['modeller']],
  ['requestChange', 1, 1, ['owner']],
  ['accept', 1, 2, ['owner']],
  ['cancel', -2, 3, ['owner', 'operator']],
  ['cancel', -1, 3, ['owner', 'operator']],
  ['cancel', 0, 3, ['owner', 'operator']],
  ['cancel', 1, 3, ['owner', 'modeller', 'operator']],
  ['evaluate', 2, 2, ['owner', 'modeller']],
];

const ACTORS: NeedActor[] = ['owner', 'modeller', 'operator', 'service', 'demand'];
const FROMS: (NeedStateValue | typeof NEW)[] = [NEW, ...NEED_STATES];

const cases = NEED_ACTIONS.flatMap((action) =>
  FROMS.flatMap((from) =>
    ACTORS.map((actor) => {
      const arrow = ALLOWED.find(([a, f, , by]) => a === action && f === from && by.includes(actor));
      return { action, from, actor, to: arrow ? arrow[2] : null };
    }),
  ),
);

describe('demand status transitions', () => {
  it('covers every action', () => {
    expect(new Set(ALLOWED.map(([a]) => a))).toEqual(new Set(NEED_ACTIONS));
  });

  it.each(cases.filter((c) => c.to !== null))('$action from $from by $actor -> $to', ({ action, from, actor, to }) => {
    expect(transition(from, action, [actor])).toBe(to);
  });

  it.each(cases.filter((c) => c.to === null))('$action from $from by $actor is refused', ({ action, from, actor }) => {
    let err: unknown;
    try {
      transition(from, action, [actor]);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect([403, 409]).toContain(e.status);
    expect(e.message).toMatch(/[\u4e00-\u9fa5]/);
    // Somebody who may never do this learns nothing about the status (403); a participant hears why (409).
    const mayEver = ALLOWED.some(([a, , , by]) => a === action && by.includes(actor));
    expect(e.status).toBe(mayEver ? 409 : 403);
  });

  it('refuses with no roles at all (a stranger) and names the right reason', () => {
    expect(() => transition(0, 'choose', [])).toThrow('只能操作自己发布的需求');
    expect(() => transition(0, 'bid', ['owner', 'demand'])).toThrow('不能投标自己发布的需求');
    expect(() => transition(0, 'bid', ['demand'])).toThrow('只有建模服务方');
    expect(() => transition(0, 'accept', ['owner'])).toThrow('需求不在制作中，无法验收');
    expect(() => transition(0, 'cancel', ['modeller', 'service'])).toThrow('建模师只能在制作中取消需求');
    expect(() => transition(2, 'cancel', ['owner'])).toThrow('已完成或已取消的需求不能取消');
  });
});
