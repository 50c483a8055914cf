import { z } from 'zod';
import { certifiedBadge } from './business.js';
import { BUDGET_OPTIONS, NeedStatus, SERVICE_TYPES, TRADES } from './constants.js';
import { labelled, pageQuery, rowId, splitCommaList } from './fields.js';
import { uploadedFile } from './files.js';
import { modelProgress } from './models.js';
import { disputeView, escrowView } from './escrow.js';

/**
 * Modelling demands (建模需求) and bids (投标), issue 5.
 *
 * Demand status: the codes of docs/spec/SPEC.md section 3 plus 3 "cancelled" (已取消), which the spec does not number.
 *   -2 pending review --approve(operator)--> 0 bidding --choose(buyer)--> 4 awaiting escrow --fund(buyer)-->
 *   1 in production --accept(buyer, escrow released to the modeller less the platform fee)--> 2 completed
 *   -2 --reject(operator, reason)--> -1 review rejected --edit & resubmit(buyer)--> -2
 *   cancel (reason recorded) -> 3: from -2, -1, 0, 4 by the buyer or an operator; from 1 before any delivery by the
 *   buyer, the chosen modeller or an operator (reason required; the escrow goes back to the buyer in full).
 *   After a delivery the buyer or the modeller asks for cancellation (dispute, reason required) -> 5 in dispute; the
 *   other side adds its reason; an operator decides how the escrow is split -> 3. Completed and cancelled demands
 *   cannot be cancelled. Escrow rules: apps/server/src/modules/demand/escrow.ts.
 * The server's transition table (apps/server/src/modules/demand/transitions.ts) is the single authority.
 */
export const DEMAND_CANCELLED = 3;
export const DemandState = { ...NeedStatus, cancelled: DEMAND_CANCELLED, awaitingEscrow: 4, disputed: 5 } as const;
export type DemandStateValue = (typeof DemandState)[keyof typeof DemandState];
export const DEMAND_STATES: readonly DemandStateValue[] = [-2, -1, 0, 4, 1, 5, 2, 3];
/** Statuses anybody may see in the public lists and detail page. */
export const PUBLIC_DEMAND_STATES: readonly DemandStateValue[] = [0, 1, 2];

export const DEMAND_STATUS_LABELS: Record<DemandStateValue, string> = {
  [-2]: '待审核',
  [-1]: '审核未通过',
  0: '竞标中',
  1: '制作中',
  2: '已完成',
  3: '已取消',
  4: '待托管赏金',
  5: '取消纠纷处理中',
};

/** Bid status: 0 active, 1 chosen, 2 not chosen (another bid won), 3 withdrawn by the modeller, 4 demand cancelled. */
export const BidStatus = { active: 0, chosen: 1, notChosen: 2, withdrawn: 3, closed: 4 } as const;
export type BidStatusValue = (typeof BidStatus)[keyof typeof BidStatus];
export const BID_STATUS_LABELS: Record<BidStatusValue, string> = {
  0: '竞标中',
  1: '已中标',
  2: '未中标',
  3: '已撤回',
  4: '需求已取消',
};

/** Delivery status: 0 waiting for the buyer, 1 accepted, 2 changes requested. */
export const DeliveryStatus = { submitted: 0, accepted: 1, changesRequested: 2 } as const;
export type DeliveryStatusValue = (typeof DeliveryStatus)[keyof typeof DeliveryStatus];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatusValue, string> = { 0: '待验收', 1: '已验收', 2: '需修改' };

/**
 * What a user may do to a demand now. Responses carry the list (`actions`) the server derives from its state machine
 * (apps/server/src/modules/demand/transitions.ts: allowedActions), so a page shows exactly the buttons the server would
 * accept; anonymous viewers get none.
 */
export const DEMAND_ACTIONS = [
  'approve',
  'reject',
  'edit',
  'bid',
  'withdrawBid',
  'choose',
  'fund',
  'deliver',
  'requestChange',
  'accept',
  'cancel',
  'dispute',
  'respondDispute',
  'decideDispute',
  'evaluate',
] as const;
export type DemandAction = (typeof DEMAND_ACTIONS)[number];
export const demandActions = z.array(z.enum(DEMAND_ACTIONS));

export const CONTACT_TYPES = ['platform', 'phone', 'wechat'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];
export const CONTACT_TYPE_LABELS: Record<ContactType, string> = { platform: '站内消息', phone: '电话', wechat: '微信' };

export const DEMAND_LIMITS = {
  titleMin: 4,
  titleMax: 50,
  descriptionMin: 10,
  descriptionMax: 5000,
  images: 9,
  attachments: 10,
  deliveryFiles: 20,
  deliveryNoteMax: 2000,
  bidMessageMax: 1000,
  portfolioLinks: 5,
  bidDaysMax: 365,
  /** Bid price in fen: ¥1 to ¥1,000,000. */
  bidPriceMin: 100,
  bidPriceMax: 100_000_000,
  reasonMin: 2,
  reasonMax: 500,
  commentMax: 500,
  introMax: 500,
} as const;

/** File kinds (UploadedFile.kind) a demand accepts. Reference images are pictures only. */
export const DEMAND_IMAGE_KINDS: readonly string[] = ['image'];
/**
 * Attachments: the types of docs/spec/SPEC.md section 3 (DOC, XLS, PPT, TXT, PDF, VIDEO, ZIP, RAR) plus images and
 * 3D model files. Files the upload service could not identify ("other": executables, unknown binaries) are refused.
 */
export const DEMAND_ATTACHMENT_KINDS: readonly string[] = [
  'doc',
  'xls',
  'ppt',
  'txt',
  'pdf',
  'video',
  'zip',
  'rar',
  'image',
  'model',
];
/** Delivered work: the same kinds as attachments. */
export const DEMAND_DELIVERY_KINDS: readonly string[] = DEMAND_ATTACHMENT_KINDS;

export const budgetText = (yuan: number) => (yuan === 0 ? '面议' : `¥${yuan}`);

/**
 * A public code (need code, bid code), named by `label` in messages. Never refused for its content: an unknown
 * code is answered by the service ("需求不存在"), a missing one with "请提供需求编号".
 */
export const publicCode = (label: string) =>
  labelled(
    z
      .string()
      .trim()
      .transform((s) => s.slice(0, 64)),
    label,
  ).default('');
const needCode = () => publicCode('需求编号');

/** A list of file ids: an array, or "a,b,c" from a form post. */
const fileIds = (label: string, max: number, tooMany: string) =>
  labelled(
    z.preprocess(
      splitCommaList,
      z
        .array(z.string().trim().min(1, '文件编号不正确').max(64, '文件编号不正确'), { error: '文件编号不正确' })
        .max(max, tooMany),
    ),
    label,
  ).default([]);

/** A date (YYYY-MM-DD, end of that day in China) or a date-time with a zone; normalised to ISO UTC. */
export const deadlineField = () =>
  labelled(
    z
      .string({ error: '请选择截止日期' })
      .describe('截止日期：YYYY-MM-DD（当天 24 点前，北京时间）或带时区的 ISO 时间；须晚于现在且在一年内')
      .trim()
      .min(1, '请选择截止日期')
      .transform((s, ctx) => {
        const ms = /^\d{4}-\d{2}-\d{2}$/.test(s) ? Date.parse(`${s}T23:59:59+08:00`) : Date.parse(s);
        if (Number.isNaN(ms)) {
          ctx.addIssue({ code: 'custom', message: '截止日期格式不正确' });
          return z.NEVER;
        }
        return new Date(ms).toISOString();
      }),
    '截止日期',
  );

const budgetField = labelled(
  z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.coerce
        .number({ error: '请选择预算' })
        .refine(
          (n) => (BUDGET_OPTIONS as readonly number[]).includes(n),
          `预算须为以下档位之一：${BUDGET_OPTIONS.map(budgetText).join('、')}`,
        ),
    )
    .describe(`预算（元），可选 ${BUDGET_OPTIONS.join('、')}；0 为面议`),
  '预算',
);

const needFields = {
  title: labelled(
    z
      .string({ error: '请填写需求标题' })
      .trim()
      .min(DEMAND_LIMITS.titleMin, `需求标题至少 ${DEMAND_LIMITS.titleMin} 个字`)
      .max(DEMAND_LIMITS.titleMax, `需求标题最多 ${DEMAND_LIMITS.titleMax} 个字`),
    '需求标题',
  ),
  serviceType: labelled(z.enum(SERVICE_TYPES, { error: '请选择服务类型' }), '服务类型'),
  trade: labelled(z.enum(TRADES, { error: '请选择所属行业' }), '所属行业'),
  budget: budgetField,
  deadline: deadlineField(),
  description: labelled(
    z
      .string({ error: '请填写需求描述' })
      .trim()
      .min(DEMAND_LIMITS.descriptionMin, `需求描述至少 ${DEMAND_LIMITS.descriptionMin} 个字`)
      .max(DEMAND_LIMITS.descriptionMax, `需求描述最多 ${DEMAND_LIMITS.descriptionMax} 个字`),
    '需求描述',
  ),
  imageIds: fileIds('参考图片', DEMAND_LIMITS.images, `参考图片最多 ${DEMAND_LIMITS.images} 张`),
  attachmentIds: fileIds('附件', DEMAND_LIMITS.attachments, `附件最多 ${DEMAND_LIMITS.attachments} 个`),
  contactType: labelled(z.enum(CONTACT_TYPES, { error: '联系方式只能是站内消息、电话或微信' }), '联系方式').default('platform'),
  /** Phone number or WeChat id; shown only to the buyer and the chosen modeller. */
  contactValue: labelled(z.string().trim().max(60, '联系方式最多 60 个字'), '联系方式').optional(),
};

/** need/create */
export const createDemandBody = z.strictObject({
  ...needFields,
  /** A provider invited to bid (the author asked for a quote from a model page); told once the demand is open. */
  invitedUserId: labelled(
    z.preprocess((v) => (v === '' || v === null ? undefined : v), rowId('邀请的建模师不正确').optional()),
    '邀请的建模师',
  ),
});
export type CreateDemandInput = z.input<typeof createDemandBody>;
/** need/update: edit a demand waiting for review, or fix a rejected one and submit it again. */
export const updateDemandBody = z.strictObject({ code: needCode(), ...needFields });
export type UpdateDemandInput = z.input<typeof updateDemandBody>;

export const codeQuery = z.strictObject({ code: needCode() });
export const codeBody = codeQuery;
/** need/getBidList: a page of one demand's bids. */
export const bidListQuery = z.strictObject({ ...codeQuery.shape, ...pageQuery.shape });

export const DEMAND_SORTS = ['newest', 'closingSoon'] as const;
export type DemandSort = (typeof DEMAND_SORTS)[number];

const statusFilter = (label: string, allowed: readonly number[], msg: string) =>
  labelled(
    z.coerce
      .number({ error: msg })
      .int(msg)
      .refine((n) => allowed.includes(n), msg),
    label,
  );

/** need/getList: the public demand hall (/need). */
export const demandListQuery = z.strictObject({
  ...pageQuery.shape,
  serviceType: labelled(z.enum(SERVICE_TYPES, { error: '服务类型不正确' }), '服务类型').optional(),
  trade: labelled(z.enum(TRADES, { error: '所属行业不正确' }), '所属行业').optional(),
  budget: budgetField.optional(),
  /** 0 bidding, 1 in production, 2 completed; omitted: all three. */
  status: statusFilter('状态', PUBLIC_DEMAND_STATES, '状态只能是 0（竞标中）、1（制作中）或 2（已完成）').optional(),
  keyword: z.string().trim().max(50, '关键词最多 50 个字').optional(),
  /** newest: latest first; closingSoon: still open for bids, nearest deadline first. */
  sort: labelled(z.enum(DEMAND_SORTS, { error: '排序方式只能是 newest 或 closingSoon' }), '排序方式').default('newest'),
});
export type DemandListQuery = z.input<typeof demandListQuery>;

/** user/getUserNeedInfo: my published demands, any status. */
export const myDemandsQuery = z.strictObject({
  ...pageQuery.shape,
  status: statusFilter('状态', DEMAND_STATES, '状态不正确').optional(),
});
/** user/getJmsNeedInfo: demands I bid on. */
export const myBidsQuery = z.strictObject({
  ...pageQuery.shape,
  bidStatus: statusFilter('投标状态', [0, 1, 2, 3, 4], '投标状态不正确').optional(),
  /** Filter by the demand's status (e.g. 1: my work in production). */
  status: statusFilter('状态', DEMAND_STATES, '状态不正确').optional(),
});
/** need/admin/reviewList */
export const reviewListQuery = z.strictObject({
  ...pageQuery.shape,
  status: statusFilter('状态', DEMAND_STATES, '状态不正确').default(-2),
});

export const bidBody = z.strictObject({
  code: needCode(),
  price: labelled(
    z.coerce
      .number({ error: '请填写报价' })
      .int('报价以分为单位，须为整数')
      .min(DEMAND_LIMITS.bidPriceMin, '报价至少 1 元')
      .max(DEMAND_LIMITS.bidPriceMax, '报价最多 100 万元'),
    '报价',
  ),
  days: labelled(
    z.coerce
      .number({ error: '请填写工期' })
      .int('工期须为整数天')
      .min(1, '工期至少 1 天')
      .max(DEMAND_LIMITS.bidDaysMax, `工期最多 ${DEMAND_LIMITS.bidDaysMax} 天`),
    '工期',
  ),
  message: labelled(
    z
      .string({ error: '请填写投标说明' })
      .trim()
      .min(1, '请填写投标说明')
      .max(DEMAND_LIMITS.bidMessageMax, `投标说明最多 ${DEMAND_LIMITS.bidMessageMax} 个字`),
    '投标说明',
  ),
  portfolioLinks: labelled(
    z.preprocess(
      (v) => (typeof v === 'string' ? v.split(/[\s,]+/).filter(Boolean) : v),
      z
        .array(z.url({ protocol: /^https?$/, error: '作品链接须为 http(s) 网址' }).max(500, '作品链接过长'), {
          error: '作品链接格式不正确',
        })
        .max(DEMAND_LIMITS.portfolioLinks, `作品链接最多 ${DEMAND_LIMITS.portfolioLinks} 个`),
    ),
    '作品链接',
  ).default([]),
});
export type BidInput = z.input<typeof bidBody>;

export const chooseBidBody = z.strictObject({ code: needCode(), bidCode: publicCode('投标编号') });

const reasonText = () =>
  labelled(
    z.string({ error: '请填写原因' }).trim().max(DEMAND_LIMITS.reasonMax, `原因最多 ${DEMAND_LIMITS.reasonMax} 个字`),
    '原因',
  );
const requiredReason = () => reasonText().min(DEMAND_LIMITS.reasonMin, `原因至少 ${DEMAND_LIMITS.reasonMin} 个字`);

/** need/cancel: the reason is required once the demand is in production (checked by the server). */
export const cancelDemandBody = z.strictObject({ code: needCode(), reason: reasonText().optional() });
export const rejectDemandBody = z.strictObject({ code: needCode(), reason: requiredReason() });
export const changeRequestBody = z.strictObject({ code: needCode(), reason: requiredReason() });

export const deliverBody = z.strictObject({
  code: needCode(),
  note: labelled(
    z.string().trim().max(DEMAND_LIMITS.deliveryNoteMax, `交付说明最多 ${DEMAND_LIMITS.deliveryNoteMax} 个字`),
    '交付说明',
  ).default(''),
  fileIds: fileIds('交付文件', DEMAND_LIMITS.deliveryFiles, `交付文件最多 ${DEMAND_LIMITS.deliveryFiles} 个`),
});

export const scoreBody = z.strictObject({
  code: needCode(),
  score: labelled(
    z.coerce.number({ error: '请选择评分' }).int('评分须为 1-5 的整数').min(1, '评分须为 1-5 分').max(5, '评分须为 1-5 分'),
    '评分',
  ),
  comment: labelled(
    z.string().trim().max(DEMAND_LIMITS.commentMax, `评价内容最多 ${DEMAND_LIMITS.commentMax} 个字`),
    '评价内容',
  ).default(''),
});

export const limitQuery = z.strictObject({
  limit: labelled(
    z.coerce.number({ error: '数量不正确' }).int('数量不正确').min(1, '数量至少为 1').max(50, '数量最多 50'),
    '数量',
  ).default(8),
});
// --- responses ------------------------------------------------------------------------------------

export const demandFile = uploadedFile;
export type DemandFile = z.infer<typeof demandFile>;

export const demandUser = z.object({ id: z.number(), nickname: z.string(), avatar: z.string().nullable() });

export const demandSummary = z.object({
  code: z.string(),
  title: z.string(),
  serviceType: z.string(),
  trade: z.string(),
  /** Yuan, one of BUDGET_OPTIONS; 0 is face-to-face (面议). */
  budget: z.number(),
  budgetText: z.string(),
  deadline: z.string(),
  /** The deadline has passed: no more bids. */
  expired: z.boolean(),
  status: z.number(),
  statusText: z.string(),
  /** Bids that are not withdrawn. Prices are never in lists. */
  bidCount: z.number(),
  coverUrl: z.string().nullable(),
  createdAt: z.string(),
  owner: demandUser,
});
export type DemandSummary = z.infer<typeof demandSummary>;

export const modellerBrief = z.object({
  id: z.number(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  type: z.number(),
  typeName: z.string(),
  completedCount: z.number(),
  avgScore: z.number().nullable(),
});

export const bidView = z.object({
  code: z.string(),
  needCode: z.string(),
  /** The bidder, with their certification badge (issue 18). */
  modeller: modellerBrief.extend({ certified: certifiedBadge }),
  /** Fen. Only the demand's owner and the bidder see it; null for everybody else. */
  price: z.number().nullable(),
  priceText: z.string(),
  days: z.number(),
  /** Only the owner and the bidder see the message and links. */
  message: z.string().nullable(),
  portfolioLinks: z.array(z.string()),
  status: z.number(),
  statusText: z.string(),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The viewer's actions on this bid: the demand owner's `choose`, the bidder's `withdrawBid`. */
  actions: demandActions,
});
export type BidView = z.infer<typeof bidView>;

/** A delivered file; a 3D model among them is also processed for online preview (`model`, else null). */
export const deliveryFile = demandFile.extend({ model: modelProgress.nullable() });
export type DeliveryFile = z.infer<typeof deliveryFile>;

export const deliveryView = z.object({
  id: z.number(),
  note: z.string(),
  files: z.array(deliveryFile),
  status: z.number(),
  statusText: z.string(),
  changeReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The owner's `requestChange` and `accept`, on the latest delivery while it waits for them. */
  actions: demandActions,
});
export type DeliveryView = z.infer<typeof deliveryView>;

export const evaluationView = z.object({
  fromRole: z.enum(['buyer', 'modeller']),
  from: demandUser,
  to: demandUser,
  score: z.number(),
  comment: z.string(),
  createdAt: z.string(),
});
export type EvaluationView = z.infer<typeof evaluationView>;

export const demandEventView = z.object({
  action: z.string(),
  actionText: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  note: z.string().nullable(),
  actor: demandUser.nullable(),
  createdAt: z.string(),
});

export const DEMAND_VIEWER_ROLES = ['owner', 'modeller', 'operator', 'bidder', 'visitor'] as const;

export const demandDetail = demandSummary.extend({
  description: z.string(),
  images: z.array(demandFile),
  /** Attachments are shown to logged-in users only. */
  attachments: z.array(demandFile),
  contactType: z.string(),
  contactTypeText: z.string(),
  /** Only the owner, the chosen modeller and operators see the contact value. */
  contactValue: z.string().nullable(),
  /** The reviewer's reason, for the owner (and operators) while the demand is rejected. */
  rejectReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(['buyer', 'modeller', 'operator']).nullable(),
  /** Who is looking: decides what is shown and which buttons the page offers. */
  viewerRole: z.enum(DEMAND_VIEWER_ROLES),
  canBid: z.boolean(),
  /** Why the viewer cannot bid, when they cannot (Chinese). */
  bidBlockedReason: z.string().nullable(),
  myBid: bidView.nullable(),
  chosenBid: bidView.nullable(),
  modeller: modellerBrief.nullable(),
  /** Owner, chosen modeller and operators only. */
  deliveries: z.array(deliveryView),
  timeline: z.array(demandEventView),
  evaluations: z.array(evaluationView),
  /** Whether the viewer may still evaluate (participants of a completed demand, once each). */
  canEvaluate: z.boolean(),
  reviewedAt: z.string().nullable(),
  chosenAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The escrow of the chosen bid (buyer, chosen modeller and operators; null for others and before a choice). */
  escrow: escrowView.nullable(),
  /** A cancellation after a delivery, waiting for (or decided by) an operator; same viewers as the escrow. */
  dispute: disputeView.nullable(),
  updatedAt: z.string(),
  /** What the viewer may do to the demand now. */
  actions: demandActions,
});
export type DemandDetail = z.infer<typeof demandDetail>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const demandPage = pageOf(demandSummary);
/** A demand in a list that offers buttons (my demands, my bids, the review queue): with what the viewer may do. */
export const demandItem = demandSummary.extend({ actions: demandActions });
export type DemandItem = z.infer<typeof demandItem>;
export const demandItemPage = pageOf(demandItem);
export const bidPage = pageOf(bidView);
/** A demand I bid on, with my bid. */
export const myBidItem = z.object({ need: demandItem, bid: bidView });
export const myBidPage = pageOf(myBidItem);

export const demandCountData = z.object({
  /** As the buyer: demands I published, by status. */
  published: z.number(),
  pendingReview: z.number(),
  rejected: z.number(),
  bidding: z.number(),
  inProduction: z.number(),
  completed: z.number(),
  cancelled: z.number(),
  /** As a modeller: my bids. */
  bids: z.object({
    total: z.number(),
    active: z.number(),
    won: z.number(),
    inProduction: z.number(),
    completed: z.number(),
  }),
});
export type DemandCountData = z.infer<typeof demandCountData>;

export const tradeTypeInfo = z.object({
  serviceTypes: z.array(z.string()),
  trades: z.array(z.string()),
  budgetOptions: z.array(z.object({ value: z.number(), label: z.string() })),
  statuses: z.array(z.object({ value: z.number(), label: z.string() })),
  contactTypes: z.array(z.object({ value: z.string(), label: z.string() })),
  imageKinds: z.array(z.string()),
  attachmentKinds: z.array(z.string()),
  limits: z.object({ images: z.number(), attachments: z.number(), deliveryFiles: z.number() }),
});

export const bidResult = bidView;
export const okResult = z.object({ code: z.string(), status: z.number(), statusText: z.string() });
export type DemandOkResult = z.infer<typeof okResult>;
