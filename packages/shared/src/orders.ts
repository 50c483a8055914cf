import { z } from 'zod';
import { labelled, pageQuery, rowId } from './fields.js';
import { pageOf } from './demands.js';
import { modelCode } from './models.js';
import { ENTRY_KINDS, ORDER_ACTIONS, ORDER_KINDS, ORDER_STATUSES, PAY_TYPES, USER_ACCOUNT_KINDS } from './money.js';

/** Requests and answers of orders, payments and bills (issue 19). Amounts are integer fen, coins integers. */

/** Most coins one top-up may buy. */
export const MAX_TOPUP_COINS = 100_000;

export const orderNoField = labelled(
  z
    .string({ error: '请提供订单号' })
    .trim()
    .regex(/^[A-Z0-9]{8,40}$/, '订单号不正确'),
  '订单号',
);
export const payTypeField = labelled(z.enum(PAY_TYPES, { error: '支付方式不正确' }), '支付方式');
export const PAY_SCENES = ['qr', 'h5', 'jsapi', 'page', 'wap'] as const;
export const payScene = labelled(z.enum(PAY_SCENES, { error: '支付场景不正确' }), '支付场景');

export const coinOrderBody = z.strictObject({
  coins: labelled(
    z.coerce
      .number({ error: '充值金币数须为整数' })
      .int('充值金币数须为整数')
      .min(1, '充值金币数至少为 1')
      .max(MAX_TOPUP_COINS, `单次最多充值 ${MAX_TOPUP_COINS} 金币`),
    '充值金币数',
  ),
});
export const orderNoBody = z.strictObject({ orderNo: orderNoField });
export const orderNoQuery = z.strictObject({ orderNo: orderNoField });
export const submitPaymentBody = z.strictObject({
  orderNo: orderNoField,
  payType: payTypeField,
  scene: payScene.default('qr'),
  /** A page of this site to come back to after paying (page and wap pay). */
  returnPath: labelled(
    z
      .string()
      .max(300)
      .regex(/^\/([\w\-.?=&%][\w\-./?=&%]*)?$/, '返回地址须为本站页面'),
    '返回地址',
  ).optional(),
});
export const gatewayPaymentBody = submitPaymentBody.omit({ payType: true });
export const payTypeBody = z.strictObject({ orderNo: orderNoField, payType: payTypeField });
export const modelOrderBody = z.strictObject({ modelCode: modelCode() });
export const packageOrderBody = z.strictObject({ packageId: rowId('套餐编号不正确') });
export const orderFeedbackBody = z.strictObject({
  orderNo: orderNoField,
  content: labelled(z.string().trim().min(1, '请填写反馈内容').max(500, '反馈内容最多 500 字'), '反馈内容'),
});
export const orderListQuery = z.strictObject({
  ...pageQuery.shape,
  kind: labelled(z.enum(ORDER_KINDS, { error: '订单类型不正确' }), '订单类型').optional(),
  status: labelled(z.enum(ORDER_STATUSES, { error: '订单状态不正确' }), '订单状态').optional(),
});
export const adminOrderQuery = orderListQuery.extend({
  keyword: labelled(z.string().trim().max(40), '关键词').optional(),
});
export const refundBody = z.strictObject({
  orderNo: orderNoField,
  reason: labelled(z.string().trim().min(2, '请填写退款原因').max(500, '退款原因最多 500 字'), '退款原因'),
});
export const billsQuery = z.strictObject({
  ...pageQuery.shape,
  account: labelled(z.enum(USER_ACCOUNT_KINDS, { error: '账户类型不正确' }), '账户').optional(),
});
export const noticeListQuery = z.strictObject({
  ...pageQuery.shape,
  flagged: labelled(z.enum(['1', '0']), '仅看待处理').optional(),
});
export const noticeResolveBody = z.strictObject({ id: rowId('通知编号不正确') });

const party = z.object({ id: z.number(), nickname: z.string() }).nullable();

export const orderView = z.object({
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  kindName: z.string(),
  subject: z.string(),
  amountFen: z.number(),
  /** Coins bought (top-up orders) or the coin price (orders payable with coins; null when the amount is not whole yuan). */
  coins: z.number().nullable(),
  payType: z.enum(PAY_TYPES).nullable(),
  payTypeName: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  statusName: z.string(),
  refId: z.number().nullable(),
  /** The model bought (model orders). */
  modelCode: z.string().nullable(),
  buyer: party,
  seller: party,
  feedback: z.string().nullable(),
  refundReason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** What the viewer may do now. */
  actions: z.array(z.enum(ORDER_ACTIONS)),
});
export type OrderView = z.infer<typeof orderView>;
export const orderPage = pageOf(orderView);

export const paymentStart = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('qr'), codeUrl: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('jsapi'), params: z.record(z.string(), z.string()) }),
]);
export type PaymentStartView = z.infer<typeof paymentStart>;

/**
 * What a payment gateway's notification is answered, in the gateway's own format (not the API envelope): WeChat
 * Pay 204 without a body or 4XX {"code":"FAIL"}, Alipay the text success or fail, the sandbox {"code":…}.
 */
export const gatewayAck = z.string().describe('网关要求的应答（非统一响应格式）');

export const paymentResult = z.object({
  order: orderView,
  /** How to pay through a gateway; null when paid already (coins). */
  start: paymentStart.nullable(),
});
export type PaymentResult = z.infer<typeof paymentResult>;

export const orderCounts = z.object({
  total: z.number(),
  byStatus: z.record(z.enum(ORDER_STATUSES), z.number()),
  byKind: z.record(z.enum(ORDER_KINDS), z.number()),
});

export const payOptions = z.object({
  /** Gateways offered, in order (sandbox is 测试支付). */
  channels: z.array(z.object({ payType: z.enum(PAY_TYPES), name: z.string(), test: z.boolean() })),
  coins: z.number(),
  earnings: z.number(),
});

export const billItem = z.object({
  id: z.number(),
  orderNo: z.string(),
  kind: z.enum(ENTRY_KINDS),
  kindName: z.string(),
  account: z.enum(USER_ACCOUNT_KINDS),
  /** Coins for the coin account, fen for earnings; negative is money out. */
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
  createdAt: z.string(),
});
export const billPage = pageOf(billItem);

export const noticeView = z.object({
  id: z.number(),
  channel: z.string(),
  orderNo: z.string(),
  tradeNo: z.string(),
  amountFen: z.number(),
  appId: z.string(),
  paid: z.boolean(),
  result: z.string(),
  reason: z.string().nullable(),
  raw: z.string(),
  resolvedAt: z.string().nullable(),
  createdAt: z.string(),
});
export const noticePage = pageOf(noticeView);

export const recentShopping = z.array(
  z.object({
    orderNo: z.string(),
    subject: z.string(),
    modelCode: z.string().nullable(),
    amountFen: z.number(),
    paidAt: z.string(),
  }),
);
