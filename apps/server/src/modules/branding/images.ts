import { BRANDING_LIMITS as L, coverCrop, type CropRect } from '@moxing/shared';
import sharp, { type Metadata, type OutputInfo, type SharpOptions } from 'sharp';
import { AppError, errors } from '../../platform/errors.js';

/**
 * Custom logo and cover pictures, made with sharp as the pipeline makes its covers. The upload's type was
 * sniffed when it arrived; libvips reads the bytes again here, so a picture that only looks like a PNG, is cut
 * short or claims a huge size is refused before anything is stored.
 */

const FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Checked from the header before decoding (a small file can claim a huge picture). */
const MAX_PIXELS = 40_000_000;
/** Behind the transparent parts of a cover: the viewer's default background. */
const COVER_BACKGROUND = '#f5f6f8';
/** EXIF-rotated phone photos are turned upright before anything is cut from them. */
const INPUT: SharpOptions = { autoOrient: true, limitInputPixels: MAX_PIXELS, failOn: 'warning' };

const unreadable = () => errors.validation('图片已损坏或无法读取，请换一张 PNG、JPEG 或 WebP 图片');

/** Width and height as seen (EXIF orientation applied). */
async function inspect(bytes: Buffer): Promise<{ width: number; height: number }> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, INPUT).metadata();
  } catch {
    throw unreadable();
  }
  if (!FORMATS.has(meta.format)) throw errors.validation('只支持 PNG、JPEG、WebP 图片');
  const { width, height } = meta.autoOrient;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_PIXELS) {
    throw errors.validation(`图片像素过多（${width}×${height}），请缩小到 4000 万像素以内再上传`);
  }
  return { width, height };
}

async function encode(make: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await make();
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw unreadable();
  }
}

export interface CoverImages {
  cover: Buffer;
  list: Buffer;
  thumb: Buffer;
}

/** cover.webp, list.webp and thumb.webp at the pipeline's sizes, cut from the picture at `focus` (see coverCrop). */
export async function makeCoverImages(bytes: Buffer, focus: number): Promise<CoverImages> {
  const { width, height } = await inspect(bytes);
  const rect = coverCrop(width, height, L.coverWidth / L.coverHeight, focus);
  if (rect.width < L.coverMinWidth || rect.height < L.coverMinHeight) {
    throw errors.validation(
      `图片太小（${width}×${height}）：封面需要至少 ${L.coverMinWidth}×${L.coverMinHeight} 像素的 4:3 画面，请换一张更大的图片`,
    );
  }
  const cut = (r: CropRect, w: number, h: number, quality: number) =>
    encode(() =>
      sharp(bytes, INPUT)
        .extract(r)
        .resize(w, h, { kernel: 'lanczos3' })
        .flatten({ background: COVER_BACKGROUND })
        .webp({ quality })
        .toBuffer(),
    );
  const cover = await cut(rect, L.coverWidth, L.coverHeight, 86);
  const list = await encode(() =>
    sharp(cover).resize(L.listWidth, L.listHeight, { kernel: 'lanczos3' }).webp({ quality: 82 }).toBuffer(),
  );
  // The square thumbnail is cut on its own, like the pipeline frames its own: a 4:3 crop would lose the sides.
  const thumb = await cut(coverCrop(width, height, 1, focus), L.thumbSize, L.thumbSize, 80);
  return { cover, list, thumb };
}

/** The logo scaled into its box (never enlarged), transparency kept. */
export async function makeLogoImage(bytes: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const { width, height } = await inspect(bytes);
  if (width < L.logoMinPx || height < L.logoMinPx) {
    throw errors.validation(`Logo 图片太小（${width}×${height}），至少需要 ${L.logoMinPx}×${L.logoMinPx} 像素`);
  }
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await sharp(bytes, INPUT)
      .resize({ width: L.logoBoxWidth, height: L.logoBoxHeight, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90, alphaQuality: 100 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw unreadable();
  }
  return { data: out.data, width: out.info.width, height: out.info.height };
}
