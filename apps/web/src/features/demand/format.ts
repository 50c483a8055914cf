/** Display helpers for demands and bids, shared by the desktop and mobile pages (no UI library in here). */
export { FILE_KINDS, fileSizeText, guessKind, kindOf, type FileKind } from '../../components/upload/fileKinds';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** "还剩 5 天" / "还剩 3 小时" / "不到 1 小时" / "已截止". */
export function deadlineLeft(deadline: string, now = Date.now()): string {
  const left = Date.parse(deadline) - now;
  if (!Number.isFinite(left)) return '';
  if (left <= 0) return '已截止';
  if (left >= DAY) return `还剩 ${Math.floor(left / DAY)} 天`;
  if (left >= HOUR) return `还剩 ${Math.floor(left / HOUR)} 小时`;
  return '不到 1 小时';
}

/** Deadline as a date in China time ("2026-12-12"). */
export function dateText(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  // The server stores a date deadline as 23:59:59 +08:00: show that calendar day.
  const china = new Date(ms + 8 * HOUR);
  return china.toISOString().slice(0, 10);
}

/** "2026-11-22 10:59" in China time. */
export function dateTimeText(iso: string | null | undefined): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return '';
  return new Date(ms + 8 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/** "3 分钟前", "2 小时前", "5 天前", else the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const diff = now - Date.parse(iso);
  if (!Number.isFinite(diff)) return '';
  if (diff < 60_000) return '刚刚';
  if (diff < HOUR) return `${Math.floor(diff / 60_000)} 分钟前`;
  if (diff < DAY) return `${Math.floor(diff / HOUR)} 小时前`;
  if (diff < 30 * DAY) return `${Math.floor(diff / DAY)} 天前`;
  return dateText(iso);
}

/** Yuan typed by a person -> integer fen for the API. */
export function yuanToFen(yuan: number): number {
  return Math.round(yuan * 100);
}

/** Extensions the upload service recognises, by the kinds a demand accepts. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,.gif,.bmp';
export const ATTACHMENT_ACCEPT = [
  '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.pdf',
  '.mp4,.mov,.m4v',
  '.zip,.rar',
  IMAGE_ACCEPT,
  '.glb,.gltf,.obj,.fbx,.stl,.ply,.dae,.3ds',
].join(',');

/** Status colours shared by tags and badges (desktop and mobile): white text on them reaches 4.5:1. */
export const STATUS_COLORS: Record<number, string> = {
  [-2]: '#b45309',
  [-1]: '#dc2626',
  0: '#1d54e6',
  1: '#7c3aed',
  2: '#15803d',
  3: '#6b7280',
};

export const BID_STATUS_COLORS: Record<number, string> = {
  0: '#1d54e6',
  1: '#15803d',
  2: '#6b7280',
  3: '#6b7280',
  4: '#6b7280',
};
