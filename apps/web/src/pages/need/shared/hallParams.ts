/** The /need filters live in the address (shareable, back button friendly). */
import { BUDGET_OPTIONS, DEMAND_SORTS, PUBLIC_DEMAND_STATES, SERVICE_TYPES, TRADES, type DemandSort } from '@moxing/shared';
import type { NeedFilters } from '../../../api/needs';

export const HALL_PAGE_SIZE = 12;

export function filtersFromSearch(search: URLSearchParams): NeedFilters {
  const filters: NeedFilters = { pageSize: HALL_PAGE_SIZE };
  const serviceType = search.get('serviceType');
  if (serviceType && (SERVICE_TYPES as readonly string[]).includes(serviceType)) filters.serviceType = serviceType;
  const trade = search.get('trade');
  if (trade && (TRADES as readonly string[]).includes(trade)) filters.trade = trade;
  const budget = search.get('budget');
  if (budget !== null && budget !== '' && (BUDGET_OPTIONS as readonly number[]).includes(Number(budget))) {
    filters.budget = Number(budget);
  }
  const status = search.get('status');
  if (status !== null && status !== '' && (PUBLIC_DEMAND_STATES as readonly number[]).includes(Number(status))) {
    filters.status = Number(status);
  }
  const keyword = search.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword.slice(0, 50);
  const sort = search.get('sort');
  filters.sort = sort && (DEMAND_SORTS as readonly string[]).includes(sort) ? (sort as DemandSort) : 'newest';
  const page = Number(search.get('page'));
  filters.pageNum = Number.isInteger(page) && page > 1 ? page : 1;
  return filters;
}

/** The address for these filters: defaults are left out; changing a filter goes back to page 1. */
export function searchFromFilters(filters: NeedFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.serviceType) out.set('serviceType', filters.serviceType);
  if (filters.trade) out.set('trade', filters.trade);
  if (filters.budget !== undefined) out.set('budget', String(filters.budget));
  if (filters.status !== undefined) out.set('status', String(filters.status));
  if (filters.keyword) out.set('keyword', filters.keyword);
  if (filters.sort && filters.sort !== 'newest') out.set('sort', filters.sort);
  if (filters.pageNum && filters.pageNum > 1) out.set('page', String(filters.pageNum));
  return out;
}

export function withFilter(filters: NeedFilters, change: Partial<NeedFilters>): NeedFilters {
  const next = { ...filters, ...change };
  if (!('pageNum' in change)) next.pageNum = 1;
  for (const key of Object.keys(change) as (keyof NeedFilters)[]) {
    if (change[key] === undefined) delete next[key];
  }
  return next;
}

/** How many filters (besides the sort) are on; the phone's filter button shows it. */
export function activeFilterCount(filters: NeedFilters): number {
  return [filters.serviceType, filters.trade, filters.budget, filters.status].filter((v) => v !== undefined).length;
}
