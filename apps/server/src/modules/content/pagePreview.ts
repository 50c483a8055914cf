/**
 * Content pages drawn by the server for their first screen: the title, description and picture in the head (the
 * document title and Open Graph tags that search engines and WeChat link previews read) and the page itself in the
 * body, for every visitor: an article, an operator's page, the first articles of a list or of the help centre, the
 * contact ways. The app removes the drawn copy (apps/web/src/lib/bootPreview.ts) once its own page shows. Only
 * published content is drawn; its HTML is the stored, allow-list-cleaned body. An article address whose id names no
 * published article answers 404.
 */
import {
  PRIVACY_POLICY,
  USER_AGREEMENT,
  type Agreement,
  type ContentDetail,
  type ContentItem,
  type ContentKind,
  type SiteInfo,
} from '@moxing/shared';
import { SITE_NAME, escapeHtml, nullIfNotFound, openGraph, previewScreen } from '../../platform/http/pageHead.js';
import type { PagePreview } from '../modelPage/pagePreview.js';
import type { ContentService } from './service.js';
import { plainText } from './sanitize.js';

interface Heading {
  title: string;
  description: string;
}

/** Pages whose article is named by `?id=`. */
const ARTICLE_PAGES = new Set(['/helpList', '/helpWord', '/news', '/updateList', '/successfulcase', '/production']);
const ARTICLE_KINDS: ContentKind[] = ['help', 'update', 'news', 'case', 'production'];
const HELP_PAGES = new Set(['/helpWord', '/helpList']);
/** Pages that are one operator page, named by their path (routes.txt's landing and activity pages). */
const SLUG_PAGES = [
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
];
/** The operator page of each path: its own slug, and the agreements' second addresses. */
const PAGE_SLUGS = new Map<string, string>([
  ...SLUG_PAGES.map((s): [string, string] => [`/${s}`, s]),
  ['/agreement/user', 'useProtocol'],
  ['/agreement/privacy', 'privacy'],
]);
/** The article lists by path. */
const LISTS: Record<string, Heading & { kind: ContentKind }> = {
  '/news': { kind: 'news', title: '新闻资讯', description: '模型星球平台动态与 3D 行业观察。' },
  '/updateList': { kind: 'update', title: '产品更新', description: '模型星球的新功能与改进。' },
  '/successfulcase': { kind: 'case', title: '成功案例', description: '品牌与企业用 3D 展示产品的实践。' },
  '/production': { kind: 'production', title: '制作案例', description: '平台建模师的作品与制作过程。' },
};
const HELP: Heading = {
  title: '帮助中心',
  description: '模型星球帮助中心：注册登录、上传模型、购买下载、建模交易等常见问题解答。',
};
const CONTACT: Heading = {
  title: '联系我们',
  description: '模型星球的客服联系方式，以及在平台上向模型作者询价、发布建模需求、找建模师的方式。',
};
const USER: Heading = { title: '用户协议', description: '模型星球用户协议：注册、使用平台服务、上传与交易模型的约定。' };
const PRIVACY: Heading = { title: '隐私政策', description: '模型星球隐私政策：我们收集哪些信息，怎样使用和保护它们。' };
/** The built-in agreements, drawn while no operator page replaces them. */
const AGREEMENTS: Record<string, [Heading, Agreement]> = {
  '/useProtocol': [USER, USER_AGREEMENT],
  '/agreement/user': [USER, USER_AGREEMENT],
  '/agreement/privacy': [PRIVACY, PRIVACY_POLICY],
};
/** Pages with a heading only: the forms, and about while no operator page is published. */
const FIXED: Record<string, Heading> = {
  '/introduce': { title: '关于我们', description: '模型星球：3D 模型交易、建模服务与 3D 展示平台。' },
  '/cooperation': { title: '商务合作', description: '品牌 3D 展示、批量建模、渠道与内容合作，留下联系方式，我们尽快回复。' },
  '/feedback': { title: '意见反馈', description: '遇到问题或有好的建议，请告诉我们，运营同事会尽快回复。' },
  '/invite': { title: '邀请好友', description: '好友通过您的链接或邀请码注册模型星球，即记为您邀请的好友。' },
  '/invitationPage': { title: '好友邀请您加入模型星球', description: '注册后即可浏览上万款 3D 模型、发布建模需求。' },
};
const CONTACT_LABELS: [keyof SiteInfo['contact'], string][] = [
  ['phone', '客服电话'],
  ['wechat', '客服微信'],
  ['email', '客服邮箱'],
  ['hours', '服务时间'],
  ['address', '公司地址'],
];
/** Articles drawn of a list: more than a phone's screen holds. */
const LIST_ITEMS = 8;
const NOT_FOUND: PagePreview = { head: '', body: '', title: `内容不存在或已下线 - ${SITE_NAME}`, notFound: true };

const STYLE = `<style>
#boot-preview{position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:3000;background:#fff;color:#1d2129}
#boot-preview article{max-width:860px;margin:0 auto;padding:24px 16px;line-height:1.8;font-size:16px;overflow-wrap:anywhere}
#boot-preview h1{font-size:24px;line-height:1.4;margin:0 0 8px}
#boot-preview h2{font-size:17px;margin:20px 0 4px}
#boot-preview img{max-width:100%;height:auto}
#boot-preview a{color:inherit;text-decoration:none}
#boot-preview .bp-meta{color:#6b7280;font-size:14px;margin:0 0 16px}
#boot-preview .bp-list{list-style:none;margin:0;padding:0}
#boot-preview .bp-list li{border-bottom:1px solid #eef0f4;padding:12px 0}
#boot-preview .bp-list a{display:flex;gap:12px;justify-content:space-between}
#boot-preview .bp-list b{display:block;font-size:16px;line-height:1.5}
#boot-preview .bp-list span{display:block;color:#6b7280;font-size:14px;line-height:1.5}
#boot-preview .bp-list img{flex:none;width:112px;height:72px;object-fit:cover;border-radius:6px}
#boot-preview dl{display:grid;grid-template-columns:auto 1fr;gap:4px 16px}
#boot-preview dd{margin:0}
</style>`;

function heading(h: Heading, url: URL, body = '', image?: string | null): PagePreview {
  return {
    head: openGraph({ type: 'website', title: h.title, description: h.description, url, image }),
    body,
    title: `${h.title} - ${SITE_NAME}`,
    description: h.description,
  };
}

function articlePreview(item: ContentDetail, url: URL): PagePreview {
  const description = (item.summary || plainText(item.html)).slice(0, 120);
  const date = item.publishedAt ? item.publishedAt.slice(0, 10) : '';
  const wholePage = item.kind === 'page' || item.kind === 'activity';
  const cover = wholePage && item.cover ? `<img src="${escapeHtml(item.cover)}" alt="">` : '';
  const inner =
    `<article>${cover}<h1>${escapeHtml(item.title)}</h1>` + `<p class="bp-meta">${escapeHtml(date)}</p>${item.html}</article>`;
  return {
    head: openGraph({ type: 'article', title: item.title, description, url, image: item.cover }),
    body: previewScreen(STYLE, inner),
    title: `${item.title} - ${SITE_NAME}`,
    description,
  };
}

function itemLink(href: string, a: ContentItem): string {
  const picture = a.cover ? `<img src="${escapeHtml(a.cover)}" alt="" width="112" height="72">` : '';
  const summary = a.summary ? `<span>${escapeHtml(a.summary)}</span>` : '';
  return `<li><a href="${href}"><div><b>${escapeHtml(a.title)}</b>${summary}</div>${picture}</a></li>`;
}

/** A list with nothing published only names itself: the app's own page says it is empty. */
function listPreview(h: Heading, path: string, items: ContentItem[], url: URL): PagePreview {
  if (items.length === 0) return heading(h, url);
  const inner =
    `<article><h1>${escapeHtml(h.title)}</h1><p class="bp-meta">${escapeHtml(h.description)}</p>` +
    `<ul class="bp-list">${items.map((a) => itemLink(`${path}?id=${a.id}`, a)).join('')}</ul></article>`;
  return heading(h, url, previewScreen(STYLE, inner), items.find((a) => a.cover)?.cover);
}

function helpPreview(categories: { category: string; list: ContentItem[] }[], url: URL): PagePreview {
  if (categories.length === 0) return heading(HELP, url);
  const sections = categories.map(
    (c) =>
      `<h2>${escapeHtml(c.category)}</h2><ul class="bp-list">` +
      `${c.list
        .slice(0, LIST_ITEMS)
        .map((a) => itemLink(`/helpList?id=${a.id}`, a))
        .join('')}</ul>`,
  );
  return heading(HELP, url, previewScreen(STYLE, `<article><h1>${escapeHtml(HELP.title)}</h1>${sections.join('')}</article>`));
}

function agreementPreview([h, doc]: [Heading, Agreement], url: URL): PagePreview {
  const sections = doc.sections.map(
    (s) => `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}`,
  );
  const inner =
    `<article><h1>${escapeHtml(`${SITE_NAME}${doc.title}`)}</h1>` +
    `<p class="bp-meta">更新日期：${escapeHtml(doc.updated)}</p>${sections.join('')}</article>`;
  return heading(h, url, previewScreen(STYLE, inner));
}

function contactPreview(contact: SiteInfo['contact'], url: URL): PagePreview {
  const rows = CONTACT_LABELS.flatMap(([key, label]) => {
    const value = contact[key];
    return value ? [`<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`] : [];
  });
  if (rows.length === 0) return heading(CONTACT, url);
  const inner =
    `<article><h1>${escapeHtml(CONTACT.title)}</h1>` +
    `<p>对模型、需求交易或账号有疑问，或想洽谈合作，都可以通过下面的方式找到我们。</p><dl>${rows.join('')}</dl></article>`;
  return heading(CONTACT, url, previewScreen(STYLE, inner));
}

const isId = (n: number) => Number.isInteger(n) && n > 0 && n < 2 ** 31;

export interface ContentPreviewDeps {
  content: ContentService;
  /** The platform's contact ways (system/siteInfo), drawn on /contactUs. */
  contact: SiteInfo['contact'];
}

/** The preview of a content page, or null when the address is no content page. */
export async function contentPreview({ content, contact }: ContentPreviewDeps, url: URL): Promise<PagePreview | null> {
  const path = url.pathname.replace(/\/$/, '') || '/';
  const id = Number(url.searchParams.get('id'));
  if (ARTICLE_PAGES.has(path) && isId(id)) {
    const item = await content.detail(id, ARTICLE_KINDS).catch(nullIfNotFound);
    return item ? articlePreview(item, url) : NOT_FOUND;
  }
  const slug = PAGE_SLUGS.get(path);
  const page = slug ? await content.bySlug(slug).catch(nullIfNotFound) : null;
  if (page) return articlePreview(page, url);
  const list = LISTS[path];
  if (list) return listPreview(list, path, (await content.list(list.kind, { pageNum: 1, pageSize: LIST_ITEMS })).list, url);
  // A search's results are not drawn: the app shows them at once.
  if (HELP_PAGES.has(path)) {
    return url.searchParams.get('keyword') ? heading(HELP, url) : helpPreview((await content.helpAll()).categories, url);
  }
  if (path === '/contactUs') return contactPreview(contact, url);
  const agreement = AGREEMENTS[path];
  if (agreement) return agreementPreview(agreement, url);
  const fixed = FIXED[path];
  return fixed ? heading(fixed, url) : null;
}
