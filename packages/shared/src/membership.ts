import { z } from 'zod';
import { labelled, pageQuery, PHONE_RE, rowId } from './fields.js';
import { ROLE_CODES, type RoleCode } from './users.js';

/**
 * Membership (issue 19): packages (combo packs) sell package roles for a number of days; a user's role records say
 * which roles they hold until when. Every gated feature asks the server's one feature check; the web asks the same
 * check (rolerecord/checkrole) to show a gated action as a disabled button with the reason and an upgrade link.
 */

export const ROLE_CODE_LIST = Object.keys(ROLE_CODES) as RoleCode[];
export const roleCode = labelled(z.enum(ROLE_CODE_LIST as [RoleCode, ...RoleCode[]], '未知的权益代码'), '权益代码');

/** The unit of a role's value, where the role has one (a quantity rather than a switch). */
export const ROLE_UNITS: Partial<Record<RoleCode, string>> = {
  CCKJ10: 'GB',
  MXNQGS: '个模型',
  MXUNUM: '个模型',
  ZTNUM: '个展厅',
};

/** The gated features: each is switched on by a role, and some are limited by the value of another. */
export const FEATURES = {
  embed: { label: '模型嵌入', role: 'NQ1', limitRole: 'MXNQGS' },
  watermark: { label: '去除水印', role: 'SY2', limitRole: null },
  logo: { label: '自定义 Logo', role: 'LG3', limitRole: null },
  cover: { label: '自定义封面', role: 'ZDYJZFM12', limitRole: null },
  password: { label: '密码访问模型', role: 'MMFWMX21', limitRole: null },
  storage: { label: '存储空间', role: 'CCKJ10', limitRole: 'CCKJ10' },
  upload: { label: '模型上传', role: 'MXUNUM', limitRole: 'MXUNUM' },
  arPro: { label: 'AR 试戴（珠宝、鞋靴）', role: 'ARPRO', limitRole: null },
  show: { label: '发布展厅', role: 'ZTNUM', limitRole: 'ZTNUM' },
} as const satisfies Record<string, { label: string; role: RoleCode; limitRole: RoleCode | null }>;

export type FeatureKey = keyof typeof FEATURES;
export const FEATURE_KEYS = Object.keys(FEATURES) as FeatureKey[];

/**
 * What every account has without a package: a role listed here is held for ever with this value (null for a
 * switch). Storage (CCKJ10) is not listed: without the role the configured default quota applies.
 */
export const FREE_ROLES: Partial<Record<RoleCode, number | null>> = { NQ1: null, MXNQGS: 3, MXUNUM: 50, ZTNUM: 1 };

export const PACKAGE_KINDS = ['combo', 'single'] as const;
export const PACKAGE_KIND_LABELS: Record<(typeof PACKAGE_KINDS)[number], string> = { combo: '组合套餐', single: '单项权益' };

export const packageRole = z.object({
  roleCode: z.string(),
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string().nullable(),
});
export type PackageRoleView = z.infer<typeof packageRole>;

export const packageView = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(PACKAGE_KINDS),
  priceFen: z.number(),
  durationDays: z.number(),
  onSale: z.boolean(),
  sort: z.number(),
  roles: z.array(packageRole),
});
export type PackageView = z.infer<typeof packageView>;

export const packageListQuery = z.strictObject({
  id: labelled(rowId('套餐编号不正确'), '套餐编号').optional(),
});
export const packageList = z.object({ list: z.array(packageView) });

/** One role and how to get it: the free allowance and the packages on sale that give it, cheapest first. */
export const roleOffer = z.object({
  roleCode: z.string(),
  name: z.string(),
  unit: z.string().nullable(),
  freeValue: z.number().nullable(),
  freeHeld: z.boolean(),
  packages: z.array(
    z.object({ id: z.number(), title: z.string(), priceFen: z.number(), durationDays: z.number(), value: z.number().nullable() }),
  ),
});
export const roleOfferQuery = z.strictObject({ roleCode: roleCode.optional() });
export const roleOfferList = z.object({ list: z.array(roleOffer) });

/** The package that unlocks a refused feature: where the upgrade link points. */
export const upgradeOffer = z.object({
  packageId: z.number(),
  title: z.string(),
  priceFen: z.number(),
  durationDays: z.number(),
});
export type UpgradeOffer = z.infer<typeof upgradeOffer>;

/** The answer of the feature check: may the user use the feature now, within what limit, and if not how to get it. */
export const featureDecision = z.object({
  feature: z.enum(FEATURE_KEYS as [FeatureKey, ...FeatureKey[]]),
  label: z.string(),
  allowed: z.boolean(),
  /** The quantity the user may reach (a count, or bytes for storage); null when the feature has no limit. */
  limit: z.number().nullable(),
  used: z.number().nullable(),
  expiresAt: z.string().nullable(),
  /** Why not, in Chinese; null when allowed. */
  reason: z.string().nullable(),
  upgrade: upgradeOffer.nullable(),
});
export type FeatureDecision = z.infer<typeof featureDecision>;
export const featureCheckQuery = z.strictObject({
  feature: labelled(z.enum(FEATURE_KEYS as [FeatureKey, ...FeatureKey[]], '未知的功能'), '功能').optional(),
});
export const featureChecks = z.object({ list: z.array(featureDecision) });

export const ROLE_RECORD_STATES = ['active', 'pending', 'expired', 'revoked'] as const;
export type RoleRecordState = (typeof ROLE_RECORD_STATES)[number];
export const ROLE_RECORD_STATE_LABELS: Record<RoleRecordState, string> = {
  active: '生效中',
  pending: '未开始',
  expired: '已到期',
  revoked: '已撤销',
};

export const roleRecord = z.object({
  id: z.number(),
  roleCode: z.string(),
  name: z.string(),
  value: z.number().nullable(),
  unit: z.string().nullable(),
  packageId: z.number().nullable(),
  packageTitle: z.string().nullable(),
  startsAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(ROLE_RECORD_STATES),
});
export type RoleRecordView = z.infer<typeof roleRecord>;
export const roleRecordList = z.object({ list: z.array(roleRecord) });

export const GRANT_SOURCES = ['order', 'operator', 'points'] as const;
export const GRANT_SOURCE_LABELS: Record<(typeof GRANT_SOURCES)[number], string> = {
  order: '购买',
  operator: '运营赠送',
  points: '积分兑换',
};

/** One package given to a user (bought through an order or granted by an operator), with its role records. */
export const packageGrant = z.object({
  id: z.number(),
  userId: z.number(),
  packageId: z.number(),
  title: z.string(),
  source: z.enum(GRANT_SOURCES),
  orderNo: z.string().nullable(),
  amountFen: z.number(),
  startsAt: z.string(),
  expiresAt: z.string(),
  state: z.enum(ROLE_RECORD_STATES),
  reason: z.string().nullable(),
  revokedReason: z.string().nullable(),
  createdAt: z.string(),
  roles: z.array(roleRecord),
});
export type PackageGrantView = z.infer<typeof packageGrant>;
const userId = labelled(rowId('用户编号不正确'), '用户编号');
/** Operators name a user by id or by the phone number they log in with. */
const userPhone = labelled(z.string().trim().regex(PHONE_RE, '请输入 11 位中国大陆手机号'), '手机号');
export const grantListQuery = pageQuery.extend({ userId: userId.optional(), phone: userPhone.optional() });
export const grantPage = z.object({ list: z.array(packageGrant), total: z.number(), pageNum: z.number(), pageSize: z.number() });

const reason = labelled(z.string().trim().min(2, '请填写原因（至少 2 个字）').max(200, '原因最多 200 个字'), '原因');
export const grantBody = z
  .strictObject({
    userId: userId.optional(),
    phone: userPhone.optional(),
    packageId: labelled(rowId('套餐编号不正确'), '套餐编号'),
    reason,
  })
  .refine((b) => (b.userId === undefined) !== (b.phone === undefined), {
    message: '请填写用户编号或手机号（二选一）',
    path: ['userId'],
  });
export const revokeBody = z.strictObject({
  grantId: labelled(rowId('记录编号不正确'), '记录编号'),
  reason,
});

const fen = labelled(z.coerce.number().int('价格须为整数（分）').min(0, '价格不能为负').max(100_000_000, '价格过大'), '价格');
export const savePackageBody = z.strictObject({
  id: labelled(rowId('套餐编号不正确'), '套餐编号').optional(),
  title: labelled(z.string().trim().min(2, '套餐名称至少 2 个字').max(40, '套餐名称最多 40 个字'), '套餐名称'),
  description: labelled(z.string().trim().max(200, '套餐说明最多 200 个字'), '套餐说明').default(''),
  kind: labelled(z.enum(PACKAGE_KINDS, '套餐类型不正确'), '套餐类型'),
  priceFen: fen,
  durationDays: labelled(
    z.coerce.number().int('天数须为整数').min(1, '有效期至少 1 天').max(3660, '有效期最多 3660 天'),
    '有效期',
  ),
  onSale: z.boolean().default(true),
  sort: labelled(z.coerce.number().int().min(0).max(9999), '排序').default(0),
  roles: labelled(
    z
      .array(
        z.strictObject({
          roleCode,
          value: labelled(z.number().int('数值须为整数').min(1, '数值须大于 0').max(1_000_000, '数值过大'), '数值').nullable(),
        }),
      )
      .min(1, '至少包含一项权益')
      .max(ROLE_CODE_LIST.length),
    '权益',
  ),
});
export type SavePackageBody = z.infer<typeof savePackageBody>;

/** Storage (role CCKJ10): the quota now, what is used, and the storage role records. */
export const storageCheck = z.object({
  quotaBytes: z.number(),
  usedBytes: z.number(),
  leftBytes: z.number(),
  maxFileBytes: z.number(),
  expiresAt: z.string().nullable(),
  upgrade: upgradeOffer.nullable(),
});

export const packVersion = z.object({
  /** The package of the user's longest-running active grant, or null on the free plan. */
  current: z.object({ packageId: z.number(), title: z.string(), expiresAt: z.string() }).nullable(),
  active: z.array(packageGrant),
});

export const auditEntry = z.object({
  id: z.number(),
  operatorId: z.number(),
  userId: z.number().nullable(),
  action: z.string(),
  packageId: z.number().nullable(),
  grantId: z.number().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export const auditPage = z.object({ list: z.array(auditEntry), total: z.number(), pageNum: z.number(), pageSize: z.number() });
