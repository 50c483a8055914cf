import { describe, expect, it } from 'vitest';
import { disputeSplit, escrowPayChoices, fundedNext } from './escrow';

describe('funding a demand’s escrow', () => {
  it('offers coins and direct payment for a whole-yuan price, only direct payment with jiao or fen', () => {
    expect(escrowPayChoices({ amount: 80000 })).toEqual([
      { payType: 'coin', label: '金币支付（800 金币）' },
      { payType: 'order', label: '在线支付（微信、支付宝）' },
    ]);
    expect(escrowPayChoices({ amount: 80050 }).map((c) => c.payType)).toEqual(['order']);
  });

  it('sends a direct payment to the escrow order’s checkout; coins need nothing more', () => {
    expect(fundedNext({ orderNo: 'E20261126ABCDEFGHJKLM' })).toBe('/confirmOrder?orderNo=E20261126ABCDEFGHJKLM');
    expect(fundedNext({ orderNo: null })).toBeNull();
  });
});

describe('an operator’s decision on a dispute', () => {
  it('refunds the buyer, pays the modeller the rest less the fee rounded down to the fen', () => {
    expect(disputeSplit({ amount: 80000, feePercent: 10 }, 30000)).toEqual({ toModeller: 50000, fee: 5000, net: 45000 });
    expect(disputeSplit({ amount: 999, feePercent: 10 }, 0)).toEqual({ toModeller: 999, fee: 99, net: 900 });
    expect(disputeSplit({ amount: 80000, feePercent: 10 }, 80000)).toEqual({ toModeller: 0, fee: 0, net: 0 });
    expect(disputeSplit({ amount: 500, feePercent: 10 }, 900)).toEqual({ toModeller: 0, fee: 0, net: 0 });
  });
});
