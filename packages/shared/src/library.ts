import { z } from 'zod';
import { viewerLogo, viewerWatermark } from './branding.js';
import { TRADES } from './constants.js';
import { flagField, labelled, passwordHash, rowId, splitCommaList } from './fields.js';
import { certifiedBadge, modelBrand } from './business.js';
import { modelCode, modelStats } from './models.js';

/**
 * The model library (issue 4): browsing, search, model pages, collect / like / comment, follow, embed,
 * downloads, recycle bin, image models and viewer settings. Only models that are ready, public and not
 * in the recycle bin are ever shown to anyone but their owner.
 */

/** Model categories (model/typeAllList). Uploads may use other names; they are listed under "其他". */
export const MODEL_TYPE_GROUPS = [
  { group: '家居', types: ['家具', '灯具', '花瓶器皿', '餐具', '家纺布艺', '卫浴洁具'] },
  { group: '时尚', types: ['首饰', '鞋靴箱包', '服装', '手表眼镜'] },
  { group: '工业', types: ['机械零件', '五金工具', '设备仪器', '交通工具', '电子产品'] },
  { group: '文创', types: ['文创摆件', '文物', '雕塑', '玩具'] },
  { group: '场景', types: ['建筑小品', '室内场景', '植物', '动物', '人物角色', '游戏道具'] },
  { group: '其他', types: ['其他'] },
] as const;
export const MODEL_TYPES: readonly string[] = MODEL_TYPE_GROUPS.flatMap((g) => g.types);

/** Formats of the uploaded original (the "format" filter). */
export const MODEL_FORMATS = ['glb', 'gltf', 'obj', 'fbx', 'stl', 'ply', 'dae', '3ds'] as const;
export type ModelFormatName = (typeof MODEL_FORMATS)[number];

export const MODEL_SORTS = ['newest', 'views', 'collects', 'relevance'] as const;
export type ModelSort = (typeof MODEL_SORTS)[number];
export const MODEL_SORT_LABELS: Record<ModelSort, string> = {
  newest: '最新发布',
  views: '最多浏览',
  collects: '最多收藏',
  relevance: '最相关',
};

export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];
export const PRICE_FILTER_LABELS: Record<PriceFilter, string> = { all: '全部', free: '免费', paid: '付费' };

/** Downloads: the untouched original, or the web version converted to one of these formats. */
export const DOWNLOAD_FORMATS = ['original', 'glb', 'gltf', 'obj', 'stl'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];
export const DOWNLOAD_FORMAT_LABELS: Record<DownloadFormat, string> = {
  original: '原始文件',
  glb: 'GLB（单文件）',
  gltf: 'glTF（ZIP：.gltf + .bin + 贴图）',
  obj: 'OBJ（ZIP：.obj + .mtl + 贴图）',
  stl: 'STL（仅几何）',
};

export const LIBRARY_LIMITS = {
  pageSizeMax: 100,
  keywordMax: 100,
  commentMax: 500,
  tagsMax: 10,
  tagMax: 20,
  /** Items stay in the recycle bin this long, then are cleared for good. */
  recycleKeepDays: 30,
  imagePhotosMin: 4,
  imagePhotosMax: 72,
  /** How long an unlocked password-protected model stays open in one browser. */
  unlockHours: 12,
} as const;

/** Environment lighting presets of the viewer. */
export const VIEWER_ENVIRONMENTS = ['studio', 'room', 'sunset', 'night', 'neutral'] as const;
export const VIEWER_ENVIRONMENT_LABELS: Record<(typeof VIEWER_ENVIRONMENTS)[number], string> = {
  studio: '摄影棚',
  room: '室内',
  sunset: '黄昏',
  night: '夜景',
  neutral: '中性光',
};

/** Background presets of the viewer (gbImage/queryImage). */
export const VIEWER_BACKGROUNDS = [
  { id: 'white', name: '纯白', type: 'color', color: '#ffffff', color2: null },
  { id: 'light-grey', name: '浅灰', type: 'color', color: '#eceff3', color2: null },
  { id: 'dark', name: '深灰', type: 'color', color: '#2b2f36', color2: null },
  { id: 'black', name: '黑色', type: 'color', color: '#000000', color2: null },
  { id: 'studio-grey', name: '影棚渐变', type: 'gradient', color: '#f5f6f8', color2: '#b8bec8' },
  { id: 'sky', name: '天空渐变', type: 'gradient', color: '#dbeeff', color2: '#7fb2e5' },
  { id: 'warm', name: '暖色渐变', type: 'gradient', color: '#fff4e6', color2: '#e0b48a' },
  { id: 'night', name: '夜空渐变', type: 'gradient', color: '#27314a', color2: '#090c14' },
  { id: 'transparent', name: '透明', type: 'transparent', color: null, color2: null },
] as const;

/** An empty query or form field counts as not given. */
export const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** true/false from JSON, or "true"/"false"/"1"/"0" from a form or a query string. */
export const boolish = (label: string) =>
  labelled(
    z.preprocess(
      (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
      z.boolean({ error: `${label}不正确` }),
    ),
    label,
  );

export const libPageNum = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码须大于 0').max(100_000, '页码过大').default(1),
);
/** Larger page sizes are capped at 100, not refused. */
export const libPageSize = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: '每页条数不正确' })
    .int('每页条数不正确')
    .min(1, '每页条数须大于 0')
    .transform((n) => Math.min(n, LIBRARY_LIMITS.pageSizeMax))
    .default(20),
);
export const libPage = { pageNum: libPageNum, pageSize: libPageSize };

/** Whatever is typed in the search box: trimmed, cut to 100 characters, never refused for its content. */
export const keywordField = z.preprocess(
  emptyToUndefined,
  z
    .string({ error: '搜索关键词不正确' })
    .transform((s) => s.trim().slice(0, LIBRARY_LIMITS.keywordMax))
    .optional(),
);
/** A page of a list that has no other filter, and one that can be searched by name. */
export const libPageQuery = z.object(libPage);
export const keywordPageQuery = z.object({ ...libPage, keyword: keywordField });

const optionalText = (max: number, label: string) =>
  labelled(z.preprocess(emptyToUndefined, z.string().trim().max(max, `${label}最多 ${max} 个字`).optional()), label);

/** The token model/unlock answers for a password-protected model. */
export const unlockField = labelled(z.string().max(200), '访问凭证');
const limitField = (max: number) => labelled(z.coerce.number().int().min(1).max(max), '数量');
const sortField = labelled(z.preprocess(emptyToUndefined, z.enum(MODEL_SORTS, '排序方式不正确').optional()), '排序方式');
const priceField = labelled(z.preprocess(emptyToUndefined, z.enum(PRICE_FILTERS, '价格筛选不正确').default('all')), '价格');
const formatField = labelled(
  z.preprocess(
    (v) => (typeof v === 'string' ? emptyToUndefined(v.toLowerCase()) : emptyToUndefined(v)),
    z.enum(MODEL_FORMATS, '格式不正确').optional(),
  ),
  '格式',
);

/** model/list, home/getModelList: filters, sort, keyword, page. Unknown parameters are ignored. */
export const modelListQuery = z.object({
  ...libPage,
  keyword: keywordField,
  type: optionalText(50, '分类'),
  trade: optionalText(20, '行业'),
  price: priceField,
  format: formatField,
  sort: sortField,
});
export type ModelListQuery = z.infer<typeof modelListQuery>;

export const authorBrief = z.object({
  id: z.number(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  /** Certified person or company (issue 18); given where model cards show their author. */
  certified: certifiedBadge.optional(),
});

/** A model card in lists. */
export const modelCard = z.object({
  modelCode: z.string(),
  title: z.string(),
  cover: z.string().nullable().describe('封面 /api/model/file/<modelCode>/cover.webp'),
  thumb: z.string().nullable(),
  listImage: z.string().nullable().describe('列表图 400x300（没有时用封面）'),
  type: z.string(),
  trade: z.string(),
  price: z.number().describe('分；0 且 free 为 false 时为面议'),
  priceText: z.string().describe('免费 / 面议 / ¥价格（modelPriceText）'),
  free: z.boolean().describe('免费下载'),
  format: z.string().nullable(),
  tags: z.array(z.string()),
  author: authorBrief,
  viewCount: z.number(),
  likeCount: z.number(),
  collectCount: z.number(),
  commentCount: z.number(),
  viewCountText: z.string().describe('1.2k / 3.4w'),
  likeCountText: z.string(),
  collectCountText: z.string(),
  passwordProtected: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ModelCard = z.infer<typeof modelCard>;

export const modelPage = z.object({
  list: z.array(modelCard),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  /**
   * Set when a search stopped counting: at least `total` models match ("500+"). Sorted by relevance, those
   * are the results; sorted otherwise, pages go on past them.
   */
  totalCapped: z.boolean().optional(),
  /** Set when nothing matched every word of the keyword and these fewer words were searched instead. */
  relaxedKeyword: z.string().optional(),
});
export type ModelPage = z.infer<typeof modelPage>;

/** A model I collected, with when; a paid model I bought, with when, what I paid and the order. */
export const collectedModel = modelCard.extend({ collectedAt: z.string() });
export const collectedPage = z.object({
  list: z.array(collectedModel),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export const purchasedModel = modelCard.extend({ purchasedAt: z.string(), paid: z.number(), orderNo: z.string().nullable() });
export const purchasedPage = z.object({
  list: z.array(purchasedModel),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, '颜色格式应为 #RRGGBB');
const vec3 = z.tuple([z.number().finite(), z.number().finite(), z.number().finite()]);

/** What the owner saves from /modelEditInfo; the viewer starts with it. */
export const viewerSettings = labelled(
  z.strictObject({
    camera: z
      .strictObject({ position: vec3, target: vec3, fov: z.number().min(10).max(120).default(45) })
      .nullable()
      .default(null),
    background: z
      .strictObject({
        type: z.enum(['color', 'gradient', 'transparent']),
        color: hexColor.nullable().default(null),
        color2: hexColor.nullable().default(null),
      })
      .default({ type: 'color', color: '#f5f6f8', color2: null }),
    environment: z.enum(VIEWER_ENVIRONMENTS, '光照预设不正确').default('studio'),
    exposure: z.number().min(0.1).max(4).default(1),
    autoRotate: z.boolean().default(false),
    autoRotateSpeed: z.number().min(0).max(10).default(1),
    shadow: z.boolean().default(true),
    /** normal | wireframe | texture (texture only, no lighting). */
    view: z.enum(['normal', 'wireframe', 'texture']).default('normal'),
  }),
  '查看器设置',
);
export type ViewerSettings = z.infer<typeof viewerSettings>;

export const saveViewerSettingsBody = z.object({ modelCode: modelCode(), settings: viewerSettings });

export const modelFiles = z.object({
  web: z.string().nullable(),
  light: z.string().nullable().describe('手机用轻量 GLB'),
  cover: z.string().nullable(),
  thumb: z.string().nullable(),
});

export const modelCounts = z.object({
  views: z.number(),
  likes: z.number(),
  collects: z.number(),
  comments: z.number(),
  embeds: z.number(),
  downloads: z.number(),
});

/** The model page (/modelinfo/<modelCode>), the full-window viewer and the embed. */
export const modelDetail = modelCard.extend({
  description: z.string(),
  visibility: z.enum(['public', 'private']),
  status: z.string(),
  /** Password-protected and not unlocked: files and viewer settings stay hidden until model/unlock. */
  locked: z.boolean(),
  files: modelFiles,
  stats: modelStats.nullable(),
  viewerSettings: viewerSettings.nullable(),
  /** The watermark over the viewer: the platform's unless the owner holds SY2 (去除水印). */
  watermark: viewerWatermark,
  /** Drawn over the viewer (not in embeds with ui=0). */
  logo: viewerLogo,
  counts: modelCounts,
  countsText: z.record(z.string(), z.string()),
  /** The owner's brand the model is tagged with. */
  brand: modelBrand,
  authorInfo: z.object({
    id: z.number(),
    nickname: z.string(),
    avatar: z.string().nullable(),
    certified: certifiedBadge,
    type: z.number(),
    typeName: z.string(),
    modelCount: z.number(),
    fansCount: z.number(),
  }),
  me: z.object({
    loggedIn: z.boolean(),
    isOwner: z.boolean(),
    liked: z.boolean(),
    collected: z.boolean(),
    following: z.boolean(),
    purchased: z.boolean(),
    canDownload: z.boolean(),
  }),
  downloads: z.array(z.object({ format: z.enum(DOWNLOAD_FORMATS), label: z.string() })),
  embedUrl: z.string().describe('iframe 地址：/modelshow?modelCode=...'),
  detailUrl: z.string(),
});
export type ModelDetail = z.infer<typeof modelDetail>;

export const detailQuery = z.object({
  modelCode: modelCode(),
  /** The token model/unlock answered for a password-protected model. */
  unlock: unlockField.optional(),
});

export const unlockBody = z.object({ modelCode: modelCode(), password: passwordHash() });
export const unlockResult = z.object({ unlock: z.string(), expiresAt: z.string() });

export const modelCodesField = labelled(
  z.preprocess(
    splitCommaList,
    z.array(modelCode(), { error: '请选择模型' }).min(1, '请选择模型').max(100, '一次最多 100 个模型'),
  ),
  '模型',
);
export const modelCodesBody = z.object({ modelCodes: modelCodesField });
export const changedResult = z.object({ changed: z.number() });

export const tagsField = labelled(
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[,，\s]+/).filter(Boolean) : v),
    z
      .array(z.string().trim().min(1).max(LIBRARY_LIMITS.tagMax, `每个标签最多 ${LIBRARY_LIMITS.tagMax} 个字`))
      .max(LIBRARY_LIMITS.tagsMax, `最多 ${LIBRARY_LIMITS.tagsMax} 个标签`),
  ),
  '标签',
);
const visibilityField = labelled(z.enum(['public', 'private'], '公开状态不正确'), '公开状态');
export const typeField = labelled(z.string().trim().max(50), '分类');
export const tradeField = labelled(z.enum(TRADES, '请选择所属行业'), '所属行业');

/** The owner edits a model's listing (and sets or clears its access password: role MMFWMX21). */
export const updateModelInfoBody = z.object({
  modelCode: modelCode(),
  title: labelled(z.string().trim().min(1, '请填写模型名称').max(100, '模型名称最多 100 个字'), '模型名称').optional(),
  description: labelled(z.string().trim().max(5000, '模型描述最多 5000 个字'), '模型描述').optional(),
  type: labelled(z.string().trim().min(1).max(50), '分类').optional(),
  trade: tradeField.optional(),
  price: labelled(
    z.coerce.number().int('价格须为整数（分）').min(0, '价格不能为负').max(100_000_000, '价格过高'),
    '价格',
  ).optional(),
  /** true sets the price to 0; a price above 0 clears it. */
  freeDownload: flagField('免费下载').optional(),
  tags: tagsField.optional(),
  visibility: visibilityField.optional(),
  /** SHA-256 hex of the access password; null clears it. */
  password: passwordHash().nullable().optional(),
  /** One of the owner's brands (company/info); null clears it. */
  brandId: rowId('品牌编号不正确').nullable().optional(),
});

export const suggestQuery = z.object({ keyword: keywordField, limit: limitField(20).default(8) });
export const suggestResult = z.array(z.object({ modelCode: z.string(), title: z.string() }));

/** user/models: somebody's public models, or (without userId, or one's own) all of mine but the recycle bin. */
export const userModelsQuery = z.object({
  ...libPage,
  userId: z.preprocess(emptyToUndefined, rowId('用户编号不正确').optional()),
  keyword: keywordField,
  status: labelled(
    z.preprocess(emptyToUndefined, z.enum(['queued', 'processing', 'ready', 'failed'], '状态不正确').optional()),
    '状态',
  ),
  visibility: z.preprocess(emptyToUndefined, visibilityField.optional()),
});

/** An own model in /mymodel/*, with its processing state. */
export const myModelItem = modelCard.extend({
  kind: z
    .enum(['model', 'image'])
    .describe('model：3D 模型（/modelinfo/<modelCode>）；image：图片模型（/imgdetail?code=<modelCode>，只出现在回收站）'),
  status: z.string(),
  statusLabel: z.string(),
  failureReason: z.string().nullable(),
  visibility: z.enum(['public', 'private']),
  synced: z.boolean(),
  embedCount: z.number(),
  downloadCount: z.number(),
  deletedAt: z.string().nullable(),
  purgeAt: z.string().nullable().describe('回收站中：彻底删除的时间'),
});
export type MyModelItem = z.infer<typeof myModelItem>;
export const myModelPage = z.object({ list: z.array(myModelItem), total: z.number(), pageNum: z.number(), pageSize: z.number() });

export const syncStateBody = z.object({ modelCodes: modelCodesField, synced: boolish('同步状态') });
export const zoomModelsQuery = z.object({
  ...libPage,
  userId: z.preprocess(emptyToUndefined, rowId('用户编号不正确').optional()),
});

export const recentQuery = z.object({ limit: limitField(50).default(8) });

export const polymerization = z.object({
  latest: z.array(modelCard),
  popular: z.array(modelCard),
  free: z.array(modelCard),
  trades: z.array(z.object({ trade: z.string(), total: z.number(), list: z.array(modelCard) })),
  totals: z.object({ models: z.number(), authors: z.number(), free: z.number() }),
});

export const nameCount = z.object({ name: z.string(), count: z.number() });
export const typeListQuery = z.object({ trade: optionalText(20, '行业') });
export const typeGroups = z.array(z.object({ group: z.string(), types: z.array(nameCount) }));
export const classificationData = z.object({
  types: typeGroups,
  trades: z.array(nameCount),
  formats: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
  prices: z.array(z.object({ value: z.enum(PRICE_FILTERS), label: z.string() })),
  sorts: z.array(z.object({ value: z.enum(MODEL_SORTS), label: z.string() })),
});

/** model/searchFacets: how many of a search's matches fall in each category, trade and format. */
export const searchFacetsQuery = z.object({ keyword: keywordField });
export const searchFacets = z.object({
  types: z.array(nameCount),
  trades: z.array(nameCount),
  formats: z.array(z.object({ value: z.string(), label: z.string(), count: z.number() })),
  /** The counts are of the newest matches only (as a capped total is). */
  capped: z.boolean(),
});
export type SearchFacets = z.infer<typeof searchFacets>;

/** The search's synonym list: groups of words that find each other (沙发 = sofa = 长沙发). */
const synonymWord = z.string().trim().min(1, '同义词不能为空').max(30, '同义词最多 30 个字');
export const synonymList = z.strictObject({
  groups: labelled(
    z.array(z.array(synonymWord).min(2, '每组同义词至少 2 个').max(30, '每组同义词最多 30 个')).max(2000, '同义词最多 2000 组'),
    '同义词',
  ),
});
export type SynonymList = z.infer<typeof synonymList>;

// --- embed ------------------------------------------------------------------------------------------

export const embedViewBody = z.object({
  modelCode: modelCode(),
  /** The page the iframe sits in (document.referrer); only its host is kept. */
  referrer: labelled(z.string().max(2000), '来源页面').optional(),
  unlock: unlockField.optional(),
});
export const embedCountQuery = z.object({ modelCode: z.preprocess(emptyToUndefined, modelCode().optional()) });
export const embedCountResult = z.object({
  total: z.number(),
  today: z.number(),
  last7Days: z.number(),
  modelsEmbedded: z.number(),
  sources: z.array(z.object({ host: z.string(), views: z.number() })),
});
export const leaderboardQuery = z.object({
  ...libPage,
  range: labelled(z.preprocess(emptyToUndefined, z.enum(['all', '7d', '30d'], '统计范围不正确').default('all')), '统计范围'),
});
export const leaderboardItem = modelCard.extend({ rank: z.number(), embedViews: z.number() });
export const leaderboardPage = z.object({
  list: z.array(leaderboardItem),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

// --- downloads ----------------------------------------------------------------------------------------

/** model/viewFile: the unlock token of a password-protected model. */
export const protectedFileQuery = z.object({ unlock: unlockField.optional() });
export const downloadCheckQuery = z.object({ modelCode: modelCode(), unlock: unlockField.optional() });
export const downloadQuery = z.object({
  modelCode: modelCode(),
  format: labelled(z.preprocess(emptyToUndefined, z.enum(DOWNLOAD_FORMATS, '下载格式不正确').default('original')), '格式'),
});
export const downloadCheckResult = z.object({
  modelCode: z.string(),
  formats: z.array(
    z.object({ format: z.enum(DOWNLOAD_FORMATS), label: z.string(), url: z.string(), size: z.number().nullable() }),
  ),
});

// --- statistics ---------------------------------------------------------------------------------------

export const statsChartQuery = z.object({
  modelCode: z.preprocess(emptyToUndefined, modelCode().optional()),
  days: labelled(z.coerce.number().int().min(7, '天数至少 7 天').max(365, '天数最多 365 天'), '天数').default(30),
});
export const statsChart = z.object({
  days: z.array(z.string()),
  series: z.object({
    views: z.array(z.number()),
    embeds: z.array(z.number()),
    downloads: z.array(z.number()),
    likes: z.array(z.number()),
    collects: z.array(z.number()),
    comments: z.array(z.number()),
  }),
  totals: modelCounts,
});

export const arCheckQuery = z.object({ modelCode: modelCode() });
export const arCheckResult = z.object({
  modelCode: z.string(),
  available: z.boolean(),
  kind: z.enum(['jewelry', 'shoe', 'general']),
  reason: z.string().nullable(),
  glb: z.string().nullable(),
  bboxMm: z.object({ x: z.number(), y: z.number(), z: z.number() }).nullable(),
});

export const backgroundImage = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(['color', 'gradient', 'transparent']),
  color: z.string().nullable(),
  color2: z.string().nullable(),
});
export const viewerPresets = z.object({
  backgrounds: z.array(backgroundImage),
  environments: z.array(z.object({ value: z.string(), label: z.string() })),
});
