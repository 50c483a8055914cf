import { describe, expect, it } from 'vitest';
import { NOTICE_RESULTS, noticeOpen } from './format';

describe('payment notifications (operators)', () => {
  it('offers "handled" only for a flagged notification not yet handled', () => {
    expect(noticeOpen({ result: 'flagged', resolvedAt: null })).toBe(true);
    expect(noticeOpen({ result: 'flagged', resolvedAt: '2026-06-01T00:00:00.000Z' })).toBe(false);
    expect(noticeOpen({ result: 'credited', resolvedAt: null })).toBe(false);
  });

  it('labels every result the server records', () => {
    expect(Object.keys(NOTICE_RESULTS).sort()).toEqual(['credited', 'duplicate', 'flagged', 'ignored', 'rejected']);
  });
});
