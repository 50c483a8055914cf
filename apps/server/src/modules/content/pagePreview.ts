/**
 * Content pages rendered on the server for their first screen: the title, description and picture in the head
 * (the document title and Open Graph tags that search engines and WeChat link previews read) and the article itself
 * in the body, for every visitor. The app removes the drawn copy (apps/web/src/lib/bootPreview.ts) once its own page
 * shows. Only published content is drawn; its HTML is the stored, allow-list-cleaned body.
 */
import type { ContentDetail } from '@moxing/shared';
import type { PagePreview } from '../modelPage/pagePreview.js';
import type { ContentService } from './service.js';
import { plainText } from './sanitize.js';

const SITE = '模型星球';
/** Pages whose article is named by `?id=`. */
const ARTICLE_PAGES = new Set(['/helpList', '/helpWord', '/news', '/updateList', '/successfulcase', '/production']);
/** Pages that are one operator page, named by their path (routes.txt's landing and activity pages). */
export const SLUG_PAGES = [
  'introduce',
  'useProtocol',
  'land',
  'party',
  'websiteSource',
  'bilibili',
  'remNew',
  'animation',
  'exhibition',
  'furniture',
  'meeting',
  'ces',
  'cestwice',
  'wisdom',
  'museum',
  'furnishShow',
  'commerce',
  'science',
  'createModel',
] as const;
const SLUGS = new Set<string>(SLUG_PAGES);
const PREVIEW_MAX_MS = 10_000;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `<style>
#boot-preview{position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:3000;background:#fff;color:#1d2129}
#boot-preview article{max-width:860px;margin:0 auto;padding:24px 16px;line-height:1.8;font-size:16px}
#boot-preview h1{font-size:26px;line-height:1.4;margin:0 0 8px}
#boot-preview img{max-width:100%;height:auto}
#boot-preview .bp-meta{color:#86909c;font-size:14px;margin-bottom:16px}
</style>`;
const SAFETY = `<script>setTimeout(function(){var p=document.getElementById('boot-preview');if(p)p.remove()},${PREVIEW_MAX_MS})</script>`;

async function find(content: ContentService, url: URL): Promise<ContentDetail | null> {
  const path = url.pathname.replace(/\/$/, '') || '/';
  const id = Number(url.searchParams.get('id'));
  if (ARTICLE_PAGES.has(path) && Number.isInteger(id) && id > 0 && id < 2 ** 31) {
    return content.detail(id, ['help', 'update', 'news', 'case', 'production']).catch(() => null);
  }
  const slug = path.slice(1);
  if (SLUGS.has(slug)) return content.bySlug(slug).catch(() => null);
  return null;
}

function absolute(src: string, origin: string): string {
  return /^https?:\/\//i.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`;
}

/** The preview of a content page, or null when the address names no published content. */
export async function contentPreview(content: ContentService, url: URL): Promise<PagePreview | null> {
  const item = await find(content, url);
  if (!item) return null;
  const description = (item.summary || plainText(item.html)).slice(0, 120);
  const title = `${item.title} - ${SITE}`;
  const meta = [
    ['og:type', 'article'],
    ['og:site_name', SITE],
    ['og:title', item.title],
    ['og:description', description],
    ['og:url', url.href],
    ...(item.cover ? [['og:image', absolute(item.cover, url.origin)]] : []),
  ];
  const head = meta.map(([p, c]) => `<meta property="${p}" content="${escapeHtml(c!)}">`).join('');
  const date = item.publishedAt ? item.publishedAt.slice(0, 10) : '';
  const body =
    `${STYLE}<div id="boot-preview"><article><h1>${escapeHtml(item.title)}</h1>` +
    `<div class="bp-meta">${escapeHtml(date)}</div>${item.html}</article></div>${SAFETY}`;
  return { head, body, title, description };
}
