/**
 * Pieces of the first screens the server draws into a page's HTML (the modules' pagePreview.ts): escaping, the Open
 * Graph tags that link previews (WeChat, search engines) read, and the frame of the drawn screen, which the app
 * removes once its own page shows (apps/web/src/lib/bootPreview.ts).
 */
import { AppError } from '../errors.js';

export const SITE_NAME = '模型星球';
/** If the app never takes over (a script failed to load), the drawn screen goes anyway after this long. */
const PREVIEW_MAX_MS = 10_000;
const SAFETY = `<script>setTimeout(function(){var p=document.getElementById('boot-preview');if(p)p.remove()},${PREVIEW_MAX_MS})</script>`;

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Link previews need absolute picture addresses. */
export function absoluteUrl(src: string, origin: string): string {
  return /^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

export interface OpenGraph {
  type: 'article' | 'website' | 'profile';
  title: string;
  description: string;
  url: URL;
  image?: string | null;
}

/** The Open Graph tags of a page, escaped. */
export function openGraph(og: OpenGraph): string {
  const tags: [string, string][] = [
    ['og:type', og.type],
    ['og:site_name', SITE_NAME],
    ['og:title', og.title],
    ['og:description', og.description],
    ['og:url', og.url.href],
  ];
  if (og.image) tags.push(['og:image', absoluteUrl(og.image, og.url.origin)]);
  return tags.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c)}">`).join('');
}

/** The drawn first screen: its stylesheet, the screen, and the script that removes it if the app never does. */
export function previewScreen(style: string, inner: string): string {
  return `${style}<div id="boot-preview">${inner}</div>${SAFETY}`;
}

/** For `.catch`: a "not found" refusal becomes null (the page answers 404), anything else stays an error. */
export function nullIfNotFound(e: unknown): null {
  if (e instanceof AppError && e.kind === 'notFound') return null;
  throw e;
}
