import { z } from 'zod';
import { certifiedBadge } from './business.js';
import { labelled, rowId } from './fields.js';
import { emptyToUndefined, libPage, modelCard, nameCount } from './library.js';

/**
 * A user's personal space (/myspace/*, /hisspace): a banner chosen from the gallery or uploaded, an introduction,
 * counts, the public models by category, fans and follows, and who visited.
 */

/** The banner pictures every user may choose from (served by the web app from /banners/). */
export const BANNER_GALLERY = [
  { key: 'starry', name: '星空', image: '/banners/starry.svg' },
  { key: 'dawn', name: '晨曦', image: '/banners/dawn.svg' },
  { key: 'mountain', name: '山峦', image: '/banners/mountain.svg' },
  { key: 'ocean', name: '海洋', image: '/banners/ocean.svg' },
  { key: 'grid', name: '几何', image: '/banners/grid.svg' },
  { key: 'studio', name: '工作室', image: '/banners/studio.svg' },
] as const;
export type BannerKey = (typeof BANNER_GALLERY)[number]['key'];
export const BANNER_KEYS = BANNER_GALLERY.map((b) => b.key) as [BannerKey, ...BannerKey[]];
/** Shown until the owner chooses one. */
export const DEFAULT_BANNER: BannerKey = 'starry';

export const SPACE_LIMITS = { introMax: 200 } as const;

export const bannerGallery = z.object({
  list: z.array(z.object({ key: z.string(), name: z.string(), image: z.string() })),
});

export const spaceUserQuery = z.object({
  /** Omitted: my own space (needs a login). */
  userId: z.preprocess(emptyToUndefined, rowId('用户编号不正确').optional()),
});

export const bannerConfig = z.object({
  userId: z.number(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  typeName: z.string(),
  /** The owner's certification badge (issue 18). */
  certified: certifiedBadge,
  /** gallery: one of BANNER_GALLERY (galleryKey); upload: the owner's own picture (fileId). */
  kind: z.enum(['gallery', 'upload']),
  galleryKey: z.string().nullable(),
  fileId: z.string().nullable(),
  /** The picture to show. */
  image: z.string(),
  intro: z.string().describe('纯文本，显示时不得当作 HTML'),
  isMe: z.boolean(),
  /** The owner has seen (or skipped) the guided tour; false for visitors. */
  tourDone: z.boolean(),
});
export type BannerConfig = z.infer<typeof bannerConfig>;

export const saveBannerConfigBody = z
  .strictObject({
    galleryKey: labelled(z.preprocess(emptyToUndefined, z.enum(BANNER_KEYS, '请选择图库中的横幅').optional()), '横幅'),
    fileId: labelled(
      z.preprocess(emptyToUndefined, z.string().trim().min(1, '请先上传图片').max(40, '图片编号不正确').optional()),
      '横幅图片',
    ),
    intro: labelled(
      z.preprocess(
        (v) => (typeof v === 'string' ? v.replace(/\r\n/g, '\n').trim() : v),
        z.string({ error: '简介不正确' }).max(SPACE_LIMITS.introMax, `简介最多 ${SPACE_LIMITS.introMax} 个字`).optional(),
      ),
      '简介',
    ),
  })
  .refine((b) => !(b.galleryKey && b.fileId), { message: '横幅只能选一张：图库或上传的图片', path: ['fileId'] });
export type SaveBannerConfigBody = z.infer<typeof saveBannerConfigBody>;

export const spaceCounts = z.object({
  models: z.number().describe('公开模型数'),
  views: z.number().describe('公开模型的浏览量'),
  fans: z.number(),
  follows: z.number(),
  likes: z.number().describe('公开模型获赞数'),
  visitors: z.number().describe('空间访客（人次，每人每天一次）'),
});

export const showTypeQuery = z.object({
  ...spaceUserQuery.shape,
  ...libPage,
  type: labelled(z.preprocess(emptyToUndefined, z.string().trim().max(20, '分类最多 20 个字').optional()), '分类'),
});
export const showTypePage = z.object({
  types: z.array(nameCount).describe('各分类的公开模型数'),
  list: z.array(modelCard),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});

export const visitBody = z.strictObject({ userId: labelled(rowId('用户编号不正确'), '用户') });
export const visitResult = z.object({ recorded: z.boolean().describe('今天第一次来访时为 true') });

export const visitorPanel = z.object({
  today: z.number().describe('今日访客'),
  week: z.number().describe('近 7 日访客（人次）'),
  total: z.number().describe('累计访客（人次）'),
});
export const visitorListQuery = z.object(libPage);
export const visitorItem = z.object({
  user: z.object({ id: z.number(), nickname: z.string(), avatar: z.string().nullable(), typeName: z.string() }),
  visitedAt: z.string(),
  following: z.boolean().describe('我是否已关注对方'),
});
export const visitorPage = z.object({
  list: z.array(visitorItem),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
});
export type VisitorItem = z.infer<typeof visitorItem>;

export const tourResult = z.object({ tourDone: z.boolean() });
