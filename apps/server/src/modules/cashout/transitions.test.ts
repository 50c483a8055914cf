import { describe, expect, it } from 'vitest';
import { CASHOUT_ACTIONS, CASHOUT_STATUSES } from '@moxing/shared';
import { allowedActions, transition, TRANSITIONS } from './transitions.js';

describe('withdrawal transitions', () => {
  it('an operator approves or rejects an applied withdrawal, once', () => {
    expect(transition('applied', 'approve', ['operator'])).toBe('paid');
    expect(transition('applied', 'reject', ['operator'])).toBe('rejected');
    for (const from of ['paid', 'rejected'] as const) {
      for (const action of CASHOUT_ACTIONS) expect(() => transition(from, action, ['operator'])).toThrow(/已处理/);
    }
  });

  it('the owner decides nothing', () => {
    for (const action of CASHOUT_ACTIONS) expect(() => transition('applied', action, ['owner'])).toThrow(/仅运营人员/);
  });

  it('answers the actions of each status for each viewer from the same table', () => {
    for (const status of CASHOUT_STATUSES) {
      expect(allowedActions(status, ['owner'])).toEqual([]);
      expect(allowedActions(status, ['operator'])).toEqual(CASHOUT_ACTIONS.filter((a) => TRANSITIONS[a][status]));
    }
    expect(allowedActions('applied', ['operator'])).toEqual(['approve', 'reject']);
  });
});
