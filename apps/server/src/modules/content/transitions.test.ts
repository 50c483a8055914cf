import { describe, expect, it } from 'vitest';
import { CONTENT_ACTIONS, CONTENT_STATES } from '@moxing/shared';
import { AppError } from '../../platform/errors.js';
import { DELETED, TRANSITIONS, allowedActions, transition } from './transitions.js';

describe('content transitions', () => {
  it('answers the next state of every allowed arrow', () => {
    expect(transition('draft', 'publish', 'operator')).toBe('published');
    expect(transition('offline', 'publish', 'operator')).toBe('published');
    expect(transition('published', 'unpublish', 'operator')).toBe('offline');
    expect(transition('draft', 'delete', 'operator')).toBe(DELETED);
    expect(transition('offline', 'delete', 'operator')).toBe(DELETED);
    for (const s of CONTENT_STATES) expect(transition(s, 'edit', 'operator')).toBe(s);
  });

  it('refuses every other arrow with 409, and anyone but an operator with 403', () => {
    for (const action of CONTENT_ACTIONS) {
      for (const from of CONTENT_STATES) {
        if (TRANSITIONS[action][from]) {
          expect(() => transition(from, action, 'visitor')).toThrow(expect.objectContaining({ kind: 'forbidden' }));
        } else {
          const err = (() => {
            try {
              transition(from, action, 'operator');
            } catch (e) {
              return e;
            }
          })();
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).kind).toBe('conflict');
          expect((err as AppError).message).toMatch(/[\u4e00-\u9fa5]/);
        }
      }
    }
  });

  it('lists the actions of each state from the same table', () => {
    expect(allowedActions('draft', 'operator')).toEqual(['edit', 'publish', 'delete']);
    expect(allowedActions('published', 'operator')).toEqual(['edit', 'unpublish']);
    expect(allowedActions('offline', 'operator')).toEqual(['edit', 'publish', 'delete']);
    for (const s of CONTENT_STATES) expect(allowedActions(s, 'visitor')).toEqual([]);
  });
});
