import { z } from 'zod';
import { labelled, pageQuery, rowId } from './fields.js';
import { pageOf } from './demands.js';
import { MAX_ORDER_FEN } from './money.js';

/**
 * Money, part 2 (issue 15): a seller's income (per order and per month, pending until the settlement period has
 * passed), cash-out accounts (bank card or Alipay) and withdrawals decided by operators. Amounts are integer fen.
 */

/** The Luhn check digit of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card number or account shown in lists: only its last four characters. */
export function maskAccount(value: string): string {
  return value.length <= 4 ? value : `**** ${value.slice(-4)}`;
}

// --- income ---------------------------------------------------------------------------------------

export const INCOME_KINDS = ['sale', 'escrowRelease'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];
export const INCOME_KIND_LABELS: Record<IncomeKind, string> = { sale: '模型售出', escrowRelease: '需求赏金' };

/** refunded: the order was refunded, what it brought is taken back (its net is what is left: zero for a full refund). */
export const INCOME_STATES = ['pending', 'available', 'refunded'] as const;
export type IncomeState = (typeof INCOME_STATES)[number];
export const INCOME_STATE_LABELS: Record<IncomeState, string> = { pending: '待结算', available: '可提现', refunded: '已退款' };

export const incomeItem = z.object({
  orderNo: z.string(),
  kind: z.enum(INCOME_KINDS),
  kindName: z.string(),
  subject: z.string(),
  /** What the buyer paid, the platform's fee, what a refund gave back to the buyer, and what the seller keeps. */
  grossFen: z.number(),
  feeFen: z.number(),
  refundFen: z.number(),
  /** grossFen - feeFen - refundFen. */
  netFen: z.number(),
  state: z.enum(INCOME_STATES),
  /** When it becomes (or became) withdrawable. */
  availableAt: z.string(),
  createdAt: z.string(),
});
export type IncomeItem = z.infer<typeof incomeItem>;
export const incomePage = pageOf(incomeItem);

export const incomeMonth = z.object({ month: z.string(), grossFen: z.number(), feeFen: z.number(), netFen: z.number() });
export const earningsSummary = z.object({
  /** Withdrawable now. */
  availableFen: z.number(),
  /** Credited, withdrawable after the settlement period. */
  pendingFen: z.number(),
  /** Applied for and not yet decided. */
  heldFen: z.number(),
  /** Paid out so far. */
  withdrawnFen: z.number(),
  settlementDays: z.number(),
  minCashoutFen: z.number(),
  /** The last 12 months, oldest first ("2026-11"). */
  months: z.array(incomeMonth),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

// --- cash-out accounts ----------------------------------------------------------------------------

export const CASHOUT_ACCOUNT_TYPES = ['bank', 'alipay'] as const;
export type CashoutAccountType = (typeof CASHOUT_ACCOUNT_TYPES)[number];
export const CASHOUT_ACCOUNT_TYPE_LABELS: Record<CashoutAccountType, string> = { bank: '银行卡', alipay: '支付宝' };

const ALIPAY_RE = /^(1[3-9]\d{9}|[^\s@]{1,64}@[^\s@]{1,64}\.[^\s@]{1,32})$/;
/** A card number as typed (spaces allowed) reduced to its digits. */
export const cardDigits = (v: string) => v.replace(/\s+/g, '');

/** A bank card (holder, bank, number with its Luhn digit, photo from uploadCardPicFile) or an Alipay account. */
export const cashoutAccountBody = z
  .strictObject({
    type: labelled(z.enum(CASHOUT_ACCOUNT_TYPES, { error: '账户类型不正确' }), '账户类型'),
    holder: labelled(z.string().trim().min(2, '请填写真实姓名').max(30, '姓名最多 30 字'), '真实姓名'),
    account: labelled(z.string({ error: '请填写账号' }).trim().min(1, '请填写账号').max(64, '账号过长'), '账号'),
    bank: labelled(z.string().trim().min(2, '请填写开户银行').max(40, '开户银行最多 40 字'), '开户银行').optional(),
    cardPic: labelled(z.string().trim().min(1, '请上传银行卡照片').max(40, '银行卡照片不正确'), '银行卡照片').optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.type === 'alipay') {
      if (!ALIPAY_RE.test(v.account)) issue('account', '支付宝账号应为手机号或邮箱');
      return;
    }
    const digits = cardDigits(v.account);
    if (!/^\d{12,19}$/.test(digits)) issue('account', '银行卡号应为 12 到 19 位数字');
    else if (!luhnValid(digits)) issue('account', '银行卡号校验失败，请检查是否输错');
    if (!v.bank) issue('bank', '请填写开户银行');
    if (!v.cardPic) issue('cardPic', '请上传银行卡照片');
  });
export type CashoutAccountBody = z.infer<typeof cashoutAccountBody>;

export const cashoutAccountIdField = rowId('提现账户不正确');
export const cashoutAccountIdBody = z.strictObject({ id: labelled(cashoutAccountIdField, '提现账户') });

export const cashoutAccountView = z.object({
  id: z.number(),
  type: z.enum(CASHOUT_ACCOUNT_TYPES),
  typeName: z.string(),
  holder: z.string(),
  bank: z.string().nullable(),
  /** Masked: only the last four characters. */
  account: z.string(),
  /** The card photo (private: its owner and operators only), null for Alipay. */
  cardPicUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type CashoutAccountView = z.infer<typeof cashoutAccountView>;
export const cashoutAccountList = z.object({ list: z.array(cashoutAccountView) });

export const cardPicUpload = z.object({ fileId: z.string(), url: z.string() });

// --- withdrawals ----------------------------------------------------------------------------------

export const CashoutStatus = { applied: 'applied', paid: 'paid', rejected: 'rejected' } as const;
export type CashoutStatusValue = (typeof CashoutStatus)[keyof typeof CashoutStatus];
export const CASHOUT_STATUSES = Object.values(CashoutStatus);
export const CASHOUT_STATUS_LABELS: Record<CashoutStatusValue, string> = {
  applied: '审核中',
  paid: '已打款',
  rejected: '已驳回',
};
export const CASHOUT_ACTIONS = ['approve', 'reject'] as const;
export type CashoutAction = (typeof CASHOUT_ACTIONS)[number];

export const cashoutNoField = labelled(
  z
    .string({ error: '请提供提现单号' })
    .trim()
    .regex(/^[A-Z0-9]{8,40}$/, '提现单号不正确'),
  '提现单号',
);

export const addCashoutBody = z.strictObject({
  accountId: labelled(cashoutAccountIdField, '提现账户'),
  amountFen: labelled(
    z.coerce
      .number({ error: '提现金额须为整数（分）' })
      .int('提现金额须为整数（分）')
      .positive('提现金额须大于 0')
      .max(MAX_ORDER_FEN, '提现金额过大'),
    '提现金额',
  ),
});

export const cashoutView = z.object({
  cashoutNo: z.string(),
  amountFen: z.number(),
  status: z.enum(CASHOUT_STATUSES),
  statusName: z.string(),
  accountType: z.enum(CASHOUT_ACCOUNT_TYPES),
  holder: z.string(),
  bank: z.string().nullable(),
  /** Masked. */
  account: z.string(),
  transferRef: z.string().nullable(),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  actions: z.array(z.enum(CASHOUT_ACTIONS)),
});
export type CashoutView = z.infer<typeof cashoutView>;
export const cashoutPage = pageOf(cashoutView);

/** An operator's row: the user, and the full account number (operators pay to it). */
export const adminCashoutView = cashoutView.extend({
  userId: z.number(),
  nickname: z.string(),
  fullAccount: z.string(),
  cardPicUrl: z.string().nullable(),
});
export type AdminCashoutView = z.infer<typeof adminCashoutView>;
export const adminCashoutPage = pageOf(adminCashoutView);

/** A calendar day that exists ("2026-02-30" does not), from 2000 on. */
const realDay = (v: string) => {
  const ms = Date.parse(`${v}T00:00:00Z`);
  return v >= '2000' && !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === v;
};
const dateField = (label: string) =>
  labelled(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式应为 YYYY-MM-DD`)
      .refine(realDay, `${label}不是有效日期`),
    label,
  );

export const adminCashoutFilter = z.strictObject({
  status: labelled(z.enum(CASHOUT_STATUSES, { error: '状态不正确' }), '状态').optional(),
  userId: labelled(rowId('用户编号不正确'), '用户编号').optional(),
  from: dateField('开始日期').optional(),
  to: dateField('结束日期').optional(),
});
export const adminCashoutQuery = z.strictObject({ ...pageQuery.shape, ...adminCashoutFilter.shape });
export type AdminCashoutQuery = z.infer<typeof adminCashoutQuery>;

export const approveCashoutBody = z.strictObject({
  cashoutNo: cashoutNoField,
  transferRef: labelled(z.string().trim().min(4, '请填写转账流水号').max(80, '转账流水号最多 80 字'), '转账流水号'),
});
export const rejectCashoutBody = z.strictObject({
  cashoutNo: cashoutNoField,
  reason: labelled(z.string().trim().min(2, '请填写驳回原因').max(500, '驳回原因最多 500 字'), '驳回原因'),
});
