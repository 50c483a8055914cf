/** Checks and geometry of /mymodel/logo and /mymodel/thumb, kept apart from the pages for tests. */
import { BRANDING_IMAGE_MIMES, BRANDING_LIMITS, coverCrop, isHttpUrl } from '@moxing/shared';
import { formatBytes } from '../../components/upload/files';

/** Where a missing package is explained and bought: the VIP page once it exists, the user centre's package card until then. */
export const packagePage = (): string => '/upgrade';

export const PICTURE_ACCEPT = BRANDING_IMAGE_MIMES.join(',');

/** Why a picked picture would be refused for its type or size (the server checks again); null when fine. */
export function pictureProblem(file: { type: string; size: number }, maxBytes: number): string | null {
  if (!(BRANDING_IMAGE_MIMES as readonly string[]).includes(file.type)) return '只支持 PNG、JPEG、WebP 图片';
  if (file.size > maxBytes) return `图片不能超过 ${formatBytes(maxBytes)}，请压缩后再上传`;
  return null;
}

/** Why the click-through address would be refused; an empty one (no link) is fine. */
export function linkProblem(link: string): string | null {
  const v = link.trim();
  if (!v) return null;
  if (v.length > BRANDING_LIMITS.linkMax) return `链接最多 ${BRANDING_LIMITS.linkMax} 个字符`;
  return isHttpUrl(v) ? null : '请输入以 http:// 或 https:// 开头的网址';
}

const COVER_ASPECT = BRANDING_LIMITS.coverWidth / BRANDING_LIMITS.coverHeight;

/** Which way the 4:3 cover window can slide over a picture: along x (wide), along y (tall), or not at all. */
export function focusAxis(width: number, height: number): 'x' | 'y' | null {
  const r = coverCrop(width, height, COVER_ASPECT, 0);
  if (r.width < width - 1) return 'x';
  if (r.height < height - 1) return 'y';
  return null;
}

/** The CSS that shows the same cut as the server's coverCrop (object-fit: cover). */
export const objectPosition = (focus: number): string => `${focus * 100}% ${focus * 100}%`;

/** Too small for a cover (the server refuses it too); null when big enough. */
export function coverSizeProblem(width: number, height: number): string | null {
  const r = coverCrop(width, height, COVER_ASPECT, 0.5);
  if (r.width >= BRANDING_LIMITS.coverMinWidth && r.height >= BRANDING_LIMITS.coverMinHeight) return null;
  return `图片太小（${width}×${height}）：封面需要至少 ${BRANDING_LIMITS.coverMinWidth}×${BRANDING_LIMITS.coverMinHeight} 像素的 4:3 画面`;
}

/** Natural size of a picked picture (for the size check and the crop preview). */
export function pictureSize(url: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve({ width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => reject(new Error('图片无法读取，请换一张'));
    img.src = url;
  });
}
