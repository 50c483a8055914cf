/**
 * Money (issue 19): units, balances, ledger entry kinds, orders and their statuses. Money is integer fen; coins are
 * integers; one coin is one yuan.
 */
export const FEN_PER_COIN = 100;

/** Largest amount one order may carry: 1,000,000 yuan. */
export const MAX_ORDER_FEN = 100_000_000;

/**
 * A user's balances (coins in coins, earnings in fen: income lands in `earnings_pending` and becomes withdrawable
 * `earnings` after the settlement period; points in points) and the platform's own (in fen; `cashout_hold` holds
 * withdrawals applied for; points in `pointsPool`).
 */
export const WALLET_ACCOUNT_KINDS = [
  'coins',
  'earnings',
  'earnings_pending',
  'points',
  'escrow',
  'fees',
  'gateway',
  'cashout_hold',
  'pointsPool',
  'rewards',
] as const;
export type WalletAccountKind = (typeof WALLET_ACCOUNT_KINDS)[number];
/** The money accounts a user's bills show. */
export const USER_ACCOUNT_KINDS = ['coins', 'earnings', 'earnings_pending'] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
/** Every account a user holds: money, and points (a unit of their own, never worth fen). */
export type UserHeldKind = UserAccountKind | 'points';
export type PlatformAccountKind = Exclude<WalletAccountKind, UserHeldKind>;
/** Points count in their own unit: a posting balances its points among points accounts, its money among the rest. */
export const POINTS_ACCOUNT_KINDS: readonly WalletAccountKind[] = ['points', 'pointsPool'];

export const WALLET_ACCOUNT_LABELS: Record<WalletAccountKind, string> = {
  coins: '金币',
  earnings: '收益',
  earnings_pending: '待结算收益',
  escrow: '平台托管',
  fees: '平台服务费',
  gateway: '支付渠道',
  cashout_hold: '提现冻结',
  points: '积分',
  pointsPool: '平台积分发放',
  rewards: '平台奖励支出',
};

/** What a ledger entry records, shown on the bills page. */
export const ENTRY_KINDS = [
  'topup',
  'purchase',
  'sale',
  'fee',
  'package',
  'escrowFund',
  'escrowRelease',
  'escrowRefund',
  'refund',
  'settle',
  'cashout',
  'cashoutPaid',
  'cashoutReturn',
  'signIn',
  'task',
  'redeem',
  'invite',
] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];
export const ENTRY_KIND_LABELS: Record<EntryKind, string> = {
  topup: '金币充值',
  purchase: '购买模型',
  sale: '模型售出',
  fee: '平台服务费',
  package: '购买套餐',
  escrowFund: '托管资金',
  escrowRelease: '托管放款',
  escrowRefund: '托管退款',
  refund: '订单退款',
  settle: '收益结算',
  cashout: '提现申请',
  cashoutPaid: '提现到账',
  cashoutReturn: '提现退回',
  signIn: '每日签到',
  task: '任务奖励',
  redeem: '积分兑换',
  invite: '邀请奖励',
};

/** The value of an amount in fen: coins count FEN_PER_COIN each, points nothing (they balance on their own). */
export function fenValue(kind: WalletAccountKind, amount: number): number {
  if (POINTS_ACCOUNT_KINDS.includes(kind)) return 0;
  return kind === 'coins' ? amount * FEN_PER_COIN : amount;
}

/** The points an amount counts: its own for points accounts, nothing for money accounts. */
export function pointsValue(kind: WalletAccountKind, amount: number): number {
  return POINTS_ACCOUNT_KINDS.includes(kind) ? amount : 0;
}

/** Fen as yuan text: 1234 -> "12.34". */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / FEN_PER_COIN)}.${String(abs % FEN_PER_COIN).padStart(2, '0')}`;
}

export const ORDER_KINDS = ['coin', 'model', 'package', 'escrow'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_KIND_LABELS: Record<OrderKind, string> = {
  coin: '充值订单',
  model: '模型订单',
  package: '套餐订单',
  escrow: '需求托管',
};

export const OrderStatus = {
  unpaid: 'unpaid',
  paid: 'paid',
  completed: 'completed',
  closed: 'closed',
  refunded: 'refunded',
} as const;
export type OrderStatusValue = (typeof OrderStatus)[keyof typeof OrderStatus];
export const ORDER_STATUSES = Object.values(OrderStatus);
export const ORDER_STATUS_LABELS: Record<OrderStatusValue, string> = {
  unpaid: '待支付',
  paid: '已支付',
  completed: '已完成',
  closed: '已关闭',
  refunded: '已退款',
};

export const ORDER_ACTIONS = ['pay', 'close', 'changePayType', 'confirm', 'feedback', 'refund'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** How an order is paid: with coins, or through a gateway. */
export const PAY_TYPES = ['coin', 'sandbox', 'wechat', 'alipay'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABELS: Record<PayType, string> = {
  coin: '金币支付',
  sandbox: '测试支付',
  wechat: '微信支付',
  alipay: '支付宝',
};
