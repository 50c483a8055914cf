import { z } from 'zod';
import { labelled, rowId, splitCommaList } from './fields.js';
import { authorBrief, emptyToUndefined, libPage, LIBRARY_LIMITS, tagsField, tradeField, typeField } from './library.js';

/** Image models: a gallery of photos shown as a turntable (/imgdetail, /mymodel/individual). */
export const imageModelCode = () =>
  labelled(
    z
      .string()
      .trim()
      .regex(/^i[a-z0-9]{6,24}$/, '图片模型编号不正确'),
    '图片模型编号',
  );
const photoIds = labelled(
  z.preprocess(
    splitCommaList,
    z
      .array(z.string().min(1).max(40), { error: '请上传照片' })
      .min(LIBRARY_LIMITS.imagePhotosMin, `至少需要 ${LIBRARY_LIMITS.imagePhotosMin} 张照片才能组成 360° 展示`)
      .max(LIBRARY_LIMITS.imagePhotosMax, `最多 ${LIBRARY_LIMITS.imagePhotosMax} 张照片`)
      // A repeated id would be stored once: a turntable of fewer photos than the minimum could slip through.
      .refine((ids) => new Set(ids).size === ids.length, '同一张照片只能使用一次，请移除重复的照片'),
  ),
  '照片',
);
const imageTitleField = labelled(z.string().trim().min(1, '请填写名称').max(100, '名称最多 100 个字'), '名称');
const imageDescriptionField = labelled(z.string().trim().max(5000, '描述最多 5000 个字'), '描述');
const imageVisibilityField = labelled(z.enum(['public', 'private']), '公开状态');
export const createImageModelBody = z.object({
  title: imageTitleField,
  description: imageDescriptionField.default(''),
  type: typeField.default('其他'),
  trade: tradeField,
  tags: tagsField.default([]),
  /** Photos in turntable order (ids from common/file/upload). */
  photoIds,
  visibility: imageVisibilityField.default('public'),
});
export const updateImageModelBody = z.object({
  code: imageModelCode(),
  title: imageTitleField.optional(),
  description: imageDescriptionField.optional(),
  type: typeField.optional(),
  trade: tradeField.optional(),
  tags: tagsField.optional(),
  photoIds: photoIds.optional(),
  visibility: imageVisibilityField.optional(),
});
export const imageModelQuery = z.object({ code: imageModelCode() });
export const imageModelListQuery = z.object({
  ...libPage,
  userId: z.preprocess(emptyToUndefined, rowId('用户编号不正确').optional()),
});
export const imageModel = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.string(),
  trade: z.string(),
  tags: z.array(z.string()),
  visibility: z.enum(['public', 'private']),
  cover: z.string().nullable(),
  photos: z.array(z.object({ fileId: z.string(), url: z.string() })),
  photoCount: z.number(),
  viewCount: z.number(),
  author: authorBrief,
  isOwner: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ImageModel = z.infer<typeof imageModel>;
export const imageModelPage = z.object({
  list: z.array(imageModel),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
