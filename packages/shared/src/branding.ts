import { z } from 'zod';
import { THUMB_SIZE } from './constants.js';
import { labelled } from './fields.js';
import { modelCode } from './models.js';

/**
 * The owner's marks on their models (issue 4): a custom logo drawn over the viewer (membership role LG3,
 * one per user) and a custom cover replacing the rendered one (role ZDYJZFM12, per model).
 */

export const LOGO_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];
export const LOGO_POSITION_LABELS: Record<LogoPosition, string> = {
  topLeft: '左上',
  topRight: '右上',
  bottomLeft: '左下',
  bottomRight: '右下',
};

/** Where the platform's own mark sits when the owner has no custom logo. */
export const PLATFORM_LOGO_POSITION: LogoPosition = 'bottomLeft';

/** Uploaded pictures the logo and the cover accept (the sniffed type of the upload, not its name). */
export const BRANDING_IMAGE_MIMES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export const BRANDING_LIMITS = {
  logoMaxBytes: 2 * 1024 * 1024,
  logoMinPx: 32,
  /** The stored logo fits in this box (the viewer shows it at most 160 x 64 CSS pixels). */
  logoBoxWidth: 480,
  logoBoxHeight: 192,
  coverMaxBytes: 10 * 1024 * 1024,
  /** The sizes the pipeline renders: cover.webp, list.webp and the square thumb.webp. */
  coverWidth: 1024,
  coverHeight: 768,
  listWidth: 400,
  listHeight: 300,
  thumbSize: THUMB_SIZE,
  /** A custom cover is cut from at least this much of the picture. */
  coverMinWidth: 400,
  coverMinHeight: 300,
  linkMax: 500,
} as const;

/**
 * The watermark over a model's viewer and embeds (membership role SY2, 去除水印): without the role the platform's
 * mark; with it, the owner's choice, which is no watermark until they pick another.
 */
export const WATERMARK_MODES = ['off', 'name', 'platform'] as const;
export type WatermarkMode = (typeof WATERMARK_MODES)[number];
export const WATERMARK_MODE_LABELS: Record<WatermarkMode, string> = {
  off: '不显示水印',
  name: '显示我的昵称',
  platform: '显示平台水印',
};
export const PLATFORM_WATERMARK = '模型星球';

export const viewerWatermark = z.object({ show: z.boolean(), text: z.string().nullable() });
export type ViewerWatermark = z.infer<typeof viewerWatermark>;

export const myWatermark = z.object({
  /** Holds SY2 now: the choice applies. */
  allowed: z.boolean(),
  mode: z.enum(WATERMARK_MODES),
  /** What visitors see on my models now. */
  shown: viewerWatermark,
});
export type MyWatermark = z.infer<typeof myWatermark>;

export const saveWatermarkBody = z.strictObject({
  mode: labelled(z.enum(WATERMARK_MODES, { error: '水印设置只能是 off、name 或 platform' }), '水印设置'),
});

export interface CropRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest `aspect` (width / height) rectangle inside a width x height picture, slid along the axis that
 * overflows: focus 0 is the left (or top) edge, 1 the right (or bottom) edge. The same as CSS
 * `object-fit: cover; object-position: <focus*100>% <focus*100>%`, so a browser preview shows exactly the cut.
 */
export function coverCrop(width: number, height: number, aspect: number, focus: number): CropRect {
  const f = Math.min(1, Math.max(0, Number.isFinite(focus) ? focus : 0.5));
  if (width / height > aspect) {
    const w = Math.max(1, Math.min(width, Math.round(height * aspect)));
    return { left: Math.round((width - w) * f), top: 0, width: w, height };
  }
  const h = Math.max(1, Math.min(height, Math.round(width / aspect)));
  return { left: 0, top: Math.round((height - h) * f), width, height: h };
}

/** An http(s) address with a host; anything else (javascript:, data:, relative paths) is refused. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

const fileIdField = labelled(z.string({ error: '请先上传图片' }).trim().min(1, '请先上传图片').max(40, '图片编号不正确'), '图片');

const linkField = labelled(
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .trim()
      .max(BRANDING_LIMITS.linkMax, `链接最多 ${BRANDING_LIMITS.linkMax} 个字符`)
      .refine(isHttpUrl, '链接须为以 http:// 或 https:// 开头的网址')
      .nullable(),
  ),
  '链接',
);

/** model/saveLogo: a new picture (omitted: keep the current one), the click-through address and the corner. */
export const saveLogoBody = z.object({
  fileId: fileIdField.optional(),
  link: linkField,
  position: labelled(z.enum(LOGO_POSITIONS, '请选择 Logo 位置'), '位置').default('bottomRight'),
});
export type SaveLogoBody = z.infer<typeof saveLogoBody>;

export const customLogo = z.object({
  image: z.string().describe('Logo 图片地址 /api/common/file/<fileId>（WebP，透明背景保留）'),
  width: z.number(),
  height: z.number(),
  link: z.string().nullable(),
  position: z.enum(LOGO_POSITIONS),
  updatedAt: z.string(),
});
export type CustomLogo = z.infer<typeof customLogo>;

export const myLogo = z.object({
  allowed: z.boolean().describe('是否已开通“自定义 Logo”套餐（LG3）'),
  logo: customLogo.nullable(),
});
export type MyLogo = z.infer<typeof myLogo>;

/** What the viewer draws over a model: the owner's logo (role LG3) or the platform's mark. */
export const viewerLogo = z.object({
  source: z.enum(['custom', 'platform']),
  image: z.string().nullable().describe('自定义 Logo 图片；平台标志为 null（查看器绘制“模型星球”标志）'),
  text: z.string().nullable(),
  link: z.string().nullable(),
  position: z.enum(LOGO_POSITIONS),
});
export type ViewerLogo = z.infer<typeof viewerLogo>;

/** model/saveCover: an uploaded picture cut to 4:3 at `focus` (see coverCrop). */
export const saveCoverBody = z.object({
  modelCode: modelCode(),
  fileId: fileIdField,
  focus: labelled(z.coerce.number('裁剪位置不正确').min(0, '裁剪位置不正确').max(1, '裁剪位置不正确'), '裁剪位置').default(0.5),
});
export type SaveCoverBody = z.infer<typeof saveCoverBody>;

export const modelCoverQuery = z.object({ modelCode: modelCode() });

export const modelCover = z.object({
  modelCode: z.string(),
  title: z.string(),
  status: z.string(),
  allowed: z.boolean().describe('是否已开通“自定义封面”套餐（ZDYJZFM12）'),
  custom: z.boolean().describe('true：正在使用自定义封面；false：系统渲染的封面'),
  customizedAt: z.string().nullable(),
  cover: z.string().nullable(),
  listImage: z.string().nullable(),
  thumb: z.string().nullable(),
});
export type ModelCover = z.infer<typeof modelCover>;
