import { describe, expect, it } from 'vitest';
import {
  BidStatus,
  DEMAND_ACTIONS,
  DEMAND_STATES,
  type BidStatusValue,
  type DemandAction,
  type DemandStateValue,
} from '@moxing/shared';
import { AppError } from '../../platform/errors.js';
import {
  TRANSITION_ACTIONS,
  NEW,
  allowedActions,
  bidActions,
  checkFacts,
  deliveryActions,
  transition,
  type TransitionAction,
  type DemandActor,
  type DemandFacts,
} from './transitions.js';

/**
 * The arrows of issues 5 and 19, written out independently of the table in transitions.ts:
 * [action, from, to, who may].
 */
const ALLOWED: [TransitionAction, DemandStateValue | typeof NEW, DemandStateValue, DemandActor[]][] = [
  ['create', NEW, -2, ['demand']],
  ['approve', -2, 0, ['operator']],
  ['reject', -2, -1, ['operator']],
  ['edit', -2, -2, ['owner']],
  ['edit', -1, -2, ['owner']],
  ['bid', 0, 0, ['service']],
  ['withdrawBid', 0, 0, ['service']],
  ['choose', 0, 4, ['owner']],
  ['fund', 4, 1, ['owner']],
  ['deliver', 1, 1, ['modeller']],
  ['requestChange', 1, 1, ['owner']],
  ['accept', 1, 2, ['owner']],
  ['cancel', -2, 3, ['owner', 'operator']],
  ['cancel', -1, 3, ['owner', 'operator']],
  ['cancel', 0, 3, ['owner', 'operator']],
  ['cancel', 4, 3, ['owner', 'operator']],
  ['cancel', 1, 3, ['owner', 'modeller', 'operator']],
  ['dispute', 1, 5, ['owner', 'modeller']],
  ['respondDispute', 5, 5, ['owner', 'modeller']],
  ['decideDispute', 5, 3, ['operator']],
  ['evaluate', 2, 2, ['owner', 'modeller']],
];

const ACTORS: DemandActor[] = ['owner', 'modeller', 'operator', 'service', 'demand'];
const FROMS: (DemandStateValue | typeof NEW)[] = [NEW, ...DEMAND_STATES];

const cases = TRANSITION_ACTIONS.flatMap((action) =>
  FROMS.flatMap((from) =>
    ACTORS.map((actor) => {
      const arrow = ALLOWED.find(([a, f, , by]) => a === action && f === from && by.includes(actor));
      return { action, from, actor, to: arrow ? arrow[2] : null };
    }),
  ),
);

describe('demand status transitions', () => {
  it('covers every action', () => {
    expect(new Set(ALLOWED.map(([a]) => a))).toEqual(new Set(TRANSITION_ACTIONS));
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
    expect(() => transition(2, 'cancel', ['owner'])).toThrow('已完成、已取消或纠纷处理中的需求不能取消');
    expect(() => transition(1, 'fund', ['owner'])).toThrow('只有待托管赏金的需求才能托管');
    expect(() => transition(5, 'decideDispute', ['owner'])).toThrow('仅运营人员可以裁决纠纷');
    expect(() => checkFacts('cancel', { delivered: true })).toThrow('由运营裁决');
    expect(() => checkFacts('dispute', { delivered: false })).toThrow('可以直接取消需求');
  });
});

describe('the actions offered to a user', () => {
  const ROLE_SETS: DemandActor[][] = [[], ['owner', 'demand'], ['operator'], ['service'], ['modeller', 'service'], ['demand']];
  const BID_STATES: (BidStatusValue | null)[] = [null, ...(Object.values(BidStatus) as BidStatusValue[])];
  const FACTS: DemandFacts[] = [true, false].flatMap((expired) =>
    BID_STATES.flatMap((ownBid) =>
      [null, BidStatus.active].flatMap((candidate) =>
        [true, false].flatMap((pendingDelivery) =>
          [true, false].flatMap((evaluated) =>
            // Each of the last two facts decides a rule of its own: both values of each, not every pair, keep it fast.
            [true, false].map((delivered) => ({
              expired,
              ownBid,
              candidate,
              pendingDelivery,
              evaluated,
              delivered,
              disputeReplied: !delivered,
            })),
          ),
        ),
      ),
    ),
  );

  const FACT_ACTIONS = [
    'bid',
    'withdrawBid',
    'choose',
    'requestChange',
    'accept',
    'evaluate',
    'cancel',
    'dispute',
    'respondDispute',
  ] as const;
  const isFactAction = (a: DemandAction): a is (typeof FACT_ACTIONS)[number] => (FACT_ACTIONS as readonly string[]).includes(a);

  /** What the service does before it acts: the state machine, then the checks on facts. */
  function refusedWith(status: DemandStateValue, action: DemandAction, roles: DemandActor[], f: DemandFacts): AppError | null {
    try {
      transition(status, action, roles);
      if (isFactAction(action)) checkFacts(action, f);
      return null;
    } catch (e) {
      if (e instanceof AppError) return e;
      throw e;
    }
  }

  it('offers an action exactly when the service would not refuse it', () => {
    let offered = 0;
    for (const status of DEMAND_STATES) {
      for (const roles of ROLE_SETS) {
        for (const f of FACTS) {
          const actions = allowedActions(status, roles, f);
          for (const a of DEMAND_ACTIONS) {
            const refusal = refusedWith(status, a, roles, f);
            if (refusal) expect([403, 404, 409]).toContain(refusal.status);
            expect(actions.includes(a), `${a} from ${status} by [${roles.join()}] ${JSON.stringify(f)}`).toBe(!refusal);
          }
          offered += actions.length;
        }
      }
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('names the buttons of each kind of user', () => {
    const none: DemandFacts = {
      expired: false,
      ownBid: null,
      candidate: null,
      pendingDelivery: false,
      evaluated: false,
      delivered: false,
      disputeReplied: false,
    };
    const offered = (status: DemandStateValue, roles: DemandActor[], f: Partial<DemandFacts> = {}) =>
      allowedActions(status, roles, { ...none, ...f });
    expect(offered(-2, [])).toEqual([]);
    expect(offered(-2, ['owner', 'demand'])).toEqual(['edit', 'cancel']);
    expect(offered(-1, ['owner', 'demand'])).toEqual(['edit', 'cancel']);
    expect(offered(-2, ['operator'])).toEqual(['approve', 'reject', 'cancel']);
    expect(offered(0, ['service'])).toEqual(['bid']);
    expect(offered(0, ['service'], { expired: true })).toEqual([]);
    expect(offered(0, ['service'], { ownBid: BidStatus.active })).toEqual(['withdrawBid']);
    expect(offered(0, ['service'], { ownBid: BidStatus.withdrawn })).toEqual(['bid']);
    expect(offered(0, ['owner', 'demand'])).toEqual(['cancel']);
    expect(offered(0, ['owner', 'demand'], { candidate: BidStatus.active })).toEqual(['choose', 'cancel']);
    expect(offered(1, ['modeller', 'service'], { ownBid: BidStatus.chosen })).toEqual(['deliver', 'cancel']);
    expect(offered(1, ['service'], { ownBid: BidStatus.notChosen })).toEqual([]);
    expect(offered(1, ['owner', 'demand'])).toEqual(['cancel']);
    expect(offered(1, ['owner', 'demand'], { pendingDelivery: true, delivered: true })).toEqual([
      'requestChange',
      'accept',
      'dispute',
    ]);
    expect(offered(1, ['modeller', 'service'], { delivered: true })).toEqual(['deliver', 'dispute']);
    expect(offered(1, ['operator'], { delivered: true })).toEqual([]);
    expect(offered(4, ['owner', 'demand'])).toEqual(['fund', 'cancel']);
    expect(offered(4, ['modeller', 'service'])).toEqual([]);
    expect(offered(5, ['owner', 'demand'])).toEqual(['respondDispute']);
    expect(offered(5, ['owner', 'demand'], { disputeReplied: true })).toEqual([]);
    expect(offered(5, ['operator'])).toEqual(['decideDispute']);
    expect(offered(2, ['owner', 'demand'])).toEqual(['evaluate']);
    expect(offered(2, ['owner', 'demand'], { evaluated: true })).toEqual([]);
    expect(offered(3, ['owner', 'demand'])).toEqual([]);
  });

  it('offers on a bid only its choice (to the owner) or its withdrawal (to the bidder)', () => {
    expect(bidActions(0, ['owner', 'demand'], { status: BidStatus.active, mine: false })).toEqual(['choose']);
    expect(bidActions(0, ['owner', 'demand'], { status: BidStatus.withdrawn, mine: false })).toEqual([]);
    expect(bidActions(0, ['service'], { status: BidStatus.active, mine: true })).toEqual(['withdrawBid']);
    expect(bidActions(0, ['service'], { status: BidStatus.active, mine: false })).toEqual([]);
    expect(bidActions(1, ['owner', 'demand'], { status: BidStatus.chosen, mine: false })).toEqual([]);
    expect(deliveryActions(1, ['owner', 'demand'], true)).toEqual(['requestChange', 'accept']);
    expect(deliveryActions(1, ['owner', 'demand'], false)).toEqual([]);
    expect(deliveryActions(1, ['modeller', 'service'], true)).toEqual([]);
  });
});
