import { z } from 'zod';
import { labelled, rowId } from './fields.js';
import { emptyToUndefined, libPage } from './library.js';
import { modelCode } from './models.js';

/**
 * Statistics dashboards (/myaccount/statistics, /statistics and the user centre's index dashboard), capture devices
 * (/myaccount/equipment) and the hardware showcase (/implement).
 */

/** The figures kept per day, in the order dashboards and CSV files show them. */
export const STAT_FIELDS = [
  'views',
  'embeds',
  'downloads',
  'likes',
  'collects',
  'comments',
  'sales',
  'salesAmount',
  'visitors',
] as const;
export type StatField = (typeof STAT_FIELDS)[number];
export const STAT_FIELD_LABELS: Record<StatField, string> = {
  views: '浏览',
  embeds: '嵌入',
  downloads: '下载',
  likes: '点赞',
  collects: '收藏',
  comments: '评论',
  sales: '销量',
  salesAmount: '销售额（元）',
  visitors: '空间访客',
};
/** The figures a single model has (visitors belong to the owner's space). */
export const MODEL_STAT_FIELDS = STAT_FIELDS.filter((f): f is Exclude<StatField, 'visitors'> => f !== 'visitors');

export const STAT_LIMITS = { maxDays: 366, defaultDays: 30 } as const;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (s: string) =>
  DAY_RE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const dayField = (label: string) =>
  labelled(z.preprocess(emptyToUndefined, z.string().refine(validDay, `${label}应为 YYYY-MM-DD 格式的日期`).optional()), label);

/** One of my company's brands: the figures of the models tagged with it (space visitors are not a brand's). */
const brandField = labelled(z.preprocess(emptyToUndefined, rowId('品牌编号不正确').optional()), '品牌');

/** A date range: both ends inclusive; omitted, the last 30 days up to today. Optionally one brand's models. */
export const statRangeQuery = z
  .object({
    from: dayField('开始日期'),
    to: dayField('结束日期'),
    brandId: brandField,
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
  .refine((r) => !r.from || !r.to || (Date.parse(r.to) - Date.parse(r.from)) / 86_400_000 < STAT_LIMITS.maxDays, {
    message: `日期范围最多 ${STAT_LIMITS.maxDays} 天`,
    path: ['to'],
  });

const figuresShape = Object.fromEntries(STAT_FIELDS.map((f) => [f, z.number()])) as Record<StatField, z.ZodNumber>;
export const statFigures = z.object(figuresShape);

export const statRange = z.object({ from: z.string(), to: z.string() });

/** personal/detialCount: the index dashboard's figures for a range and the previous period of the same length. */
export const statOverview = z.object({
  range: statRange,
  previousRange: statRange,
  totals: statFigures,
  previous: statFigures,
  /** Accounts whose models are counted (a company's own and its sub-accounts'). */
  members: z.number(),
  models: z.object({ total: z.number(), listed: z.number(), embedded: z.number() }),
});

export const statDailyQuery = z.object({
  from: dayField('开始日期'),
  to: dayField('结束日期'),
  /** One model of mine; omitted: all of them (or the brand's). */
  modelCode: z.preprocess(emptyToUndefined, modelCode().optional()),
  brandId: brandField,
});

export const statDaily = z.object({
  range: statRange,
  days: z.array(z.string()),
  series: z.object(
    Object.fromEntries(STAT_FIELDS.map((f) => [f, z.array(z.number())])) as Record<StatField, z.ZodArray<z.ZodNumber>>,
  ),
});

export const STAT_SORTS = ['views', 'embeds', 'downloads', 'likes', 'collects', 'sales', 'salesAmount'] as const;
export const statModelsQuery = z.object({
  from: dayField('开始日期'),
  to: dayField('结束日期'),
  sort: labelled(z.preprocess(emptyToUndefined, z.enum(STAT_SORTS, '排序字段不正确').default('views')), '排序'),
  brandId: brandField,
  ...libPage,
});

export const statModelRow = z.object({
  modelCode: z.string(),
  title: z.string(),
  ...Object.fromEntries(MODEL_STAT_FIELDS.map((f) => [f, z.number()])),
}) as z.ZodObject<{ modelCode: z.ZodString; title: z.ZodString } & Record<Exclude<StatField, 'visitors'>, z.ZodNumber>>;

export const statModelPage = z.object({
  range: statRange,
  list: z.array(statModelRow),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

export const statExportQuery = z.object({
  from: dayField('开始日期'),
  to: dayField('结束日期'),
  /** daily: one line per day; models: one line per model. */
  kind: labelled(z.preprocess(emptyToUndefined, z.enum(['daily', 'models'], '导出类型不正确').default('daily')), '导出类型'),
  brandId: brandField,
});

// --- devices ---------------------------------------------------------------------------------------------------

/** Scanner device type (docs/spec/SPEC.md section 3). */
export const DEVICE_TYPES = { '1': '手持式', '2': '箱式', '3': '立式' } as const;
export type DeviceType = keyof typeof DEVICE_TYPES;
const SERIAL_RE = /^[A-Za-z0-9-]{6,40}$/;

export const deviceAddBody = z.strictObject({
  serial: labelled(
    z
      .string('请输入序列号')
      .trim()
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(SERIAL_RE, '序列号为 6-40 位字母、数字或短横线')),
    '序列号',
  ),
  type: labelled(z.enum(['1', '2', '3'], '设备类型应为 1 手持式、2 箱式或 3 立式'), '设备类型'),
  name: labelled(z.string('请输入设备名称').trim().min(1, '请输入设备名称').max(40, '设备名称最多 40 个字'), '设备名称'),
});

export const deviceLinkBody = z.strictObject({
  modelCode: modelCode(),
  /** The device the model was captured with; null: none. */
  deviceId: labelled(z.preprocess(emptyToUndefined, rowId('设备编号不正确').nullable().default(null)), '设备编号'),
});

export const deviceView = z.object({
  id: z.number(),
  serial: z.string(),
  type: z.enum(['1', '2', '3']),
  typeName: z.string(),
  name: z.string(),
  createdAt: z.string(),
  models: z.array(z.object({ modelCode: z.string(), title: z.string() })),
  modelCount: z.number(),
});
export const deviceList = z.object({ list: z.array(deviceView) });

// --- the hardware showcase (/implement) -------------------------------------------------------------------------

const text = (label: string, max: number, min = 1) =>
  labelled(z.string(`请输入${label}`).trim().min(min, `请输入${label}`).max(max, `${label}最多 ${max} 个字`), label);
/** A link of the showcase: a path of this site or an https address; empty allowed where optional. */
const link = (label: string) =>
  labelled(
    z
      .string()
      .trim()
      .max(300, `${label}最多 300 个字符`)
      .refine((s) => s === '' || s.startsWith('/') || /^https:\/\/[^\s"'<>]+$/.test(s), `${label}应为站内路径或 https 地址`)
      .default(''),
    label,
  );

export const implementEntry = z.object({
  id: z.number(),
  bigTitle: z.string(),
  smallTitle: z.string(),
  text: z.string(),
  descUrl: z.string(),
  video: z.string(),
  code: z.string(),
  sort: z.number(),
});
export const implementList = z.object({ list: z.array(implementEntry) });

export const implementSaveBody = z.strictObject({
  /** Omitted: a new entry. */
  id: labelled(z.preprocess(emptyToUndefined, rowId('条目编号不正确').optional()), '条目编号'),
  bigTitle: text('主标题', 60),
  smallTitle: text('副标题', 120),
  text: text('介绍', 2000),
  descUrl: link('详情链接'),
  video: link('视频地址'),
  code: labelled(
    z
      .string('请输入型号')
      .trim()
      .regex(/^[A-Za-z0-9 _-]{1,30}$/, '型号为 1-30 位字母、数字、空格、下划线或短横线'),
    '型号',
  ),
  sort: labelled(
    z.coerce.number('排序应为整数').int('排序应为整数').min(0, '排序不能小于 0').max(9999, '排序最大 9999').default(0),
    '排序',
  ),
});
export const implementDeleteBody = z.strictObject({ id: rowId('条目编号不正确') });

export type StatFigures = z.infer<typeof statFigures>;
export type StatOverview = z.infer<typeof statOverview>;
export type StatDaily = z.infer<typeof statDaily>;
export type StatModelRow = z.infer<typeof statModelRow>;
export type DeviceView = z.infer<typeof deviceView>;
export type ImplementEntry = z.infer<typeof implementEntry>;
