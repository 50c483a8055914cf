import { z } from 'zod';
import { labelled, pageQuery, rowId } from './fields.js';

/**
 * Site content run by operators (issue 16): one model with kinds. Articles (help, update notes, news, cases,
 * productions), pages addressed by a slug (agreements, about, landing and event pages, activity pages), banners
 * and ads (an image, a target link and a position), activities (browse counts, the post-login popup).
 */
export const CONTENT_KINDS = ['help', 'update', 'news', 'case', 'production', 'page', 'banner', 'ad', 'activity'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_LABELS: Record<ContentKind, string> = {
  help: '帮助文章',
  update: '更新说明',
  news: '新闻资讯',
  case: '成功案例',
  production: '制作案例',
  page: '页面（协议、关于、落地页）',
  banner: '横幅',
  ad: '广告位',
  activity: '活动',
};

/** Stored states. "Scheduled" is shown for a published item whose start is still ahead. */
export const CONTENT_STATES = ['draft', 'published', 'offline'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];
export const CONTENT_STATE_LABELS: Record<ContentState | 'scheduled' | 'ended', { label: string; color: string }> = {
  draft: { label: '草稿', color: 'default' },
  published: { label: '已发布', color: 'green' },
  scheduled: { label: '定时发布', color: 'blue' },
  ended: { label: '已到期', color: 'orange' },
  offline: { label: '已下线', color: 'red' },
};

export const CONTENT_ACTIONS = ['edit', 'publish', 'unpublish', 'delete'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** Banner positions (`public/banner?position=`); `home` is the home carousel (`home/getBannerList`). */
export const BANNER_POSITIONS = ['home', 'help', 'news', 'need', 'good', 'mobileHome'] as const;

const id = (label: string) => labelled(rowId(`${label}不正确`), label);
const text = (label: string, max: number) => labelled(z.string().trim().max(max, `${label}最多 ${max} 个字`), label);
const required = (label: string, max: number) =>
  labelled(
    z
      .string({ error: `请填写${label}` })
      .trim()
      .min(1, `请填写${label}`)
      .max(max, `${label}最多 ${max} 个字`),
    label,
  );
/** A link: a path of this site or an http(s) address; never javascript: and the like. */
const link = labelled(
  z
    .string()
    .trim()
    .max(300, '链接最多 300 个字符')
    .refine((s) => s === '' || /^\/(?!\/)/.test(s) || /^https?:\/\//i.test(s), '链接须以 / 或 http(s):// 开头'),
  '链接',
);
const time = (label: string) =>
  labelled(
    z
      .string()
      .trim()
      .refine((s) => s === '' || !Number.isNaN(Date.parse(s)), `${label}格式不正确`),
    label,
  );
const slug = labelled(
  z
    .string()
    .trim()
    .max(40, '页面地址最多 40 个字符')
    .regex(/^[A-Za-z][\w-]*$|^$/, '页面地址只能用字母、数字、- 和 _，并以字母开头'),
  '页面地址',
);

// --- operator calls ----------------------------------------------------------------------------

export const contentSaveBody = z.strictObject({
  id: id('内容编号').optional(),
  kind: labelled(z.enum(CONTENT_KINDS, { error: '内容类型不正确' }), '内容类型'),
  title: required('标题', 100),
  summary: text('摘要', 300).default(''),
  /** Markdown (HTML inside is allowed and cleaned by the server's allow-list). */
  body: text('正文', 100_000).default(''),
  cover: text('图片', 300).default(''),
  category: text('分类', 30).default(''),
  slug: slug.default(''),
  position: text('位置', 30).default(''),
  link: link.default(''),
  startAt: time('开始时间').default(''),
  endAt: time('结束时间').default(''),
  sort: labelled(z.coerce.number().int('排序须为整数').min(0, '排序不能小于 0').max(9999, '排序不能大于 9999'), '排序').default(
    0,
  ),
  popup: labelled(z.boolean('弹窗须为是或否'), '登录后弹窗').default(false),
});
export type ContentSaveInput = z.input<typeof contentSaveBody>;

export const contentActionBody = z.strictObject({
  id: id('内容编号'),
  action: labelled(z.enum(CONTENT_ACTIONS, { error: '操作不正确' }), '操作'),
});

export const contentAdminQuery = z.strictObject({
  ...pageQuery.shape,
  kind: labelled(z.enum(CONTENT_KINDS, { error: '内容类型不正确' }), '内容类型').optional(),
  keyword: text('关键词', 50).optional(),
});
export const contentIdQuery = z.strictObject({ id: id('内容编号') });

const stateField = z.enum(['draft', 'published', 'scheduled', 'ended', 'offline']);

export const contentItem = z.object({
  id: z.number(),
  kind: z.enum(CONTENT_KINDS),
  title: z.string(),
  summary: z.string(),
  cover: z.string().nullable(),
  category: z.string(),
  slug: z.string().nullable(),
  position: z.string(),
  link: z.string(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  sort: z.number(),
  popup: z.boolean(),
  views: z.number(),
  clicks: z.number(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContentItem = z.infer<typeof contentItem>;

export const contentAdminItem = contentItem.extend({
  state: stateField,
  actions: z.array(z.enum(CONTENT_ACTIONS)),
});
export type ContentAdminItem = z.infer<typeof contentAdminItem>;

/** An item with its body: `body` is what the operator wrote, `html` the cleaned page the visitor sees. */
export const contentDetail = contentItem.extend({ html: z.string() });
export type ContentDetail = z.infer<typeof contentDetail>;
export const contentAdminDetail = contentAdminItem.extend({ body: z.string(), html: z.string() });
export type ContentAdminDetail = z.infer<typeof contentAdminDetail>;

const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number(), pageNum: z.number(), pageSize: z.number() });
export const contentPage = page(contentItem);
export const contentAdminPage = page(contentAdminItem);

export const previewBody = z.strictObject({ body: text('正文', 100_000).default('') });
export const previewResult = z.object({ html: z.string() });

// --- public calls -------------------------------------------------------------------------------

export const PUBLIC_LIST_KINDS = ['update', 'news', 'case', 'production'] as const;
export const contentListQuery = z.strictObject({
  ...pageQuery.shape,
  kind: labelled(z.enum(PUBLIC_LIST_KINDS, { error: '内容类型不正确' }), '内容类型'),
  category: text('分类', 30).optional(),
});
export const helpAllQuery = z.strictObject({ keyword: text('关键词', 50).optional() });
export const helpAll = z.object({
  categories: z.array(z.object({ category: z.string(), list: z.array(contentItem) })),
});
export const slugQuery = z.strictObject({ slug: labelled(z.string().trim().min(1, '请填写页面地址').max(40), '页面地址') });
export const bannerQuery = z.strictObject({
  position: labelled(z.enum(BANNER_POSITIONS, { error: '横幅位置不正确' }), '横幅位置').default('home'),
});
export const bannerList = z.array(contentItem);
export const adQuery = z.strictObject({ advertisingId: id('广告位编号') });
export const clickBody = z.strictObject({ id: id('内容编号') });
export const countResult = z.object({ count: z.number() });

/** activity/getActivityPage: the post-login popup; shown only when state is 1 (SPEC.md section 5). */
export const activityPopup = z.object({ state: z.union([z.literal(0), z.literal(1)]), activity: contentItem.nullable() });
export const myActivities = z.object({ list: z.array(contentItem.extend({ joinedAt: z.string() })) });

// --- cooperation, feedback, invite -------------------------------------------------------------

export const cooperationBody = z.strictObject({
  name: required('联系人', 30),
  phone: labelled(
    z
      .string({ error: '请填写联系电话' })
      .trim()
      .regex(/^[\d+\-\s]{7,20}$/, '联系电话格式不正确'),
    '联系电话',
  ),
  company: text('公司名称', 60).default(''),
  content: required('合作内容', 1000),
});
export const cooperationLead = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  company: z.string(),
  content: z.string(),
  userId: z.number().nullable(),
  createdAt: z.string(),
});
export const cooperationPage = page(cooperationLead);
export const leadsQuery = pageQuery;

export const FEEDBACK_TYPES = ['建议', '问题', '投诉', '其他'] as const;
export const feedbackBody = z.strictObject({
  type: labelled(z.enum(FEEDBACK_TYPES, { error: '反馈类型不正确' }), '反馈类型').default('建议'),
  content: required('反馈内容', 1000),
  contact: text('联系方式', 60).default(''),
  /** Screenshots: addresses answered by the upload call. */
  images: labelled(
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\/api\//, '截图须先上传')
          .max(300),
      )
      .max(6, '截图最多 6 张'),
    '截图',
  ).default([]),
});
export const feedbackItem = z.object({
  id: z.number(),
  type: z.string(),
  content: z.string(),
  contact: z.string(),
  images: z.array(z.string()),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  user: z.object({ id: z.number(), nickname: z.string() }),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;
export const feedbackPage = page(feedbackItem);
export const feedbackReplyBody = z.strictObject({ id: id('反馈编号'), reply: required('回复内容', 1000) });

export const INVITE_CODE_RE = /^[A-Z0-9]{6,12}$/;
export const inviteCode = () =>
  labelled(
    z
      .string()
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(INVITE_CODE_RE, '邀请码为 6-12 位字母或数字')),
    '邀请码',
  );
export const inviteBindBody = z.strictObject({ inviteCode: inviteCode() });
export const myInvite = z.object({
  code: z.string(),
  invitedCount: z.number(),
  invitedBy: z.object({ id: z.number(), nickname: z.string() }).nullable(),
  list: z.array(z.object({ nickname: z.string(), createdAt: z.string() })),
});
export type MyInvite = z.infer<typeof myInvite>;
