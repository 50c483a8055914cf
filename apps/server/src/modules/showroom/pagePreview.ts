/**
 * The share card of a showroom page (/showDetail, /showDetailTwo, /exhibitionLink): its title, description and cover
 * in the head as the document title and Open Graph tags, which WeChat and other link previews read. Only published
 * shows are described; a password show's card tells no more than the hall does.
 */
import { SITE_NAME, openGraph } from '../../platform/http/pageHead.js';
import type { PagePreview } from '../modelPage/pagePreview.js';
import type { ShowroomService } from './service.js';

const SHOW_PAGES = new Set(['/showDetail', '/showDetailTwo', '/exhibitionLink']);

export async function showPreview(shows: ShowroomService, url: URL): Promise<PagePreview | null> {
  if (!SHOW_PAGES.has(url.pathname)) return null;
  const id = Number(url.searchParams.get('id') ?? url.searchParams.get('themeShowId'));
  if (!Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return null;
  const show = await shows.detail(null, id).catch(() => null);
  if (!show) return null;
  const description = (
    show.description || `${show.owner.nickname}的${show.kindName}，${show.modelCount} 件展品，手机上也能漫游`
  ).slice(0, 120);
  const head = openGraph({ type: 'website', title: show.title, description, url, image: show.cover });
  return { head, body: '', title: `${show.title} - ${SITE_NAME}`, description };
}
