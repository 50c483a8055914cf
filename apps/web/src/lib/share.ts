/** Sharing a page: its absolute address, and copying text. */
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
