import { describe, expect, it } from 'vitest';
import { amountProblem, cardProblem, monthOption, yuanToFen } from './cashout';

describe('earnings page logic', () => {
  it('reads yuan as typed into fen, refusing what is not an amount', () => {
    expect(yuanToFen('100')).toBe(10_000);
    expect(yuanToFen(' 100.5 ')).toBe(10_050);
    expect(yuanToFen('0.07')).toBe(7);
    for (const bad of ['', '-1', '1.234', 'abc', '1e3']) expect(yuanToFen(bad)).toBeNull();
  });

  it('checks an amount against the minimum and the available balance', () => {
    const s = { availableFen: 45_000, minCashoutFen: 10_000 };
    expect(amountProblem(null, s)).toMatch(/请输入/);
    expect(amountProblem(9_999, s)).toBe('提现金额不能低于 ¥100.00');
    expect(amountProblem(45_001, s)).toMatch(/超过可提现收益/);
    expect(amountProblem(45_000, s)).toBeNull();
  });

  it('checks a card number with its Luhn digit, spaces allowed', () => {
    expect(cardProblem('4111 1111 1111 1111')).toBeNull();
    expect(cardProblem('4111 1111 1111 1112')).toMatch(/校验失败/);
    expect(cardProblem('1234')).toMatch(/12 到 19 位/);
  });

  it('charts net income and fees per month in yuan', () => {
    const option = monthOption([{ month: '2026-11', grossFen: 50_000, feeFen: 5_000, netFen: 45_000 }]);
    expect(option.xAxis.data).toEqual(['2026-11']);
    expect(option.series.map((s) => s.data)).toEqual([[450], [50]]);
  });
});
