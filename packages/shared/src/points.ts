import { z } from 'zod';
import { PHONE_RE, flagField, labelled, pageQuery, rowId } from './fields.js';
import { pageOf } from './demands.js';
import { ENTRY_KINDS } from './money.js';

/**
 * Points (积分): earned by the daily sign-in and the day tasks, spent in the points mall. Points are a ledger unit of
 * their own (the wallet's `points` account), never worth fen.
 */

/** Sign-in points by the day of the streak (day 1..7, then again from day 1): the seventh day gets the bonus. */
export const SIGN_IN_POINTS = [5, 5, 10, 5, 5, 10, 30] as const;
/** Points an inviter gets for each friend who registers with their code (or gives it within the days allowed). */
export const INVITE_POINTS = 50;
export const signInPointsFor = (streak: number): number => SIGN_IN_POINTS[(streak - 1) % SIGN_IN_POINTS.length]!;

/** The day tasks the server knows how to record; their titles, rewards and targets are data (table point_tasks). */
export const DAY_TASK_CODES = ['signIn', 'upload', 'comment', 'share', 'collect', 'demandDone'] as const;
export type DayTaskCode = (typeof DAY_TASK_CODES)[number];
/** signIn: sign in today; claim: take a finished task's reward. */
export const DAY_TASK_ACTIONS = ['signIn', 'claim'] as const;

export const pointsPanel = z.object({
  integral: z.number(),
  signFlag: z.boolean(),
  /** Consecutive days signed in, counting today when signed in today. */
  streak: z.number(),
  /** Points the next sign-in gives (tomorrow's when signed in today). */
  nextSignInPoints: z.number(),
  signInPoints: z.array(z.number()),
  /** Points earned today (sign-in and tasks). */
  todayPoints: z.number(),
});
export type PointsPanel = z.infer<typeof pointsPanel>;

export const pointsAddBody = z.strictObject({
  /** signIn (the default): today's sign-in; another task's code: claim its reward once it is done. */
  code: labelled(z.enum(DAY_TASK_CODES, '任务不存在').default('signIn'), '任务'),
});
export const pointsAddResult = z.object({
  code: z.enum(DAY_TASK_CODES),
  points: z.number(),
  integral: z.number(),
  streak: z.number().nullable(),
});

/**
 * A page opened from a shared link (SHARER_PARAM, constants.ts): `from` is the sharer's user id. Counts for the
 * sharer's "share" day task once per visitor and day, never for the sharer's own visits.
 */
export const shareVisitBody = z.strictObject({
  from: labelled(rowId('分享人不正确'), '分享人'),
});
export const shareVisitResult = z.object({ counted: z.boolean() });

export const dayTask = z.object({
  code: z.enum(DAY_TASK_CODES),
  title: z.string(),
  description: z.string(),
  reward: z.number(),
  target: z.number(),
  progress: z.number(),
  claimed: z.boolean(),
  actions: z.array(z.enum(DAY_TASK_ACTIONS)),
});
export type DayTask = z.infer<typeof dayTask>;
export const dayTaskList = z.object({ day: z.string(), list: z.array(dayTask) });

export const scoreItem = z.object({
  id: z.number(),
  kind: z.enum(ENTRY_KINDS),
  kindName: z.string(),
  amount: z.number(),
  balanceAfter: z.number(),
  memo: z.string(),
  createdAt: z.string(),
});
export type ScoreItem = z.infer<typeof scoreItem>;
export const scorePage = pageOf(scoreItem);

// --- the points mall ----------------------------------------------------------------------------

/** membership: a package given at once; coins: coins credited at once; physical: shipped by an operator. */
export const MALL_GOODS_KINDS = ['membership', 'coins', 'physical'] as const;
export type MallGoodsKind = (typeof MALL_GOODS_KINDS)[number];
export const MALL_GOODS_KIND_LABELS: Record<MallGoodsKind, string> = {
  membership: '会员套餐',
  coins: '金币',
  physical: '实物',
};

export const RedemptionStatus = { delivered: 'delivered', toShip: 'toShip', shipped: 'shipped' } as const;
export type RedemptionStatusValue = (typeof RedemptionStatus)[keyof typeof RedemptionStatus];
export const REDEMPTION_STATUSES = Object.values(RedemptionStatus);
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatusValue, string> = {
  delivered: '已发放',
  toShip: '待发货',
  shipped: '已发货',
};
export const REDEMPTION_ACTIONS = ['ship'] as const;
export type RedemptionAction = (typeof REDEMPTION_ACTIONS)[number];

/** The largest goods picture an operator may upload. */
export const MALL_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const mallGoods = z.object({
  id: z.number(),
  title: z.string(),
  picture: z.string(),
  kind: z.enum(MALL_GOODS_KINDS),
  kindName: z.string(),
  pointsPrice: z.number(),
  stock: z.number(),
  packageId: z.number().nullable(),
  /** Membership goods: the days of membership one redemption gives (the goods' own, not the package's default). */
  days: z.number().nullable(),
  coins: z.number().nullable(),
  description: z.string(),
  onSale: z.boolean(),
});
export type MallGoods = z.infer<typeof mallGoods>;
export const mallGoodsPage = pageOf(mallGoods);

export const mallListQuery = z.strictObject({
  ...pageQuery.shape,
  /** Operators: goods off sale too. */
  all: flagField('包含下架商品').optional(),
});

const count = (label: string, min: number, max: number) =>
  labelled(
    z.coerce
      .number({ error: `${label}须为整数` })
      .int(`${label}须为整数`)
      .min(min, min === 0 ? `${label}不能为负数` : `${label}至少为 ${min}`)
      .max(max, `${label}最多为 ${max}`),
    label,
  );

export const saveGoodsBody = z
  .strictObject({
    id: labelled(rowId('商品编号不正确'), '商品编号').optional(),
    title: labelled(z.string().trim().min(2, '商品名称至少 2 个字').max(40, '商品名称最多 40 个字'), '商品名称'),
    /** A picture the web app serves, or (kept when editing) an uploaded one's address. */
    picture: labelled(
      z
        .string()
        .trim()
        .regex(/^\/[\w./-]{1,200}$/, '图片须为本站地址（以 / 开头）'),
      '商品图片',
    ).optional(),
    /** A picture the operator uploaded (common/file/upload): replaces `picture`. */
    pictureFileId: labelled(z.string().trim().min(1, '请先上传商品图片').max(40, '图片编号不正确'), '商品图片').optional(),
    kind: labelled(z.enum(MALL_GOODS_KINDS, '商品类型不正确'), '商品类型'),
    pointsPrice: count('兑换积分', 1, 1_000_000),
    stock: count('库存', 0, 1_000_000),
    packageId: labelled(rowId('套餐编号不正确'), '套餐').optional(),
    days: count('会员天数', 1, 3650).optional(),
    coins: count('金币数', 1, 100_000).optional(),
    description: labelled(z.string().trim().max(200, '商品说明最多 200 个字'), '商品说明').default(''),
    onSale: flagField('上架').default(true),
  })
  .refine((b) => b.picture !== undefined || b.pictureFileId !== undefined, {
    message: '请选择或上传商品图片',
    path: ['picture'],
  })
  .refine((b) => b.kind !== 'membership' || b.packageId !== undefined, { message: '请选择兑换的套餐', path: ['packageId'] })
  .refine((b) => b.kind !== 'membership' || b.days !== undefined, { message: '请填写兑换的会员天数', path: ['days'] })
  .refine((b) => b.kind !== 'coins' || b.coins !== undefined, { message: '请填写兑换的金币数', path: ['coins'] });
export type SaveGoodsBody = z.infer<typeof saveGoodsBody>;

export const exchangeBody = z.strictObject({
  goodsId: labelled(rowId('商品编号不正确'), '商品'),
  /** Physical goods only: where to ship. */
  receiver: labelled(z.string().trim().min(2, '收货人至少 2 个字').max(20, '收货人最多 20 个字'), '收货人').optional(),
  phone: labelled(z.string().trim().regex(PHONE_RE, '请输入 11 位中国大陆手机号'), '联系电话').optional(),
  address: labelled(z.string().trim().min(5, '收货地址至少 5 个字').max(200, '收货地址最多 200 个字'), '收货地址').optional(),
});
export type ExchangeBody = z.infer<typeof exchangeBody>;

export const redemptionView = z.object({
  redemptionNo: z.string(),
  goodsId: z.number(),
  title: z.string(),
  picture: z.string(),
  kind: z.enum(MALL_GOODS_KINDS),
  kindName: z.string(),
  points: z.number(),
  status: z.enum(REDEMPTION_STATUSES),
  statusName: z.string(),
  receiver: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  trackingNo: z.string().nullable(),
  user: z.object({ id: z.number(), nickname: z.string() }),
  createdAt: z.string(),
  shippedAt: z.string().nullable(),
  actions: z.array(z.enum(REDEMPTION_ACTIONS)),
});
export type RedemptionView = z.infer<typeof redemptionView>;
export const redemptionPage = pageOf(redemptionView);

export const redemptionListQuery = z.strictObject({
  ...pageQuery.shape,
  status: labelled(z.enum(REDEMPTION_STATUSES, '状态不正确'), '状态').optional(),
});
export const shipBody = z.strictObject({
  redemptionNo: labelled(z.string().trim().min(1, '请指定兑换记录').max(40, '兑换单号不正确'), '兑换单号'),
  trackingNo: labelled(z.string().trim().min(4, '请填写快递单号').max(40, '快递单号最多 40 个字'), '快递单号'),
});
