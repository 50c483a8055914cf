import { describe, expect, it } from 'vitest';
import { escrowPayChoices, fundedNext } from './escrow';

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
