import { describe, expect, it } from 'vitest';
import { ORDER_ACTIONS, ORDER_KINDS, ORDER_STATUSES } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';
import { allowedActions, transition, TRANSITIONS, type OrderActor } from './transitions.js';

const ACTORS: OrderActor[] = ['buyer', 'seller', 'operator', 'system'];

describe('order transitions', () => {
  it('allows exactly the arrows of the table, for the kinds that have them', () => {
    for (const action of ORDER_ACTIONS) {
      for (const from of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          for (const kind of ORDER_KINDS) {
            const arrow = TRANSITIONS[action][from];
            const kindOk =
              (action !== 'confirm' && action !== 'feedback' && action !== 'refund') ||
              (action === 'refund' ? kind !== 'escrow' : kind === 'model');
            const allowed = Boolean(arrow?.by.includes(actor)) && kindOk;
            let result: unknown;
            try {
              result = transition(from, action, [actor], kind);
            } catch (e) {
              expect(e).toBeInstanceOf(AppError);
              expect((e as AppError).message).toMatch(/[\u4e00-\u9fa5]/);
              expect([403, 409]).toContain((e as AppError).status);
              result = null;
            }
            expect(result !== null, `${action} ${from} ${actor} ${kind}`).toBe(allowed);
            if (allowed) expect(result).toBe(arrow!.to);
            expect(allowedActions(from, kind, [actor]).includes(action)).toBe(allowed);
          }
        }
      }
    }
  });

  it('names the buyer actions of each status of a model order', () => {
    expect(allowedActions('unpaid', 'model', ['buyer'])).toEqual(['pay', 'close', 'changePayType']);
    expect(allowedActions('paid', 'model', ['buyer'])).toEqual(['confirm', 'feedback']);
    expect(allowedActions('completed', 'model', ['buyer'])).toEqual(['feedback']);
    expect(allowedActions('closed', 'model', ['buyer'])).toEqual([]);
    expect(allowedActions('paid', 'package', ['operator'])).toEqual(['refund']);
    expect(allowedActions('paid', 'escrow', ['operator'])).toEqual([]);
    expect(allowedActions('paid', 'coin', ['operator'])).toEqual(['refund']);
  });

  it('refuses who before when: a seller learns nothing of the status', () => {
    expect(() => transition('closed', 'pay', ['seller'], 'model')).toThrow('只能支付自己的订单');
    expect(() => transition('closed', 'pay', ['buyer'], 'model')).toThrow(/当前状态：已关闭/);
  });
});
