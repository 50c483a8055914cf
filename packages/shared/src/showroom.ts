import { z } from 'zod';
import { modelBrand } from './business.js';
import { labelled, pageQuery, PASSWORD_HASH_RE, passwordHash, rowId } from './fields.js';
import { libPage } from './library.js';

/**
 * The built-in showroom templates and the scene a showroom is drawn from. The templates are data: the server
 * checks placements against their slots, the web's room generator (apps/web/src/three/showroom/) builds the
 * walls, floor, plinths and baked lighting from the same numbers, and the editor draws the floor plan from them.
 * Units are metres; y is up; a yaw is in radians, 0 facing +z. Template codes and slot indexes are permanent
 * (placements refer to them); positions may be tuned.
 */

/** SPEC.md section 3: showroom kinds. */
export const SHOW_KIND = { showroom: 1, brandShow: 2, show3d: 3 } as const;
export const SHOW_KIND_LABELS: Record<number, string> = { 1: '3D展厅', 2: '品牌秀', 3: '3D秀' };
/** SPEC.md section 3: music type. */
export const MUSIC_TYPE = { none: 0, builtIn: 1, custom: 2 } as const;

export interface ShowSlot {
  index: number;
  /** plinth: a model stands on a pedestal; wall: a model hangs in front of a wall. */
  kind: 'plinth' | 'wall';
  x: number;
  z: number;
  /** Height of the model's base above the floor. */
  y: number;
  /** The direction the model faces (towards the visitors). */
  yaw: number;
  /** The largest extent a model is scaled to fit before the owner's own scale. */
  size: number;
}

export interface ShowTemplate {
  code: string;
  name: string;
  description: string;
  /** The floor outline, counter-clockwise seen from above, [x, z] corners; walls stand on its edges. */
  floor: Array<[number, number]>;
  height: number;
  palette: { wall: string; floor: string; ceiling: string; accent: string; light: string };
  /** Where a visitor starts unless the owner set an entrance view. */
  entrance: { x: number; z: number; yaw: number };
  slots: ShowSlot[];
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Slots on a ring facing its centre. */
function ring(count: number, radius: number, first: number, kind: ShowSlot['kind'], y: number, size: number) {
  return Array.from({ length: count }, (_, i): ShowSlot => {
    const a = (i / count) * Math.PI * 2;
    const x = round(Math.sin(a) * radius);
    const z = round(Math.cos(a) * radius);
    return { index: first + i, kind, x, z, y, yaw: round(Math.atan2(-x, -z)), size };
  });
}

/** A row of slots from (x0, z) to (x1, z), all facing the same way. */
function row(
  count: number,
  x0: number,
  x1: number,
  z: number,
  yaw: number,
  first: number,
  kind: ShowSlot['kind'],
  y: number,
  size: number,
) {
  return Array.from({ length: count }, (_, i): ShowSlot => {
    const x = count === 1 ? (x0 + x1) / 2 : x0 + ((x1 - x0) * i) / (count - 1);
    return { index: first + i, kind, x: round(x), z, y, yaw, size };
  });
}

function circle(radius: number, sides: number): Array<[number, number]> {
  return Array.from({ length: sides }, (_, i): [number, number] => {
    const a = (i / sides) * Math.PI * 2;
    return [round(Math.cos(a) * radius), round(Math.sin(a) * radius)];
  });
}

export const SHOW_TEMPLATES: ShowTemplate[] = [
  {
    code: 'gallery',
    name: '白色画廊',
    description: '明亮的长方形展厅，中央两排展台，四面墙上可挂展品，适合家具、家电与大型产品',
    floor: [
      [-12, -8],
      [12, -8],
      [12, 8],
      [-12, 8],
    ],
    height: 4.5,
    palette: { wall: '#f4f2ee', floor: '#d9d4cc', ceiling: '#ffffff', accent: '#2f6fed', light: '#fff6e8' },
    entrance: { x: 0, z: 7, yaw: Math.PI },
    slots: [
      ...row(6, -9, 9, -2.5, 0, 0, 'plinth', 0.9, 1.4),
      ...row(6, -9, 9, 2.5, Math.PI, 6, 'plinth', 0.9, 1.4),
      ...row(8, -10.5, 10.5, -7.4, 0, 12, 'wall', 1.5, 1.2),
      ...row(8, -10.5, 10.5, 7.4, Math.PI, 20, 'wall', 1.5, 1.2),
      ...row(2, -4, 4, 0, Math.PI / 2, 28, 'plinth', 0.5, 2.2),
      { index: 30, kind: 'wall', x: -11.4, z: 0, y: 1.5, yaw: Math.PI / 2, size: 1.6 },
      { index: 31, kind: 'wall', x: 11.4, z: 0, y: 1.5, yaw: -Math.PI / 2, size: 1.6 },
    ],
  },
  {
    code: 'rotunda',
    name: '圆形穹顶厅',
    description: '圆形大厅，展台环绕中央主展位，适合珠宝、鞋履与精品',
    floor: circle(10, 32),
    height: 7,
    palette: { wall: '#efe6d8', floor: '#3b3530', ceiling: '#f7efe2', accent: '#c8a25a', light: '#ffe9c4' },
    entrance: { x: 0, z: 9, yaw: Math.PI },
    slots: [
      { index: 0, kind: 'plinth', x: 0, z: 0, y: 1, yaw: 0, size: 1.8 },
      ...ring(10, 5, 1, 'plinth', 1.1, 0.9),
      ...ring(12, 9.5, 11, 'wall', 1.6, 1),
    ],
  },
  {
    code: 'corridor',
    name: '长廊',
    description: '狭长的走廊，两侧依次陈列，适合按顺序讲述的系列作品与博物馆藏品',
    floor: [
      [-3.5, -20],
      [3.5, -20],
      [3.5, 20],
      [-3.5, 20],
    ],
    height: 4,
    palette: { wall: '#2c3440', floor: '#1d2229', ceiling: '#232a33', accent: '#5ec8d8', light: '#dff6ff' },
    entrance: { x: 0, z: 19, yaw: Math.PI },
    slots: [
      ...row(8, -17, 17, -2.2, Math.PI / 2, 0, 'plinth', 0.9, 1.1).map((s) => ({ ...s, x: -2.2, z: s.x })),
      ...row(8, -17, 17, 2.2, -Math.PI / 2, 8, 'plinth', 0.9, 1.1).map((s) => ({ ...s, x: 2.2, z: s.x })),
      { index: 16, kind: 'wall', x: 0, z: -19.4, y: 1.5, yaw: 0, size: 2 },
    ],
  },
  {
    code: 'loft',
    name: '工业风 L 形厂房',
    description: '砖墙与水泥地面的 L 形厂房，两个展区转角相连，适合潮流品牌与展会',
    floor: [
      [-10, -10],
      [10, -10],
      [10, -2],
      [-2, -2],
      [-2, 10],
      [-10, 10],
    ],
    height: 5.5,
    palette: { wall: '#9a5b45', floor: '#7d7a75', ceiling: '#3a3633', accent: '#f0b429', light: '#ffe2b0' },
    entrance: { x: -6, z: 9, yaw: Math.PI },
    slots: [
      ...row(4, -8, 8, -6, 0, 0, 'plinth', 0.8, 1.5),
      ...row(4, -8, 8, -9.4, 0, 4, 'wall', 1.6, 1.3),
      ...row(4, -6, 6, -6, 0, 8, 'plinth', 0.8, 1.5).map((s) => ({ ...s, x: -6, z: round(-s.x * 0.8 + 1.5), yaw: Math.PI / 2 })),
      ...row(3, -5, 7, -9.4, 0, 12, 'wall', 1.6, 1.3).map((s) => ({ ...s, x: -9.4, z: s.x + 1, yaw: Math.PI / 2 })),
    ],
  },
];

export const SHOW_TEMPLATE_CODES = SHOW_TEMPLATES.map((t) => t.code) as [string, ...string[]];

export function findShowTemplate(code: string): ShowTemplate | undefined {
  return SHOW_TEMPLATES.find((t) => t.code === code);
}

/** The placement of one model on one slot, as the owner set it. */
export const showPlacement = z.object({
  slot: z.number().int(),
  modelCode: z.string(),
  /** Extra turn around the vertical axis, degrees, on top of the slot's yaw. */
  rotation: z.number(),
  /** The owner's scale on top of fitting the model to the slot's size (0.2 to 3). */
  scale: z.number(),
});
export type ShowPlacement = z.infer<typeof showPlacement>;

/** What the walk viewer needs to draw a showroom: template, placed models with their web files, entrance, music. */
export const showScene = z.object({
  showId: z.number(),
  title: z.string(),
  template: z.string().describe('SHOW_TEMPLATES 的 code'),
  entrance: z.object({ x: z.number(), z: z.number(), yaw: z.number() }),
  music: z.object({ type: z.number().describe('0 无 1 内置随机 2 自定义'), url: z.string().nullable() }),
  placements: z.array(
    showPlacement.extend({
      title: z.string(),
      description: z.string(),
      price: z.number().describe('分；0 为面议（free 为 true 时为免费）'),
      priceText: z.string(),
      free: z.boolean(),
      cover: z.string().nullable(),
      /** The web GLB the viewer loads (the model's light, phone-capped variant where it exists). */
      modelUrl: z.string().nullable(),
      /** The model's page (/modelinfo/<code>). */
      pageUrl: z.string(),
    }),
  ),
});
export type ShowScene = z.infer<typeof showScene>;

// --- the show API (issue 17) ---------------------------------------------------------------------

/** A showroom's life: drafted by its owner, published to the hall, taken offline (and published again). */
export const SHOW_STATUS = { draft: 'draft', published: 'published', offline: 'offline' } as const;
export type ShowStatus = (typeof SHOW_STATUS)[keyof typeof SHOW_STATUS];
export const SHOW_STATUS_LABELS: Record<ShowStatus, string> = { draft: '草稿', published: '已发布', offline: '已下线' };
export const SHOW_ACTIONS = ['edit', 'publish', 'unpublish'] as const;
export type ShowAction = (typeof SHOW_ACTIONS)[number];

export const SHOW_LIMITS = {
  title: 40,
  description: 500,
  placements: 64,
  /** A custom music file is at most 20 MB. */
  musicBytes: 20 * 1024 * 1024,
  minScale: 0.2,
  maxScale: 3,
} as const;

/**
 * The industries of /industrySolution: each a tab with its short text. Data, so the page, the editor's choice and
 * the server's check read the same list; codes are permanent (shows store them).
 */
export const SHOW_INDUSTRIES = [
  {
    code: 'furniture',
    name: '家具家居',
    summary: '把沙发、餐桌、灯具按真实尺寸摆进展厅，客户在手机上走一圈就能看清整套空间搭配，省去搭样板间的成本。',
  },
  {
    code: 'jewellery',
    name: '珠宝首饰',
    summary: '穹顶灯光下的精品展台，每件首饰都能点开细看材质与价格，适合新品发布与线上私享会。',
  },
  {
    code: 'shoes',
    name: '鞋服箱包',
    summary: '潮流厂房里陈列整季新品，顾客扫码即逛、点选即买，一个链接就能发到社群和朋友圈。',
  },
  {
    code: 'exhibition',
    name: '会展活动',
    summary: '展会结束后展位依然在线：把参展产品搬进 3D 展厅，展前预热、展后回访都用同一个链接。',
  },
  {
    code: 'museum',
    name: '博物馆文博',
    summary: '馆藏文物与文创按展线顺序陈列，配上讲解与背景音乐，观众足不出户就能云上看展。',
  },
] as const;
export type ShowIndustry = (typeof SHOW_INDUSTRIES)[number]['code'];
export const SHOW_INDUSTRY_CODES = SHOW_INDUSTRIES.map((i) => i.code) as [ShowIndustry, ...ShowIndustry[]];
export const showIndustryName = (code: string | null): string | null =>
  SHOW_INDUSTRIES.find((i) => i.code === code)?.name ?? null;
const industryField = labelled(z.enum(SHOW_INDUSTRY_CODES, '行业不正确'), '行业');

const showId = labelled(rowId('展厅编号不正确'), '展厅编号');
const showKindField = labelled(
  z.coerce.number({ error: '展厅类型不正确' }).int('展厅类型不正确').min(1, '展厅类型不正确').max(3, '展厅类型不正确'),
  '展厅类型',
);
const fileIdField = (label: string) => labelled(z.string().trim().min(1).max(40).nullable().optional(), label);
const viewPoint = z.strictObject({
  x: labelled(z.number().min(-100).max(100), '入口位置'),
  z: labelled(z.number().min(-100).max(100), '入口位置'),
  yaw: labelled(z.number().min(-10).max(10), '入口朝向'),
});

/** show/save: creates a show (no id) or changes one; what is left out stays as it is. */
export const saveShowBody = z.strictObject({
  id: showId.optional(),
  kind: showKindField,
  title: labelled(
    z.string().trim().min(1, '请填写展厅名称').max(SHOW_LIMITS.title, `展厅名称最多 ${SHOW_LIMITS.title} 字`),
    '展厅名称',
  ),
  description: labelled(
    z.string().trim().max(SHOW_LIMITS.description, `简介最多 ${SHOW_LIMITS.description} 字`),
    '简介',
  ).optional(),
  template: labelled(z.string().trim().min(1, '请选择展厅模板').max(40), '展厅模板'),
  /** SHOW_INDUSTRIES code; null removes it. */
  industry: industryField.nullable().optional(),
  entrance: viewPoint.nullable().optional(),
  musicType: labelled(z.number().int().min(0, '背景音乐类型不正确').max(2, '背景音乐类型不正确'), '背景音乐').optional(),
  musicFileId: fileIdField('背景音乐文件'),
  coverFileId: fileIdField('封面'),
  /** SHA-256 hex of the access password; "" removes it. */
  password: labelled(
    z.union([z.literal(''), z.string().regex(PASSWORD_HASH_RE, '访问密码须经客户端加密后提交，请刷新页面后重试')]),
    '访问密码',
  ).optional(),
  /** One of the owner's company's brands (company/info); null removes the tag. */
  brandId: labelled(rowId('品牌编号不正确').nullable(), '品牌').optional(),
});
export type SaveShowBody = z.infer<typeof saveShowBody>;

export const placementInput = z.strictObject({
  slot: labelled(z.number().int('展位编号不正确').min(0, '展位编号不正确').max(999, '展位编号不正确'), '展位'),
  modelCode: labelled(z.string().trim().min(1, '请选择模型').max(40), '模型'),
  rotation: labelled(z.number().min(-360, '旋转角度须在 ±360° 之内').max(360, '旋转角度须在 ±360° 之内'), '旋转角度'),
  scale: labelled(
    z
      .number()
      .min(SHOW_LIMITS.minScale, `缩放须在 ${SHOW_LIMITS.minScale} 到 ${SHOW_LIMITS.maxScale} 倍之间`)
      .max(SHOW_LIMITS.maxScale, `缩放须在 ${SHOW_LIMITS.minScale} 到 ${SHOW_LIMITS.maxScale} 倍之间`),
    '缩放',
  ),
});
export const saveModelsBody = z.strictObject({
  id: showId,
  placements: labelled(
    z.array(placementInput).max(SHOW_LIMITS.placements, `一个展厅最多放 ${SHOW_LIMITS.placements} 个模型`),
    '展品',
  ),
});
export type SaveModelsBody = z.infer<typeof saveModelsBody>;

export const showIdBody = z.strictObject({ id: showId });
export const showIdQuery = z.strictObject({ id: showId });
export const showSceneQuery = z.strictObject({ id: showId, unlock: labelled(z.string().max(200), '访问凭证').optional() });
export const unlockShowBody = z.strictObject({ id: showId, password: passwordHash() });
export const unlockShowResult = z.object({ token: z.string().describe('访问凭证：show/getScene 的 unlock 参数，24 小时有效') });
export const savedShow = z.object({ id: z.number() });

const showOwner = z.object({ id: z.number(), nickname: z.string(), avatar: z.string().nullable() });

/** A show in lists (the hall, the home block, brand shows). */
export const showCard = z.object({
  id: z.number(),
  kind: z.number(),
  kindName: z.string(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable().describe('封面；未设置时为 null（页面画模板平面图）'),
  template: z.string(),
  owner: showOwner,
  visitCount: z.number(),
  modelCount: z.number(),
  hasPassword: z.boolean(),
  industry: z.string().nullable().describe('SHOW_INDUSTRIES 的 code'),
  industryName: z.string().nullable(),
  isCase: z.boolean().describe('运营选出的免费案例（/case），任何人可用它的模板新建展厅'),
  /** The brand the show is tagged with (issue 18). */
  brand: modelBrand,
});
export type ShowCard = z.infer<typeof showCard>;
export const showPage = z.object({ list: z.array(showCard), total: z.number(), pageNum: z.number(), pageSize: z.number() });

/** A show as its owner edits it, and as a visitor sees its frame (placements only for the owner). */
export const showView = showCard.extend({
  status: z.enum(['draft', 'published', 'offline']),
  statusName: z.string(),
  actions: z.array(z.enum(SHOW_ACTIONS)),
  isOwner: z.boolean(),
  /** The owner's editing data (null for visitors). */
  edit: z
    .object({
      placements: z.array(showPlacement),
      entrance: z.object({ x: z.number(), z: z.number(), yaw: z.number() }).nullable(),
      musicType: z.number(),
      musicFileId: z.string().nullable(),
      coverFileId: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
});
export type ShowView = z.infer<typeof showView>;
export const myShowPage = z.object({ list: z.array(showView), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const hallListQuery = z.strictObject({
  ...pageQuery.shape,
  kind: labelled(
    z.preprocess((v) => (v === '' ? undefined : v), showKindField.optional()),
    '展厅类型',
  ),
  keyword: labelled(z.string().trim().max(50).optional(), '关键词'),
  industry: labelled(
    z.preprocess((v) => (v === '' ? undefined : v), z.enum(SHOW_INDUSTRY_CODES, '行业不正确').optional()),
    '行业',
  ),
});
export const homeHallQuery = z.strictObject({ limit: labelled(z.coerce.number().int().min(1).max(20).default(8), '数量') });
export const homeHallList = z.object({ list: z.array(showCard) });

/** The models an owner may place: their own, bought, or free public ones. */
export const SHOW_MODEL_SOURCES = ['own', 'bought', 'free'] as const;
export const selectModelQuery = z.strictObject({
  // The library's paging: the free list is the catalogue's, with its page limits.
  ...libPage,
  source: labelled(z.enum(SHOW_MODEL_SOURCES, '模型来源不正确').default('own'), '模型来源'),
  keyword: labelled(z.string().trim().max(50).optional(), '关键词'),
});
export const pickableModel = z.object({
  modelCode: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  priceText: z.string(),
  free: z.boolean(),
});
export type PickableModel = z.infer<typeof pickableModel>;
export const pickablePage = z.object({
  list: z.array(pickableModel),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export const showModels = z.object({ list: z.array(pickableModel) });
export const showVisitResult = z.object({ visitCount: z.number(), recorded: z.boolean() });

/** show/setCase: an operator marks a published show as a free sample (/case) or takes the mark off. */
export const setCaseBody = z.strictObject({
  id: showId,
  isCase: labelled(z.boolean({ error: 'isCase 须为 true 或 false' }), '免费案例'),
});
