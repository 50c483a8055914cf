/**
 * The first screen of a user's public space (/hisspace?userId=), drawn by the server: banner, avatar, name,
 * introduction and their first public models, with the Open Graph tags that link previews (WeChat, search engines)
 * read. Only what any visitor of the space sees (never a password-protected model's cover); an unknown or disabled
 * user answers 404. The app removes the drawn screen (apps/web/src/lib/bootPreview.ts) once its own page shows.
 */
import { SITE_NAME, escapeHtml, nullIfNotFound, openGraph, previewScreen } from '../../platform/http/pageHead.js';
import type { PagePreview } from '../modelPage/pagePreview.js';
import type { SpaceService } from './service.js';

/** Works drawn: the first three rows of the phone grid. */
const WORKS = 6;

const STYLE = `<style>
#boot-preview{position:absolute;top:0;left:0;right:0;min-height:100vh;z-index:3000;background:#f5f7fb;color:#1d2129}
#boot-preview a{color:inherit;text-decoration:none}
#boot-preview h2{font-size:16px;margin:16px 16px 0}
.bp-banner{display:block;width:100%;height:120px;object-fit:cover;background:#dbe4ff}
.bp-who{display:flex;gap:12px;align-items:center;padding:12px 16px;background:#fff}
.bp-who img{width:56px;height:56px;border-radius:50%;object-fit:cover;flex:none}
.bp-who h1{font-size:19px;line-height:1.4;margin:0}
.bp-who p{margin:0;color:#6b7280;font-size:13px}
.bp-intro{margin:0;padding:0 16px 12px;background:#fff;color:#4b5563;font-size:14px;line-height:1.6;white-space:pre-wrap;overflow-wrap:anywhere}
.bp-works{display:grid;grid-template-columns:1fr 1fr;gap:10px;padding:12px}
.bp-work{background:#fff;border-radius:8px;overflow:hidden;min-width:0}
.bp-work img,.bp-work i{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;background:#eef1f6}
.bp-work b{display:block;font-size:14px;padding:8px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
</style>`;

/** The preview of /hisspace, or null for any other address (and for one without a user: the app explains it). */
export async function spacePreview(space: SpaceService, url: URL): Promise<PagePreview | null> {
  if (url.pathname.replace(/\/$/, '') !== '/hisspace') return null;
  const id = Number(url.searchParams.get('userId'));
  if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return null;
  const owner = await space.bannerConfig(null, id).catch(nullIfNotFound);
  if (!owner) return { head: '', body: '', title: `空间不存在 - ${SITE_NAME}`, notFound: true };
  const works = await space.showType(null, { userId: id, pageNum: 1, pageSize: WORKS });
  const pictures = works.list.map((m) => (m.passwordProtected ? null : (m.listImage ?? m.cover)));
  const cards = works.list.map((m, i) => {
    const picture = pictures[i];
    const img = picture ? `<img src="${escapeHtml(picture)}" alt="${escapeHtml(m.title)}" width="400" height="300">` : '<i></i>';
    return `<a class="bp-work" href="/modelinfo/${encodeURIComponent(m.modelCode)}">${img}<b>${escapeHtml(m.title)}</b></a>`;
  });
  const title = `${owner.nickname}的空间`;
  const description = (owner.intro || `${owner.nickname}在模型星球的作品、粉丝与关注`).slice(0, 120);
  const avatar = owner.avatar
    ? `<img src="${escapeHtml(owner.avatar)}" alt="${escapeHtml(owner.nickname)}的头像" width="56" height="56">`
    : '';
  const inner =
    `<img class="bp-banner" src="${escapeHtml(owner.image)}" alt="">` +
    `<div class="bp-who">${avatar}<div><h1>${escapeHtml(owner.nickname)}</h1><p>${escapeHtml(owner.typeName)}</p></div></div>` +
    (owner.intro ? `<p class="bp-intro">${escapeHtml(owner.intro)}</p>` : '') +
    `<h2>TA 的作品 ${works.total}</h2>` +
    (cards.length ? `<div class="bp-works">${cards.join('')}</div>` : '');
  return {
    head: openGraph({
      type: 'profile',
      title,
      description,
      url,
      image: owner.avatar ?? pictures.find((p) => p) ?? owner.image,
    }),
    body: previewScreen(STYLE, inner),
    title: `${title} - ${SITE_NAME}`,
    description,
  };
}
