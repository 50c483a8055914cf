/** Display helpers of orders and bills: statuses are looked up, never compared. */
import { ORDER_STATUS_LABELS, yuan, type OrderStatusValue } from '@moxing/shared';

export const STATUS_COLORS: Record<OrderStatusValue, string> = {
  unpaid: 'orange',
  paid: 'blue',
  completed: 'green',
  closed: 'default',
  refunded: 'purple',
};

export const statusLabel = (s: OrderStatusValue) => ORDER_STATUS_LABELS[s];

export const price = (fen: number) => `¥${yuan(fen)}`;

/** A bill's change and the balance after it: coins as a count, earnings in yuan. */
export const billAmountText = (b: { account: string; amount: number }) =>
  b.account === 'coins'
    ? `${b.amount > 0 ? '+' : ''}${b.amount} 金币`
    : `${b.amount > 0 ? '+' : '-'}${price(Math.abs(b.amount))}`;
export const billBalanceText = (b: { account: string; balanceAfter: number }) =>
  b.account === 'coins' ? `${b.balanceAfter} 金币` : price(b.balanceAfter);

/** Top-up amounts offered (coins; 1 coin = 1 yuan). */
export const TOPUP_CHOICES = [6, 30, 68, 128, 328, 648] as const;

/** Where the payer is: inside WeChat (JSAPI), a phone browser (H5/wap), or a desktop (QR / page). */
export function sceneFor(payType: string, userAgent: string = navigator.userAgent): 'qr' | 'h5' | 'jsapi' | 'page' | 'wap' {
  const phone = /Mobi|Android|iPhone/i.test(userAgent);
  if (payType === 'alipay') return phone ? 'wap' : 'page';
  if (payType === 'wechat') return /MicroMessenger/i.test(userAgent) ? 'jsapi' : phone ? 'h5' : 'qr';
  return phone ? 'h5' : 'qr';
}

/** What the server did with a payment notification (payment_notices.result), for display. */
export const NOTICE_RESULTS: Record<string, { label: string; color: string }> = {
  credited: { label: '已入账', color: 'green' },
  duplicate: { label: '重复通知', color: 'default' },
  ignored: { label: '未支付', color: 'default' },
  flagged: { label: '待人工处理', color: 'red' },
  rejected: { label: '验签失败', color: 'volcano' },
};

/** The operators' views of payment notifications. */
export const NOTICE_FILTERS: { value: 'flagged' | 'handled' | 'all'; label: string }[] = [
  { value: 'flagged', label: '待处理' },
  { value: 'handled', label: '其他通知' },
  { value: 'all', label: '全部' },
];

/** The server's rule for pay/admin/notice/resolve: a flagged notification not yet handled. */
export const noticeOpen = (n: { result: string; resolvedAt: string | null }): boolean =>
  n.result === 'flagged' && n.resolvedAt === null;
