/** Sharing a page: its absolute address (with the sharer's id when signed in), and copying text. */
import { SHARER_PARAM } from '@moxing/shared';
import { session } from '../stores/session';

/** Copies text; falls back to a hidden textarea where the clipboard API is missing (plain http). */
export async function copyPlainText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

export function absoluteUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * The address to share a page by: signed in, it carries the sharer's id (`?from=`), so a friend opening it counts
 * for the sharer's "share" day task (features/points/shareVisit.ts).
 */
export function sharedUrl(path: string): string {
  const url = new URL(path, window.location.origin);
  const me = session.get().userId;
  if (me) url.searchParams.set(SHARER_PARAM, String(me));
  return url.toString();
}

/** The sharer's id a shared link carries, or null. */
export function sharerIn(search: string): number | null {
  const raw = new URLSearchParams(search).get(SHARER_PARAM) ?? '';
  const id = Number(raw);
  return /^\d{1,10}$/.test(raw) && id > 0 ? id : null;
}
