/** The library's filters in the address (?keyword=&type=&trade=&price=&format=&sort=&page=), read and written. */
import type { SearchFacets } from '@moxing/shared';
import type { ModelListParams } from './api';

export type LibraryMode = 'all' | 'free' | 'search';

/** Cards per page: the desktop grid pages (6 x 4), the phone list grows by 20. */
export const LIBRARY_PAGE_SIZE = { desktop: 24, phone: 20 } as const;

export function libraryMode(pathname: string): LibraryMode {
  if (pathname.startsWith('/freeModel')) return 'free';
  if (pathname.startsWith('/search')) return 'search';
  return 'all';
}
export type SortValue = NonNullable<ModelListParams['sort']>;
export type PriceValue = NonNullable<ModelListParams['price']>;

export interface LibraryFilters {
  keyword: string;
  type: string;
  trade: string;
  price: PriceValue;
  format: string;
  sort: SortValue | '';
  page: number;
}

const SORTS: SortValue[] = ['newest', 'views', 'collects', 'relevance'];
const PRICES: PriceValue[] = ['all', 'free', 'paid'];

export function readFilters(search: string, mode: LibraryMode): LibraryFilters {
  const p = new URLSearchParams(search);
  const sort = p.get('sort') ?? '';
  const price = p.get('price') ?? 'all';
  const page = Number(p.get('page') ?? '1');
  return {
    keyword: (p.get('keyword') ?? p.get('kw') ?? '').trim().slice(0, 100),
    type: p.get('type') ?? '',
    trade: p.get('trade') ?? '',
    price: mode === 'free' ? 'free' : PRICES.includes(price as PriceValue) ? (price as PriceValue) : 'all',
    format: p.get('format') ?? '',
    sort: SORTS.includes(sort as SortValue) ? (sort as SortValue) : '',
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
  };
}

/** The address for changed filters; any change but the page itself goes back to page 1. */
export function writeFilters(current: LibraryFilters, change: Partial<LibraryFilters>, mode: LibraryMode): string {
  const next = { ...current, ...change };
  if (!('page' in change)) next.page = 1;
  const p = new URLSearchParams();
  if (next.keyword) p.set('keyword', next.keyword);
  if (next.type) p.set('type', next.type);
  if (next.trade) p.set('trade', next.trade);
  if (mode !== 'free' && next.price !== 'all') p.set('price', next.price);
  if (next.format) p.set('format', next.format);
  if (next.sort) p.set('sort', next.sort);
  if (next.page > 1) p.set('page', String(next.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}

export function toListParams(f: LibraryFilters, pageSize: number): ModelListParams {
  return {
    pageNum: f.page,
    pageSize,
    keyword: f.keyword || undefined,
    type: f.type || undefined,
    trade: f.trade || undefined,
    price: f.price === 'all' ? undefined : f.price,
    format: f.format || undefined,
    sort: f.sort || (f.keyword ? 'relevance' : 'newest'),
  };
}

export function hasFilters(f: LibraryFilters, mode: LibraryMode): boolean {
  return Boolean(f.type || f.trade || f.format || (mode !== 'free' && f.price !== 'all'));
}

/** The phone list's parameters (its pages are numbered by the list itself). */
export function infiniteParams(f: LibraryFilters, pageSize: number): Omit<ModelListParams, 'pageNum'> {
  const { pageNum: _page, ...rest } = toListParams(f, pageSize);
  return rest;
}

/** The search results page for a keyword. */
export function searchPath(keyword: string): string {
  return `/search?${new URLSearchParams({ keyword: keyword.trim() }).toString()}`;
}

/** Searches offered when one finds nothing: things the catalogue has plenty of. */
export const POPULAR_SEARCHES = ['沙发', '椅子', '台灯', '戒指', '花瓶', '齿轮', '运动鞋', '玩具'] as const;

/**
 * What an empty result offers: dropping the filters when some narrowed it; after a search with none, other
 * searches and posting a demand (someone can make the model); nothing when the library itself is empty.
 */
export function emptyOffer(f: LibraryFilters, mode: LibraryMode): 'clearFilters' | 'otherSearches' | 'none' {
  if (hasFilters(f, mode)) return 'clearFilters';
  return f.keyword ? 'otherSearches' : 'none';
}

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

/** The library's catalogue-wide counts (classification/getDataAll), as far as the filter rows use them. */
export interface CatalogueCounts {
  types: { types: { name: string; count: number }[] }[];
  trades: { name: string; count: number }[];
  formats: FacetOption[];
}

/**
 * The options of the filter rows with their counts: beside a search, those of its results (model/searchFacets);
 * otherwise the whole catalogue's. Options with nothing are left out, except the one chosen.
 */
export function filterOptions(
  f: LibraryFilters,
  catalogue: CatalogueCounts | undefined,
  facets: SearchFacets | undefined,
): { types: FacetOption[]; trades: FacetOption[]; formats: FacetOption[] } {
  const named = (rows: { name: string; count: number }[]) => rows.map((r) => ({ value: r.name, label: r.name, count: r.count }));
  const source = f.keyword
    ? { types: named(facets?.types ?? []), trades: named(facets?.trades ?? []), formats: facets?.formats ?? [] }
    : {
        types: named((catalogue?.types ?? []).flatMap((g) => g.types)),
        trades: named(catalogue?.trades ?? []),
        formats: catalogue?.formats ?? [],
      };
  const keep = (options: FacetOption[], chosen: string) => {
    const shown = options.filter((o) => o.count > 0 || o.value === chosen);
    return chosen && !shown.some((o) => o.value === chosen) ? [...shown, { value: chosen, label: chosen, count: 0 }] : shown;
  };
  return {
    types: keep(source.types, f.type),
    trades: keep(source.trades, f.trade),
    formats: keep(source.formats, f.format),
  };
}
