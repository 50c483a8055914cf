/** The library's filters in the address (?keyword=&type=&trade=&price=&format=&sort=&page=), read and written. */
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
