import {
  MODEL_FORMATS,
  MODEL_SORTS,
  MODEL_SORT_LABELS,
  MODEL_TYPE_GROUPS,
  PRICE_FILTERS,
  PRICE_FILTER_LABELS,
  TRADES,
  type ModelCard,
  type ModelListQuery,
  type ModelSort,
  type Page,
  type SearchFacets,
} from '@moxing/shared';
import { queryGroups } from '../../platform/search/index.js';
import type { ListFilter, ListSort, Matches, SearchResult, SearchWindow, LibraryCore } from '../library/core.js';
import { DOC_TYPE } from '../library/core.js';
import { presentCard } from '../library/present.js';

const COUNT_TTL_MS = 30_000;
const HOME_LISTS_TTL_MS = 30_000;
const SEARCH_CACHE_IDS = 100;

/** The keyword with its leading words dropped one by one: "现代 风格 沙发" -> "风格 沙发", "沙发". */
export function relaxations(keyword: string): string[] {
  const words = queryGroups(keyword).map((g) => g.word);
  return words.slice(1).map((_, i) => words.slice(i + 1).join(' '));
}

export interface CatalogueOptions {
  /** How long ranked search results are reused (ms); 0 turns the cache off. */
  searchCacheMs?: number;
  /** How many matches a search looks at before it stops counting (q.searchPage). */
  searchWindow?: number;
}

/**
 * The catalogue: listed models by filter, sort and keyword, the search box's suggestions, the filters with their
 * counts and the home page's sections. Lists and totals are kept a short while and dropped whenever the library
 * changes (LibraryCore.invalidate).
 */
export class CatalogueService {
  private readonly searchCache = new Map<string, { at: number } & SearchResult>();
  private readonly groupCache = new Map<string, { at: number; rows: { name: string; count: number }[] }>();
  private readonly searchCacheMs: number;
  private readonly searchWindow: number;
  private homeListsCache: { at: number; value: Promise<Awaited<ReturnType<CatalogueService['computeHomeLists']>>> } | null = null;

  constructor(
    private readonly core: LibraryCore,
    options: CatalogueOptions = {},
  ) {
    this.searchCacheMs = options.searchCacheMs ?? 60_000;
    this.searchWindow = options.searchWindow ?? 500;
    core.onListsChanged(() => {
      this.searchCache.clear();
      this.groupCache.clear();
      this.homeListsCache = null;
    });
  }

  private filterOf(query: Pick<ModelListQuery, 'type' | 'trade' | 'price' | 'format'>): ListFilter {
    return { type: query.type, trade: query.trade, price: query.price, format: query.format };
  }

  /** model/list and home/getModelList. */
  async list(query: ModelListQuery): Promise<Page<ModelCard>> {
    const { pageNum, pageSize } = query;
    const offset = (pageNum - 1) * pageSize;
    const filter = this.filterOf(query);
    const filterKey = JSON.stringify(filter);
    const matches = query.keyword ? await this.matches(query.keyword) : null;
    if (query.keyword && !matches) {
      // Nothing searchable was typed (only punctuation): nothing matches.
      return { list: [], total: 0, pageNum, pageSize };
    }
    if (matches && query.keyword) {
      const sort: ModelSort = query.sort ?? 'relevance';
      let found = await this.searchPage(matches, `${query.keyword}|${filterKey}|${sort}`, filter, sort, offset, pageSize);
      let relaxedKeyword: string | undefined;
      // Nothing has every word ("现代风格沙发"): drop leading words, which in Chinese are the modifiers, and
      // keep the last, usually the thing itself ("沙发").
      for (const fewer of found.total === 0 ? relaxations(query.keyword) : []) {
        const m = await this.matches(fewer);
        if (!m) continue;
        found = await this.searchPage(m, `${fewer}|${filterKey}|${sort}`, filter, sort, offset, pageSize);
        if (found.total > 0) {
          relaxedKeyword = fewer;
          break;
        }
      }
      const rows = await this.core.cardsByIds(found.ids);
      return {
        list: rows.map((r) => presentCard(r)),
        total: found.total,
        pageNum,
        pageSize,
        ...(found.capped ? { totalCapped: true } : {}),
        ...(relaxedKeyword ? { relaxedKeyword } : {}),
      };
    }
    const sort = query.sort && query.sort !== 'relevance' ? query.sort : 'newest';
    const [rows, total] = await Promise.all([
      this.core.listCards(filter, sort, offset, pageSize),
      this.core.cachedCount(`list:${filterKey}`, () => this.core.countListed(filter)),
    ]);
    return { list: rows.map((r) => presentCard(r)), total, pageNum, pageSize };
  }

  /** What a keyword matches, with the synonym list as it stands (read again every minute). */
  private async matches(keyword: string): Promise<Matches | null> {
    await this.core.search.refreshSynonyms(this.core.k, this.core.clock());
    return this.core.search.matches(DOC_TYPE, keyword);
  }

  /**
   * model/searchFacets: the categories, trades and formats of a keyword's matches, so the counts beside a
   * search are of its results. Counted over the search's window (the newest matches, as its total is), with
   * no other filter: each count says what choosing that option would find.
   */
  async searchFacets(keyword: string | undefined): Promise<SearchFacets> {
    const empty = { types: [], trades: [], formats: [], capped: false };
    if (!keyword) return empty;
    const matches = await this.matches(keyword);
    if (!matches) return empty;
    const found = await this.searchPage(matches, `facets:${keyword}`, {}, 'newest', 0, this.searchWindow);
    const [types, trades, formats] = await Promise.all(
      (['type', 'trade', 'source_format'] as const).map((column) => this.core.groupCountsOf(column, found.ids)),
    );
    const byCount = (a: { name: string; count: number }, b: { name: string; count: number }) =>
      b.count - a.count || a.name.localeCompare(b.name, 'zh');
    const formatCounts = new Map(formats!.map((r) => [r.name, r.count]));
    return {
      types: types!.sort(byCount),
      trades: trades!.sort(byCount),
      formats: MODEL_FORMATS.filter((f) => formatCounts.has(f)).map((value) => ({
        value,
        label: value.toUpperCase(),
        count: formatCounts.get(value) ?? 0,
      })),
      capped: found.capped,
    };
  }

  /** search/getSynonyms. */
  async synonyms(): Promise<{ groups: string[][] }> {
    return { groups: await this.core.search.readSynonyms(this.core.k) };
  }

  /** search/saveSynonyms: the whole list replaced; searches use it at once, and cached results go. */
  async saveSynonyms(groups: string[][]): Promise<{ groups: string[][] }> {
    await this.core.k.transaction().execute((trx) => this.core.search.writeSynonyms(trx, groups));
    this.core.search.useSynonyms(groups, this.core.clock());
    this.core.invalidate();
    return { groups };
  }

  /**
   * A page of search results. The first SEARCH_CACHE_IDS ids of a search are kept for up to a minute:
   * paging, and the same search by other people, reuse them. Any change this process makes to the library (a model ready, edited,
   * hidden, deleted, restored) drops them at once; changes made by another process (a worker elsewhere)
   * show within the minute. Likes and views only re-order "most collected/viewed" within that time.
   */
  private async searchPage(matches: Matches, key: string, filter: ListFilter, sort: ModelSort, offset: number, limit: number) {
    const t = this.core.clock();
    const end = offset + limit;
    const hit = this.searchCache.get(key);
    if (hit && t - hit.at < this.searchCacheMs && (end <= hit.ids.length || (!hit.capped && hit.ids.length === hit.total))) {
      return { ...hit, ids: hit.ids.slice(offset, end) };
    }
    const plan = await this.searchPlan(matches, filter);
    if (this.searchCacheMs > 0 && end <= SEARCH_CACHE_IDS) {
      const found = await this.core.searchPage(matches, filter, sort, 0, SEARCH_CACHE_IDS, plan);
      if (this.searchCache.size >= 500) this.searchCache.delete(this.searchCache.keys().next().value as string);
      this.searchCache.set(key, { at: t, ...found });
      return { ...found, ids: found.ids.slice(offset, end) };
    }
    return this.core.searchPage(matches, filter, sort, offset, limit, plan);
  }

  /**
   * How a search reads its window (SearchWindow): the share of listed models that pass `filter` and the newest
   * model id, both from the counts kept for a while. Only PostgreSQL plans with them (the range its window
   * reads, and its walk), and only there can a match be looked up on its own (`contains`).
   */
  private async searchPlan(matches: Matches, filter: ListFilter): Promise<SearchWindow> {
    if (!matches.contains) return { window: this.searchWindow, filterShare: 1, newestId: 0 };
    const key = JSON.stringify(filter);
    const share = async () => {
      if (key === '{}') return 1;
      const [passed, all] = await Promise.all([
        this.core.cachedCount(`list:${key}`, () => this.core.countListed(filter)),
        this.core.cachedCount('list:{}', () => this.core.countListed({})),
      ]);
      return all === 0 ? 1 : Math.max(passed, 1) / all;
    };
    const [filterShare, newestId] = await Promise.all([
      share(),
      this.core.cachedCount('newest-id', () => this.core.newestModelId()),
    ]);
    return { window: this.searchWindow, filterShare, newestId };
  }

  /** Titles of listed models for the search box, best match first. */
  async suggest(keyword: string | undefined, limit: number): Promise<{ modelCode: string; title: string }[]> {
    if (!keyword) return [];
    const matches = await this.matches(keyword);
    if (!matches) return [];
    const { ids } = await this.searchPage(matches, `${keyword}|{}|relevance`, {}, 'relevance', 0, limit);
    const rows = await this.core.cardsByIds(ids);
    return rows.map((r) => ({ modelCode: r.model_code, title: r.title }));
  }

  /** Listed models per category, trade or format (a scan of the listing index, kept like list totals). */
  private async groupCounts(
    column: 'type' | 'trade' | 'source_format',
    trade?: string,
  ): Promise<{ name: string; count: number }[]> {
    const key = `group:${column}:${trade ?? ''}`;
    const t = this.core.clock();
    const hit = this.groupCache.get(key);
    if (hit && t - hit.at < COUNT_TTL_MS) return hit.rows;
    const rows = await this.core.groupCounts(column, trade ? { trade } : {});
    this.groupCache.set(key, { at: t, rows });
    return rows;
  }

  async trades(): Promise<{ name: string; count: number }[]> {
    const counts = new Map((await this.groupCounts('trade')).map((r) => [r.name, r.count]));
    return TRADES.filter((t) => (counts.get(t) ?? 0) > 0).map((name) => ({ name, count: counts.get(name) ?? 0 }));
  }

  async typeList(trade?: string): Promise<{ name: string; count: number }[]> {
    const rows = await this.groupCounts('type', trade);
    return rows.filter((r) => r.count > 0).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh'));
  }

  async typeGroups(): Promise<{ group: string; types: { name: string; count: number }[] }[]> {
    const counts = new Map((await this.groupCounts('type')).map((r) => [r.name, r.count]));
    const known = new Set<string>(MODEL_TYPE_GROUPS.flatMap((g) => g.types));
    const extra = [...counts.keys()].filter((t) => !known.has(t)).sort((a, b) => a.localeCompare(b, 'zh'));
    return MODEL_TYPE_GROUPS.map((g) => ({
      group: g.group,
      types: [...g.types, ...(g.group === '其他' ? extra : [])].map((name) => ({ name, count: counts.get(name) ?? 0 })),
    }));
  }

  async filters() {
    const [types, tradeRows, formatRows] = await Promise.all([
      this.typeGroups(),
      this.groupCounts('trade'),
      this.groupCounts('source_format'),
    ]);
    const trades = new Map(tradeRows.map((r) => [r.name, r.count]));
    const formats = new Map(formatRows.map((r) => [r.name, r.count]));
    return {
      types,
      trades: TRADES.map((name) => ({ name, count: trades.get(name) ?? 0 })),
      formats: MODEL_FORMATS.map((value) => ({ value, label: value.toUpperCase(), count: formats.get(value) ?? 0 })),
      prices: PRICE_FILTERS.map((value) => ({ value, label: PRICE_FILTER_LABELS[value] })),
      sorts: MODEL_SORTS.map((value) => ({ value, label: MODEL_SORT_LABELS[value] })),
    };
  }

  private async cards(filter: ListFilter, sort: ListSort, limit: number): Promise<ModelCard[]> {
    return (await this.core.listCards(filter, sort, 0, limit)).map((r) => presentCard(r));
  }

  private async computeHomeLists() {
    const [latest, popular, free, tradeCounts, models, authors, freeCount] = await Promise.all([
      this.cards({}, 'newest', 8),
      this.cards({}, 'views', 8),
      this.cards({ price: 'free' }, 'collects', 8),
      this.groupCounts('trade'),
      this.core.countListed({}),
      this.core.distinctAuthors(),
      this.core.countListed({ price: 'free' }),
    ]);
    const counts = new Map(tradeCounts.map((r) => [r.name, r.count]));
    const trades = await Promise.all(
      TRADES.filter((t) => (counts.get(t) ?? 0) > 0).map(async (trade) => ({
        trade,
        total: counts.get(trade) ?? 0,
        list: await this.cards({ trade }, 'views', 4),
      })),
    );
    return { latest, popular, free, trades, totals: { models, authors, free: freeCount } };
  }

  /** model/getModelPolymerization: the home page's sections in one call (kept for 30 s). */
  async homeLists() {
    const t = this.core.clock();
    if (!this.homeListsCache || t - this.homeListsCache.at > HOME_LISTS_TTL_MS) {
      const value = this.computeHomeLists();
      this.homeListsCache = { at: t, value };
      value.catch(() => {
        this.homeListsCache = null;
      });
    }
    return this.homeListsCache.value;
  }
}
