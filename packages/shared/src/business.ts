import { z } from 'zod';
import { labelled, pageQuery, passwordHash, phone, rowId, smsCode } from './fields.js';

/**
 * Business accounts (issue 18): certification of a person or a company, sub-accounts of a company with their
 * rights, and the company's profile and brands.
 */

// --- check digits -------------------------------------------------------------------------------

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECKS = '10X98765432';

/** A resident ID number (GB 11643): 18 characters, a real birth date, and its ISO 7064 MOD 11-2 check digit. */
export function isResidentId(value: string): boolean {
  const s = value.toUpperCase();
  if (!/^[1-9]\d{16}[\dX]$/.test(s)) return false;
  const y = Number(s.slice(6, 10));
  const m = Number(s.slice(10, 12));
  const d = Number(s.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || birth.getUTCMonth() !== m - 1 || birth.getUTCDate() !== d || birth.getTime() > Date.now()) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
  return ID_CHECKS[sum % 11] === s[17];
}

const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** A unified social credit code (GB 32100-2015): 18 characters of its alphabet and its MOD 31 check character. */
export function isCreditCode(value: string): boolean {
  const s = value.toUpperCase();
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(s)) return false;
  const sum = CREDIT_WEIGHTS.reduce((acc, w, i) => acc + w * CREDIT_CHARS.indexOf(s.charAt(i)), 0);
  return CREDIT_CHARS[(31 - (sum % 31)) % 31] === s[17];
}

// --- certification ------------------------------------------------------------------------------

export const CERT_KINDS = ['person', 'company'] as const;
export type CertKind = (typeof CERT_KINDS)[number];
export const CERT_KIND_LABELS: Record<CertKind, string> = { person: '个人认证', company: '企业认证' };

export const CERT_STATES = ['pending', 'approved', 'rejected'] as const;
export type CertState = (typeof CERT_STATES)[number];
export const CERT_STATE_LABELS: Record<CertState, string> = { pending: '审核中', approved: '已认证', rejected: '未通过' };

export const CERT_ACTIONS = ['approve', 'reject', 'resubmit'] as const;
export type CertAction = (typeof CERT_ACTIONS)[number];

const fileId = (label: string) => labelled(z.string(`请上传${label}`).trim().min(1, `请上传${label}`).max(40), label);

export const commitCertificationBody = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('person'),
      realName: labelled(z.string().trim().min(2, '请填写真实姓名').max(30, '姓名最多 30 个字'), '真实姓名'),
      idNumber: labelled(
        z.string().trim().toUpperCase().refine(isResidentId, '身份证号码不正确，请核对出生日期与最后一位校验码'),
        '身份证号码',
      ),
      frontFileId: fileId('身份证人像面'),
      backFileId: fileId('身份证国徽面'),
    }),
    z.strictObject({
      kind: z.literal('company'),
      companyName: labelled(z.string().trim().min(2, '请填写企业名称').max(60, '企业名称最多 60 个字'), '企业名称'),
      creditCode: labelled(
        z.string().trim().toUpperCase().refine(isCreditCode, '统一社会信用代码不正确，请核对最后一位校验码'),
        '统一社会信用代码',
      ),
      licenceFileId: fileId('营业执照'),
    }),
  ],
  { error: '请选择个人认证或企业认证' },
);
export type CommitCertificationBody = z.infer<typeof commitCertificationBody>;

const certPhoto = z.object({ label: z.string(), fileId: z.string(), url: z.string() });

export const certification = z.object({
  id: z.number(),
  kind: z.enum(CERT_KINDS),
  /** The person's real name or the company's name. */
  name: z.string(),
  /** ID number or credit code, masked but for its first and last characters (operators see it whole). */
  number: z.string(),
  photos: z.array(certPhoto),
  status: z.enum(CERT_STATES),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  actions: z.array(z.enum(CERT_ACTIONS)),
});
export type Certification = z.infer<typeof certification>;

export const adminCertification = certification.extend({
  user: z.object({ id: z.number(), nickname: z.string(), login: z.string() }),
});
export type AdminCertification = z.infer<typeof adminCertification>;

export const certificationQueueQuery = pageQuery.extend({
  status: labelled(z.enum(CERT_STATES, { error: '状态不正确' }), '状态').optional(),
});

export const reviewCertificationBody = z.strictObject({
  id: rowId('认证编号不正确'),
  action: labelled(z.enum(['approve', 'reject'], { error: '操作不正确' }), '操作'),
  reason: labelled(z.string().trim().max(200, '原因最多 200 个字'), '原因').optional(),
});

export const certificationPage = z.object({
  list: z.array(adminCertification),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

/** The badge shown beside an author: a certified person or company, or nothing. */
export const certifiedBadge = z.enum(CERT_KINDS).nullable();
export type CertifiedBadge = z.infer<typeof certifiedBadge>;

// --- sub-accounts -------------------------------------------------------------------------------

export const CHILD_RIGHTS = ['upload', 'editModels', 'manageShows', 'seeStats', 'spendCoins'] as const;
export type ChildRight = (typeof CHILD_RIGHTS)[number];
export const CHILD_RIGHT_LABELS: Record<ChildRight, string> = {
  upload: '上传模型',
  editModels: '编辑模型',
  manageShows: '管理展厅',
  seeStats: '查看统计',
  spendCoins: '使用金币',
};

const rightsField = labelled(
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v),
    z.array(z.enum(CHILD_RIGHTS, { error: '权限不正确' })).max(CHILD_RIGHTS.length),
  ),
  '权限',
);
const coinLimitField = labelled(
  z.coerce
    .number({ error: '金币额度须为整数' })
    .int('金币额度须为整数')
    .min(0, '金币额度不能为负数')
    .max(10_000_000, '金币额度最多 1000 万'),
  '金币额度',
);
const nicknameField = labelled(z.string().trim().min(1, '请填写子账号名称').max(20, '名称最多 20 个字'), '子账号名称');

/** Create (no childId: login and password required) or change a child; every change needs the parent's SMS code. */
export const editAccountBody = z.strictObject({
  childId: rowId('子账号编号不正确').optional(),
  login: labelled(phone(), '子账号登录手机号').optional(),
  password: passwordHash().optional(),
  nickname: nicknameField,
  rights: rightsField,
  coinLimit: coinLimitField.default(0),
  enabled: labelled(z.boolean('启用状态须为是或否'), '启用状态').default(true),
  code: smsCode(),
});
export type EditAccountBody = z.infer<typeof editAccountBody>;

export const deleteChildBody = z.strictObject({ childId: rowId('子账号编号不正确'), code: smsCode() });

export const childAccount = z.object({
  id: z.number(),
  login: z.string(),
  nickname: z.string(),
  rights: z.array(z.enum(CHILD_RIGHTS)),
  coinLimit: z.number(),
  coinsSpent: z.number(),
  enabled: z.boolean(),
  createdAt: z.string(),
});
export type ChildAccount = z.infer<typeof childAccount>;

export const childList = z.object({ list: z.array(childAccount), isChild: z.boolean(), parentPhone: z.string() });

export const activityItem = z.object({
  id: z.number(),
  actor: z.object({ id: z.number(), nickname: z.string() }),
  action: z.string(),
  detail: z.string(),
  createdAt: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityPage = z.object({
  list: z.array(activityItem),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

// --- company and brands -------------------------------------------------------------------------

const optionalText = (label: string, max: number) =>
  labelled(z.string().trim().max(max, `${label}最多 ${max} 个字`), label).default('');

export const saveCompanyBody = z.strictObject({
  name: labelled(z.string().trim().min(2, '请填写企业名称').max(60, '企业名称最多 60 个字'), '企业名称'),
  licenceNumber: labelled(
    z
      .string()
      .trim()
      .toUpperCase()
      .refine((s) => s === '' || isCreditCode(s), '营业执照号（统一社会信用代码）不正确'),
    '营业执照号',
  ).default(''),
  logoFileId: labelled(z.string().trim().max(40), '企业标志').optional(),
  address: optionalText('地址', 120),
  industry: optionalText('行业', 30),
});

export const brand = z.object({ id: z.number(), name: z.string(), logo: z.string().nullable(), models: z.number() });
export type Brand = z.infer<typeof brand>;

export const companyInfo = z.object({
  company: z
    .object({
      name: z.string(),
      licenceNumber: z.string(),
      logo: z.string().nullable(),
      address: z.string(),
      industry: z.string(),
      updatedAt: z.string(),
    })
    .nullable(),
  brands: z.array(brand),
  certified: certifiedBadge,
});
export type CompanyInfo = z.infer<typeof companyInfo>;

export const saveBrandBody = z.strictObject({
  id: rowId('品牌编号不正确').optional(),
  name: labelled(z.string().trim().min(1, '请填写品牌名称').max(30, '品牌名称最多 30 个字'), '品牌名称'),
  logoFileId: labelled(z.string().trim().max(40), '品牌标志').optional(),
});

export const deleteBrandBody = z.strictObject({ id: rowId('品牌编号不正确') });

/** The brand shown on a model page. */
export const modelBrand = z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() }).nullable();
