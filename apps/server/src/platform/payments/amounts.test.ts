import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fenToYuan, fromChinaTime, MAX_GATEWAY_FEN, toChinaRfc3339, toChinaTime, yuanToFen } from './amounts.js';

describe('amounts between fen and the gateways’ yuan strings', () => {
  it('every payable amount survives the round trip exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_GATEWAY_FEN }), (fen) => {
        const yuan = fenToYuan(fen);
        expect(yuan).toMatch(/^\d+\.\d\d$/);
        expect(yuanToFen(yuan)).toBe(fen);
      }),
    );
  });

  it('reads the amounts floating point gets wrong, and nothing that is not a plain amount', () => {
    expect(yuanToFen('1.15')).toBe(115);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('4.35')).toBe(435);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('7')).toBe(700);
    expect(yuanToFen('7.5')).toBe(750);
    for (const bad of ['', '.5', '1.', '01.00', '1.001', '-1', '+1', '1e2', 'NaN', '1,00', ' 1', '1 ', '１.00']) {
      expect(yuanToFen(bad)).toBeNull();
    }
  });

  it('refuses to write what no gateway could charge', () => {
    for (const bad of [0, -1, 1.5, MAX_GATEWAY_FEN + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => fenToYuan(bad)).toThrow(/金额无效/);
    }
  });

  it('writes and reads China Standard Time whatever the server’s zone', () => {
    const at = new Date('2026-11-26T16:05:09.400Z');
    expect(toChinaTime(at)).toBe('2026-11-27 00:05:09');
    expect(toChinaRfc3339(at)).toBe('2026-11-27T00:05:09+08:00');
    expect(fromChinaTime('2026-11-27 00:05:09')?.toISOString()).toBe('2026-11-26T16:05:09.000Z');
    expect(fromChinaTime('2026-11-27T00:05:09')).toBeNull();
    expect(fromChinaTime(undefined)).toBeNull();
  });
});
