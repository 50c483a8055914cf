import { z } from 'zod';
import { labelled, pageQuery, rowId } from './fields.js';

/**
 * Compilations (合辑, /compilationList and /compilationDetail): a curated, ordered set of public models and published
 * showrooms, made by a user or an operator; public ones are listed, operators feature some at the top.
 */

export const COMPILATION_LIMITS = { title: 40, description: 500, items: 50 } as const;
export const COMPILATION_ITEM_KINDS = ['model', 'show'] as const;
export type CompilationItemKind = (typeof COMPILATION_ITEM_KINDS)[number];
export const COMPILATION_ITEM_LABELS: Record<CompilationItemKind, string> = { model: '模型', show: '展厅' };

const compilationId = labelled(rowId('合辑编号不正确'), '合辑编号');

/** One entry as the owner sends it: a model by its code, or a showroom by its id (as text). */
export const compilationItemInput = z.strictObject({
  kind: labelled(z.enum(COMPILATION_ITEM_KINDS, '合辑内容只能是模型或展厅'), '内容类型'),
  ref: labelled(z.string().trim().min(1, '请选择模型或展厅').max(40, '模型编号或展厅编号不正确'), '模型或展厅'),
});
export type CompilationItemInput = z.infer<typeof compilationItemInput>;

/** compilation/save: creates one (no id) or replaces one's fields and items. */
export const saveCompilationBody = z.strictObject({
  id: compilationId.optional(),
  title: labelled(
    z.string().trim().min(1, '请填写合辑名称').max(COMPILATION_LIMITS.title, `合辑名称最多 ${COMPILATION_LIMITS.title} 字`),
    '合辑名称',
  ),
  description: labelled(
    z.string().trim().max(COMPILATION_LIMITS.description, `简介最多 ${COMPILATION_LIMITS.description} 字`),
    '简介',
  ).optional(),
  coverFileId: labelled(z.string().trim().min(1).max(40).nullable(), '封面').optional(),
  isPublic: labelled(z.boolean({ error: 'isPublic 须为 true 或 false' }), '公开'),
  items: labelled(
    z.array(compilationItemInput).max(COMPILATION_LIMITS.items, `一个合辑最多 ${COMPILATION_LIMITS.items} 项`),
    '合辑内容',
  ),
});
export type SaveCompilationBody = z.infer<typeof saveCompilationBody>;

export const compilationIdBody = z.strictObject({ id: compilationId });
export const compilationIdQuery = z.strictObject({ id: compilationId });
export const featureCompilationBody = z.strictObject({
  id: compilationId,
  featured: labelled(z.boolean({ error: 'featured 须为 true 或 false' }), '推荐'),
});
export const compilationListQuery = z.strictObject({
  ...pageQuery.shape,
  keyword: labelled(z.string().trim().max(50).optional(), '关键词'),
  /** "1": featured ones only. */
  featured: labelled(z.enum(['0', '1'], 'featured 只能是 0 或 1').optional(), '推荐'),
});

/** One entry as shown: what it is, its title and picture, a line under it and where it leads. */
export const compilationItem = z.object({
  kind: z.enum(COMPILATION_ITEM_KINDS),
  ref: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  note: z.string().describe('模型：价格；展厅：类型与展品数'),
  url: z.string().describe('/modelinfo/<code> 或 /showDetail?id=<id>'),
  /** False when the model was made private or deleted, or the show taken offline (only its owner sees such entries). */
  available: z.boolean(),
});
export type CompilationItem = z.infer<typeof compilationItem>;

export const compilationCard = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  cover: z.string().nullable().describe('封面；未设置时为第一项的封面'),
  owner: z.object({ id: z.number(), nickname: z.string(), avatar: z.string().nullable() }),
  modelCount: z.number(),
  showCount: z.number(),
  isPublic: z.boolean(),
  featured: z.boolean(),
  updatedAt: z.string(),
});
export type CompilationCard = z.infer<typeof compilationCard>;
export const compilationPage = z.object({
  list: z.array(compilationCard),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

export const compilationView = compilationCard.extend({
  isOwner: z.boolean(),
  coverFileId: z.string().nullable().describe('主人的编辑数据（访客为 null）'),
  items: z.array(compilationItem),
});
export type CompilationView = z.infer<typeof compilationView>;
export const savedCompilation = z.object({ id: z.number() });
