import { describe, expect, it } from 'vitest';
import { groupDigits, totalText } from './number';

describe('groupDigits', () => {
  it('groups whole numbers by thousands, as zh-CN does', () => {
    for (const n of [0, 7, 999, 1000, 3132, 65_536, 1_234_567, -4200, 1_000_000_000]) {
      expect(groupDigits(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });

  it('rounds fractions to whole numbers', () => {
    expect(groupDigits(1234.6)).toBe('1,235');
  });
});

describe('totalText', () => {
  it('shows a capped search total as at least that many', () => {
    expect(totalText({ total: 1234 })).toBe('1,234');
    expect(totalText({ total: 500, totalCapped: true })).toBe('500+');
    expect(totalText(undefined)).toBe('0');
  });
});
