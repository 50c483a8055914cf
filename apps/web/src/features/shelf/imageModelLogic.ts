/**
 * The image model editor without UI: where it and its neighbours live, the photos' turntable order (photos already
 * saved and new uploads in one list), what keeps the model from being saved, and the order picked files arrive in.
 */
import { LIBRARY_LIMITS } from '@moxing/shared';
import type { PickedFile } from '../../components/upload/files';
import type { QueueSummary } from '../../components/upload/queue';

const { imagePhotosMin: MIN, imagePhotosMax: MAX } = LIBRARY_LIMITS;

/** The image model tab of my shelf, where the editor returns to. */
export const SHELF_PATH = '/mymodel/good?tab=image';
export const imageEditPath = (code?: string) =>
  code ? `/mymodel/imageModel?code=${encodeURIComponent(code)}` : '/mymodel/imageModel';
export const imageDetailPath = (code: string) => `/imgdetail?code=${encodeURIComponent(code)}`;

/** Router state of SHELF_PATH after a save: the shelf says so and links to the result. */
export interface SavedNotice {
  savedImageModel: { code: string; title: string; created: boolean };
}

/** The keys of `order` that still exist, then the ones added since (in the order they came). */
export function orderedKeys(order: readonly string[], present: readonly string[]): string[] {
  const here = new Set(present);
  const kept = order.filter((k) => here.has(k));
  const known = new Set(kept);
  return [...kept, ...present.filter((k) => !known.has(k))];
}

/** `keys` with `key` moved to position `to` (clamped to the list). */
export function moveKey(keys: readonly string[], key: string, to: number): string[] {
  const from = keys.indexOf(key);
  if (from < 0) return [...keys];
  const rest = keys.filter((k) => k !== key);
  const at = Math.max(0, Math.min(rest.length, to));
  return [...rest.slice(0, at), key, ...rest.slice(at)];
}

const byName = new Intl.Collator('zh-CN', { numeric: true, sensitivity: 'base' });

/**
 * Picked photos sorted by name, numbers as numbers (IMG_2 before IMG_10): cameras and turntable rigs number their
 * shots in the order taken, while a file chooser hands them over in no particular order.
 */
export function inShootingOrder(files: readonly PickedFile[]): PickedFile[] {
  return [...files].sort((a, b) => byName.compare(a.path, b.path));
}

/** How many of `wanted` new photos still fit under the maximum. */
export const photoRoom = (current: number, wanted: number): number => Math.max(0, Math.min(wanted, MAX - current));

export interface SaveState {
  photos: number;
  /** Uploads refused before sending (wrong type, too big, not really a picture). */
  invalid: number;
  uploads: Pick<QueueSummary, 'busy' | 'failed' | 'percent'>;
  title: string | undefined;
  trade: string | undefined;
  /** Editing, and nothing differs from what is saved. */
  unchanged: boolean;
}

/** Why the model cannot be saved yet, in Chinese; null when it can. */
export function saveBlocker(s: SaveState): string | null {
  if (s.photos < MIN) {
    return s.photos === 0 ? `请添加至少 ${MIN} 张照片` : `至少需要 ${MIN} 张照片才能组成 360° 展示，还差 ${MIN - s.photos} 张`;
  }
  if (s.invalid > 0) return `有 ${s.invalid} 张照片无法使用，请先移除`;
  if (s.uploads.failed > 0) return `有 ${s.uploads.failed} 张照片上传失败，请重试或移除`;
  if (s.uploads.busy) return `照片上传中（${s.uploads.percent}%），完成后即可保存`;
  if (!s.title?.trim()) return '请填写名称';
  if (!s.trade) return '请选择所属行业';
  if (s.unchanged) return '还没有修改';
  return null;
}
