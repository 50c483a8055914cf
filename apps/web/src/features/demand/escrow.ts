/**
 * How a demand's escrow and dispute are shown (desktop and phone alike): rows of label and text, and the colour of
 * each escrow status, looked up by status. What the viewer may do comes from the demand's `actions`.
 */
import {
  ESCROW_PAY_TYPE_LABELS,
  FEN_PER_COIN,
  yuan,
  type DisputeView,
  type EscrowPayType,
  type EscrowStateValue,
  type EscrowView,
} from '@moxing/shared';
import { dateTimeText } from './format';

export const ESCROW_COLORS: Record<EscrowStateValue, string> = {
  awaiting: 'orange',
  held: 'blue',
  released: 'green',
  refunded: 'default',
  split: 'purple',
};
export const ESCROW_PHONE_COLORS: Record<EscrowStateValue, 'warning' | 'primary' | 'success' | 'default'> = {
  awaiting: 'warning',
  held: 'primary',
  released: 'success',
  refunded: 'default',
  split: 'default',
};

const money = (fen: number) => `¥${yuan(fen)}`;

/** The ways to fund an escrow: coins only when the price is whole yuan (1 coin = 1 yuan), online always. */
export function escrowPayChoices(e: Pick<EscrowView, 'amount'>): { payType: EscrowPayType; label: string }[] {
  const online = { payType: 'order' as const, label: `${ESCROW_PAY_TYPE_LABELS.order}（微信、支付宝）` };
  if (e.amount % FEN_PER_COIN !== 0) return [online];
  return [{ payType: 'coin', label: `${ESCROW_PAY_TYPE_LABELS.coin}（${e.amount / FEN_PER_COIN} 金币）` }, online];
}

/** Where funding goes next: an online payment opens its escrow order's checkout; coins are done. */
export function fundedNext(result: { orderNo: string | null }): string | null {
  return result.orderNo ? `/confirmOrder?orderNo=${result.orderNo}` : null;
}

/** The escrow's rows: amount, how it was paid, the fee, and once settled where the money went. */
export function escrowLines(e: EscrowView): [string, string][] {
  const lines: [string, string][] = [['托管金额', money(e.amount)]];
  if (e.payTypeText) lines.push(['支付方式', e.payTypeText]);
  if (e.fundedAt) lines.push(['托管时间', dateTimeText(e.fundedAt)]);
  lines.push(['平台服务费', `${e.feePercent}%（验收后从赏金中扣除）`]);
  if (e.payout !== null && e.payout > 0) lines.push(['支付给建模师', money(e.payout)]);
  if (e.fee !== null && e.payout !== null && e.payout > 0) lines.push(['平台服务费实收', money(e.fee)]);
  if (e.refund !== null && e.refund > 0) lines.push(['退还需求方', `${money(e.refund)}（退至账户余额）`]);
  if (e.settledAt) lines.push(['结算时间', dateTimeText(e.settledAt)]);
  return lines;
}

const PARTY = { buyer: '需求方', modeller: '建模师' } as const;

/** The dispute's rows: who asked, both reasons, and the operator's decision once made. */
export function disputeLines(d: DisputeView): [string, string][] {
  const lines: [string, string][] = [
    ['申请方', `${PARTY[d.openedBy]}（${dateTimeText(d.createdAt)}）`],
    ['需求方说明', d.buyerReason ?? '尚未提交'],
    ['建模师说明', d.modellerReason ?? '尚未提交'],
  ];
  if (d.decided) {
    lines.push(['运营裁决', `退还需求方 ${money(d.refund ?? 0)}，其余扣除服务费后支付给建模师`]);
    if (d.decisionNote) lines.push(['裁决说明', d.decisionNote]);
  } else {
    lines.push(['运营裁决', '等待运营人员裁决']);
  }
  return lines;
}

/**
 * An operator's decision on a dispute: `refund` fen back to the buyer; the rest goes to the modeller less the platform
 * fee, rounded down to the fen as the server does.
 */
export function disputeSplit(e: Pick<EscrowView, 'amount' | 'feePercent'>, refund: number) {
  const toModeller = Math.max(e.amount - refund, 0);
  const fee = Math.floor((toModeller * e.feePercent) / 100);
  return { toModeller, fee, net: toModeller - fee };
}
