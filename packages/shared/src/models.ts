import { z } from 'zod';
import { TRADES } from './constants.js';
import { flagField, labelled, rowId, splitCommaList } from './fields.js';

/**
 * Model records made from uploaded files (model/uploadModel) and their processing (issue 3).
 *
 * Processing status: queued --worker--> processing --> ready | failed. A failed model keeps a Chinese
 * reason; the user's other models and files are untouched. Stage and percent come from model/processStatus.
 */
export const MODEL_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];
export const MODEL_STATUS_LABELS: Record<ModelStatus, string> = {
  queued: '排队中',
  processing: '处理中',
  ready: '已完成',
  failed: '处理失败',
};

/** Pipeline stages as the progress bar shows them (with the share of the work done when each starts). */
export const MODEL_STAGES = [
  'queued',
  'detect',
  'convert',
  'optimize',
  'light',
  'render',
  'inspect',
  'store',
  'ready',
  'failed',
] as const;
export type ModelStage = (typeof MODEL_STAGES)[number];
export const MODEL_STAGE_LABELS: Record<ModelStage, string> = {
  queued: '排队等待处理',
  detect: '识别格式',
  convert: '转换为 glTF',
  optimize: '优化压缩',
  light: '生成轻量模型',
  render: '渲染封面',
  inspect: '统计模型信息',
  store: '保存结果',
  ready: '处理完成',
  failed: '处理失败',
};
export const MODEL_STAGE_PERCENT: Record<ModelStage, number> = {
  queued: 0,
  detect: 5,
  convert: 10,
  optimize: 35,
  light: 60,
  render: 75,
  inspect: 90,
  store: 95,
  ready: 100,
  failed: 100,
};

/** Fen: 0 is shown as negotiable / free (docs/spec/SPEC.md section 3). Up to 1,000,000 yuan. */
export const MODEL_PRICE_MAX_FEN = 100_000_000;

/** Uploaded model files (common/file/upload ids) a model or a conversion is made from. */
export const modelFileIds = labelled(
  z.preprocess(splitCommaList, z.array(z.string().min(1).max(40)).min(1, '请先上传模型文件').max(50, '一次最多 50 个文件')),
  '模型文件',
);

export const modelCode = () =>
  labelled(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9]{6,24}$/, '模型编号不正确'),
    '模型编号',
  );

export const uploadModelBody = z
  .object({
    /** One model file, or a zip, or a model with its textures / .bin / .mtl (ids from common/file/upload or tus). */
    fileIds: modelFileIds,
    title: labelled(z.string().trim().min(1, '请填写模型名称').max(100, '模型名称最多 100 个字'), '模型名称'),
    description: labelled(z.string().trim().max(5000, '模型描述最多 5000 个字'), '模型描述').default(''),
    /** The model category (model/typeList); "其他" when not chosen. */
    type: labelled(z.string().trim().max(50), '分类').default('其他'),
    trade: labelled(z.enum(TRADES, '请选择所属行业'), '所属行业'),
    price: labelled(
      z.coerce.number().int('价格须为整数（分）').min(0, '价格不能为负').max(MODEL_PRICE_MAX_FEN, '价格过高'),
      '价格',
    ),
    /** Anyone logged in may download it; price must be 0. A price of 0 without it is negotiable (面议). */
    freeDownload: flagField('免费下载').default(false),
    /** One of the company's brands (company/info; a sub-account's are its parent's). */
    brandId: labelled(rowId('品牌编号不正确').optional(), '品牌'),
  })
  .refine((b) => !(b.freeDownload && b.price > 0), { message: '免费下载的模型价格须为 0', path: ['price'] });
export type UploadModelBody = z.infer<typeof uploadModelBody>;

export const modelStats = z.object({
  triangles: z.number(),
  vertices: z.number(),
  meshes: z.number(),
  materials: z.number(),
  textures: z.array(
    z.object({ name: z.string(), width: z.number(), height: z.number(), mimeType: z.string(), bytes: z.number() }),
  ),
  animations: z.number(),
  bboxMm: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  bytes: z.object({
    original: z.number(),
    web: z.number(),
    light: z.number(),
    cover: z.number(),
    thumb: z.number(),
    list: z.number().optional(),
  }),
  warnings: z.array(z.string()),
  format: z.string(),
});
export type ModelStats = z.infer<typeof modelStats>;

export const modelTimestamps = z.object({
  queuedAt: z.string(),
  convertingAt: z.string().nullable(),
  optimizingAt: z.string().nullable(),
  renderingAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});

export const modelArtefactUrls = z.object({
  web: z.string().nullable().describe('网页版 GLB，/api/model/file/<modelCode>/web.glb'),
  light: z.string().nullable().describe('手机轻量版 GLB'),
  cover: z.string().nullable().describe('封面 1024x768 WebP'),
  thumb: z.string().nullable().describe('缩略图 WebP'),
  list: z.string().nullable().describe('列表图 400x300 WebP'),
  original: z.string().nullable().describe('原始文件（仅本人）'),
});

const processingState = z.object({
  modelCode: z.string(),
  status: z.enum(MODEL_STATUSES),
  statusLabel: z.string(),
  stage: z.enum(MODEL_STAGES),
  stageLabel: z.string(),
  percent: z.number().describe('0-100'),
  reason: z.string().nullable().describe('失败原因（中文）'),
});

export const processStatus = processingState.extend({
  timestamps: modelTimestamps,
  light: z.object({
    status: z.enum(['none', 'queued', 'processing', 'ready', 'failed']),
    targetBytes: z.number().nullable(),
    error: z.string().nullable(),
  }),
});
export type ProcessStatus = z.infer<typeof processStatus>;

/**
 * A model shown to people other than the library's visitors (a demand's delivered model): its processing
 * state and, once ready, the artefacts to preview it. The artefact addresses answer only those allowed to see it.
 */
export const modelProgress = processingState.extend({
  web: z.string().nullable().describe('网页版 GLB（处理完成后）'),
  light: z.string().nullable().describe('手机轻量版 GLB'),
  cover: z.string().nullable().describe('封面 WebP'),
});
export type ModelProgress = z.infer<typeof modelProgress>;

export const modelRecord = z.object({
  modelCode: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  trade: z.string(),
  price: z.number().describe('分；0 且 freeDownload 为 false 时为面议'),
  freeDownload: z.boolean(),
  status: z.enum(MODEL_STATUSES),
  statusLabel: z.string(),
  failureReason: z.string().nullable(),
  timestamps: modelTimestamps,
  files: modelArtefactUrls,
  originalName: z.string().nullable(),
  stats: modelStats.nullable(),
  createdAt: z.string(),
});
export type ModelRecord = z.infer<typeof modelRecord>;

export const modelCodeQuery = z.object({ modelCode: modelCode() });

/** The "lightweight model" dialog: re-make light.glb aiming at this size. */
export const compressBody = z.object({
  modelCode: modelCode(),
  /** Target size of the lightweight model in MB (0.1 - 200). */
  targetSize: labelled(z.coerce.number().min(0.1, '目标大小至少 0.1 MB').max(200, '目标大小最多 200 MB'), '目标大小'),
});
