/** The /need filters live in the address (shareable, back button friendly). */
import { demandListQuery } from '@moxing/shared';
import type { z } from 'zod';
import type { DemandFilters } from './api';

export const HALL_PAGE_SIZE = 12;

/**
 * A filter from the address, read with the call's own query schema (need/getList), so the hall accepts exactly what
 * the server does; anything else is left out.
 */
function fromAddress<K extends 'serviceType' | 'trade' | 'budget' | 'status' | 'sort'>(search: URLSearchParams, key: K) {
  const raw = search.get(key);
  if (raw === null || raw === '') return undefined;
  const parsed = demandListQuery.shape[key].safeParse(raw);
  return parsed.success ? (parsed.data as z.output<(typeof demandListQuery.shape)[K]>) : undefined;
}

export function filtersFromSearch(search: URLSearchParams): DemandFilters {
  const filters: DemandFilters = { pageSize: HALL_PAGE_SIZE };
  const serviceType = fromAddress(search, 'serviceType');
  if (serviceType) filters.serviceType = serviceType;
  const trade = fromAddress(search, 'trade');
  if (trade) filters.trade = trade;
  const budget = fromAddress(search, 'budget');
  if (budget !== undefined) filters.budget = budget;
  const status = fromAddress(search, 'status');
  if (status !== undefined) filters.status = status;
  const keyword = search.get('keyword')?.trim();
  if (keyword) filters.keyword = keyword.slice(0, 50);
  filters.sort = fromAddress(search, 'sort') ?? 'newest';
  const page = Number(search.get('page'));
  filters.pageNum = Number.isInteger(page) && page > 1 ? page : 1;
  return filters;
}

/** The address for these filters: defaults are left out; changing a filter goes back to page 1. */
export function searchFromFilters(filters: DemandFilters): URLSearchParams {
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

export function withFilter(filters: DemandFilters, change: Partial<DemandFilters>): DemandFilters {
  const next = { ...filters, ...change };
  if (!('pageNum' in change)) next.pageNum = 1;
  for (const key of Object.keys(change) as (keyof DemandFilters)[]) {
    if (change[key] === undefined) delete next[key];
  }
  return next;
}

/** How many filters (besides the sort) are on; the phone's filter button shows it. */
export function activeFilterCount(filters: DemandFilters): number {
  return [filters.serviceType, filters.trade, filters.budget, filters.status].filter((v) => v !== undefined).length;
}
