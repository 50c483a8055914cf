/**
 * Opening the library or a model page directly: its data request starts from the main chunk at start-up, in
 * parallel with the layout's and the page's code instead of after them, and the first pictures are fetched
 * as soon as the data says which (each step is a round trip on a phone network). The hooks use the same query
 * definitions (queries.ts), so they find everything cached.
 */
import type { ModelCard, ModelDetail } from '@moxing/shared';
import { detailQuery, infiniteListQuery, listQuery, unlockStore } from './queries';
import { queryClient } from '../../api/queryClient';
import { session } from '../../stores/session';
import { LIBRARY_PAGE_SIZE, infiniteParams, libraryMode, readFilters, toListParams } from './libraryParams';

export const LIBRARY_PATH = /^\/(good|freeModel|search)\/?$/;
export const DETAIL_PATH = /^\/(modelinfo\/[^/]+|modeldetail)\/?$/;

export function modelCodeOf(pathname: string, search: string): string | null {
  const m = /^\/modelinfo\/([^/]+)\/?$/.exec(pathname);
  if (m?.[1]) return decodeURIComponent(m[1]);
  const p = new URLSearchParams(search);
  return (p.get('modelCode') ?? p.get('code') ?? '').trim() || null;
}

function warm(urls: (string | null | undefined)[]): void {
  for (const url of urls) {
    if (!url) continue;
    const img = new Image();
    img.fetchPriority = 'high';
    img.src = url;
  }
}

const firstImages = (list: ModelCard[], n: number) => list.slice(0, n).map((m) => m.listImage ?? m.cover);

export function prefetchFor(pathname: string, search: string, phone: boolean): void {
  if (LIBRARY_PATH.test(pathname)) {
    const filters = readFilters(search, libraryMode(pathname));
    if (phone) {
      const query = infiniteListQuery(infiniteParams(filters, LIBRARY_PAGE_SIZE.phone));
      void queryClient.prefetchInfiniteQuery(query).then(() => {
        warm(firstImages(queryClient.getQueryData(query.queryKey)?.pages[0]?.list ?? [], 4));
      });
    } else {
      const query = listQuery(toListParams(filters, LIBRARY_PAGE_SIZE.desktop));
      void queryClient
        .prefetchQuery(query)
        .then(() => warm(firstImages(queryClient.getQueryData(query.queryKey)?.list ?? [], 5)));
    }
    return;
  }
  if (DETAIL_PATH.test(pathname)) {
    const code = modelCodeOf(pathname, search);
    if (!code) return;
    const query = detailQuery(code, session.get().token, unlockStore.get(code));
    void queryClient.prefetchQuery(query).then(() => {
      const detail: ModelDetail | undefined = queryClient.getQueryData(query.queryKey);
      warm([detail?.files.cover ?? detail?.cover]);
    });
  }
}
