/**
 * A first screen in the HTML of the library and model pages on phones: the real first cards (or the model's cover
 * and title) drawn by the server, so a phone on a slow network sees the page before the app's scripts have
 * arrived and run. The app removes it (apps/web/src/lib/bootPreview.ts) once its own page shows; it is a plain
 * picture of the page, its links are ordinary links. Nothing private is shown: the same listed models and public
 * detail that an anonymous visitor gets, never a password-protected model's cover.
 */
import type { ModelCard } from '@moxing/shared';
import { escapeHtml, previewScreen } from '../../platform/http/pageHead.js';
import type { LibraryService } from '../library/service.js';

/** Cards in the library preview: the first two rows of the phone grid fill a phone's screen. */
const PREVIEW_CARDS = 4;
/** How many of their pictures the head asks for first. */
const PRELOADED = 2;

/** Phones, not tablets: the same test as the web app's device detection (apps/web/src/lib/device.ts). */
const PHONE_UA = /iPhone|iPod|Android.*Mobile|HarmonyOS|Mobi|Windows Phone|Opera Mini|IEMobile/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|SM-T\d|MatePad|MI PAD/i;

export interface PagePreview {
  /** Goes at the end of <head>: the first pictures, requested before anything else. */
  head: string;
  /** Goes right after <body>. */
  body: string;
  /** Replace the page's <title> and description (content pages, modules/content/pagePreview.ts). */
  title?: string;
  description?: string;
  /** The address names nothing (an unknown article or user): the page is answered with HTTP 404. */
  notFound?: boolean;
}

const STYLE = `<style>
#boot-preview{position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:3000;background:#f5f6f8;color:#1d2129}
#boot-preview a{color:inherit;text-decoration:none}
.bp-nav{height:45px;display:flex;align-items:center;justify-content:center;background:#fff;border-bottom:1px solid #eee;font-size:17px}
.bp-search{background:#fff;padding:12px 12px;display:flex;gap:12px;align-items:center}
.bp-search span{flex:1;height:34px;border-radius:6px;background:#f5f5f5;color:#999;font-size:15px;line-height:34px;padding-left:12px}
.bp-grid{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:12px}
.bp-card{background:#fff;border-radius:8px;overflow:hidden}
.bp-card img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#eef1f6}
.bp-card b{display:block;font-size:14px;padding:8px 8px 10px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.bp-stage{position:relative;height:56vh;min-height:300px;background:#f5f6f8}
.bp-stage img{position:absolute;inset:0;width:100%;height:100%;object-fit:contain}
.bp-info{background:#fff;margin-top:10px;padding:14px 16px}
.bp-info h1{margin:0 0 6px;font-size:19px;line-height:1.4}
.bp-info p{margin:0;color:#86909c;font-size:14px}
</style>`;

function page(inner: string, pictures: string[]): PagePreview {
  return {
    head: pictures.map((src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high">`).join(''),
    body: previewScreen(STYLE, inner),
  };
}

function libraryPreview(title: string, cards: ModelCard[]): PagePreview | null {
  if (cards.length === 0) return null;
  const items = cards.map((m) => {
    const picture = m.listImage ?? m.cover ?? '';
    return (
      `<a class="bp-card" href="/modelinfo/${encodeURIComponent(m.modelCode)}">` +
      `<img src="${escapeHtml(picture)}" width="400" height="300" alt="${escapeHtml(m.title)}" fetchpriority="high">` +
      `<b>${escapeHtml(m.title)}</b></a>`
    );
  });
  const inner =
    `<div class="bp-nav">${escapeHtml(title)}</div>` +
    `<div class="bp-search"><span>搜索模型，如：沙发、吊灯</span></div>` +
    `<div class="bp-grid">${items.join('')}</div>`;
  return page(
    inner,
    cards
      .slice(0, PRELOADED)
      .map((m) => m.listImage ?? m.cover)
      .filter((s): s is string => Boolean(s)),
  );
}

/**
 * The preview for a page request, or null: only phones, only the library without filters and public model pages.
 * Never fails the page: a model that cannot be shown simply has no preview.
 */
export async function pagePreview(
  library: Pick<LibraryService, 'catalogue' | 'modelPage'>,
  url: URL,
  userAgent: string,
): Promise<PagePreview | null> {
  if (!PHONE_UA.test(userAgent) || TABLET_UA.test(userAgent)) return null;
  const path = url.pathname.replace(/\/$/, '') || '/';
  if ((path === '/good' || path === '/freeModel') && url.search === '') {
    const list = await library.catalogue.list({
      pageNum: 1,
      pageSize: PREVIEW_CARDS,
      sort: 'newest',
      price: path === '/freeModel' ? 'free' : 'all',
    });
    return libraryPreview(path === '/good' ? '模型库' : '免费模型', list.list);
  }
  const code = /^\/modelinfo\/([^/]+)$/.exec(path)?.[1] ?? (path === '/modeldetail' ? url.searchParams.get('modelCode') : null);
  if (!code) return null;
  // Only what the preview shows: the app asks for the full detail itself once its scripts run.
  const detail = await library.modelPage.preview(decodeURIComponent(code)).catch(() => null);
  const cover = detail?.cover;
  if (!detail || !cover) return null;
  const inner =
    `<div class="bp-nav">模型详情</div>` +
    `<div class="bp-stage"><img src="${escapeHtml(cover)}" alt="${escapeHtml(detail.title)}" fetchpriority="high"></div>` +
    `<div class="bp-info"><h1>${escapeHtml(detail.title)}</h1><p>${escapeHtml(detail.priceText)} · ${escapeHtml(detail.type)}</p></div>`;
  return page(inner, [cover]);
}

/**
 * The page with its preview in place. Replacer functions, not strings: in a replacement string `$`` ` and `$'`
 * stand for the text around the match, so a model title holding them would copy the page's own head into it.
 */
export function withPreview(html: string, preview: PagePreview): string {
  let out = html.replace('</head>', () => `${preview.head}</head>`).replace('<body>', () => `<body>${preview.body}`);
  const { title, description } = preview;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description) {
    out = out.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_m, a: string, b: string) => a + escapeHtml(description) + b,
    );
  }
  return out;
}
