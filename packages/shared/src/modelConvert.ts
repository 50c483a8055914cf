import { z } from 'zod';
import { labelled, pageQuery, splitCommaList } from './fields.js';
import { modelFileIds } from './models.js';

/**
 * The format transform service (modelConvert/*): upload a model, choose a target format, download it.
 *
 * Status (the server's transitions table, apps/server/src/modules/modelConvert/transitions.ts, decides):
 *   uploaded --save--> queued --worker--> converting --> done | failed
 *   queued --cancel--> cancelled;  failed | cancelled --retry--> queued;  done --save (another format)--> queued
 */
export const CONVERT_TARGETS = ['glb', 'gltf', 'obj', 'stl'] as const;
export type ConvertTarget = (typeof CONVERT_TARGETS)[number];
export const CONVERT_TARGET_LABELS: Record<ConvertTarget, string> = {
  glb: 'GLB（单文件）',
  gltf: 'glTF（ZIP：.gltf + .bin + 贴图）',
  obj: 'OBJ（ZIP：.obj + .mtl + 贴图）',
  stl: 'STL（二进制，仅几何）',
};

export const CONVERSION_STATUSES = ['uploaded', 'queued', 'converting', 'done', 'failed', 'cancelled'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];
export const CONVERSION_STATUS_LABELS: Record<ConversionStatus, string> = {
  uploaded: '待选择格式',
  queued: '排队中',
  converting: '转换中',
  done: '已完成',
  failed: '转换失败',
  cancelled: '已取消',
};

/**
 * What the user may do to a conversion record now. Responses carry the list (`actions`) the server derives from its
 * state machine (apps/server/src/modules/modelConvert/transitions.ts: conversionActions), so the page shows exactly
 * the buttons the server would accept. Choosing a format, converting again and retrying all queue the record; they
 * are named after where it starts (uploaded, done, failed or cancelled).
 */
export const CONVERSION_ACTIONS = ['chooseFormat', 'convertAgain', 'retry', 'cancel', 'download', 'remove'] as const;
export type ConversionAction = (typeof CONVERSION_ACTIONS)[number];

const conversionCode = () =>
  labelled(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9]{6,24}$/, '转换记录编号不正确'),
    '转换记录编号',
  );
const codeList = labelled(
  z.preprocess(splitCommaList, z.array(conversionCode()).min(1, '请选择转换记录').max(100, '一次最多 100 条')),
  '转换记录',
);

export const conversionRecord = z.object({
  code: z.string(),
  sourceName: z.string(),
  sourceSize: z.number(),
  targetFormat: z.enum(CONVERT_TARGETS).nullable(),
  status: z.enum(CONVERSION_STATUSES),
  statusLabel: z.string(),
  failureReason: z.string().nullable(),
  resultName: z.string().nullable(),
  resultSize: z.number().nullable(),
  downloadUrl: z.string().nullable().describe('完成后：/api/modelConvert/download?code=...'),
  createdAt: z.string(),
  queuedAt: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  actions: z.array(z.enum(CONVERSION_ACTIONS)),
});
export type ConversionRecord = z.infer<typeof conversionRecord>;

/** modelConvert/upload without a multipart body: files already uploaded (e.g. resumably). */
export const conversionFromFilesBody = z.object({
  fileIds: modelFileIds,
});

export const conversionSaveBody = z.object({
  code: conversionCode(),
  targetFormat: labelled(z.enum(CONVERT_TARGETS, '目标格式须为 glb、gltf、obj 或 stl'), '目标格式'),
});

export const conversionListQuery = z.strictObject({
  ...pageQuery.shape,
  status: labelled(z.enum(CONVERSION_STATUSES), '状态').optional(),
});

export const conversionCounts = z.object({
  total: z.number(),
  uploaded: z.number(),
  queued: z.number(),
  converting: z.number(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
});

/** Change status: the listed records, or all own records in `fromStatus`. Targets: queued (retry) or cancelled. */
export const conversionUpdateByStatusBody = z
  .object({
    codes: codeList.optional(),
    fromStatus: labelled(z.enum(CONVERSION_STATUSES), '原状态').optional(),
    status: labelled(z.enum(['queued', 'cancelled'], '状态只能改为 queued（重新转换）或 cancelled（取消）'), '状态'),
  })
  .refine((b) => b.codes !== undefined || b.fromStatus !== undefined, { message: '请给出转换记录或原状态', path: ['codes'] });

export const conversionRemoveBody = z.object({ codes: codeList });
export const conversionCodeQuery = z.object({ code: conversionCode() });
