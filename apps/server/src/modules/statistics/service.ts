import {
  MODEL_STAT_FIELDS,
  STAT_FIELD_LABELS,
  STAT_FIELDS,
  STAT_LIMITS,
  type StatDaily,
  type StatField,
  type StatFigures,
  type StatModelRow,
  type StatOverview,
} from '@moxing/shared';
import type { Db } from '../../db/index.js';
import { errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import * as q from './queries.js';
import { StatsRecorder, dayOf } from './recorder.js';

/**
 * Whose figures a user's dashboard spans: the user alone, or a company and all its sub-accounts. The business
 * accounts module answers it; until then app.ts wires the user alone.
 */
export interface TeamDirectory {
  memberIds(userId: number): Promise<number[]>;
}

export interface StatisticsDeps {
  db: Db;
  team: TeamDirectory;
  clock?: () => number;
  /** How long sums over many models' day rows (a ranking, a brand) are reused; default 30 s. */
  reuseMs?: number;
}

const DAY_MS = 86_400_000;
const EXPORT_MAX_MODELS = 10_000;
/** Sums kept at once (the oldest goes first). */
const REUSE_SIZE = 100;
const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

type Range = { from: string; to: string };
type SumRow = Record<
  'views' | 'embeds' | 'downloads' | 'likes' | 'collects' | 'comments' | 'sales' | 'sales_amount' | 'visitors',
  string | number
>;
const COLUMN: Record<StatField, keyof SumRow> = {
  views: 'views',
  embeds: 'embeds',
  downloads: 'downloads',
  likes: 'likes',
  collects: 'collects',
  comments: 'comments',
  sales: 'sales',
  salesAmount: 'sales_amount',
  visitors: 'visitors',
};

function figures(row: Partial<SumRow> | undefined): StatFigures {
  return Object.fromEntries(STAT_FIELDS.map((f) => [f, Number(row?.[COLUMN[f]] ?? 0)])) as StatFigures;
}

/** A CSV cell; text that a spreadsheet would run as a formula is prefixed with a quote. */
function csvCell(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const s = /^[=+\-@]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The dashboards: totals with the previous period, daily series, the model ranking and CSV exports. */
export class StatisticsService {
  readonly recorder: StatsRecorder;
  private readonly db: Db;
  private readonly team: TeamDirectory;
  private readonly clock: () => number;
  private readonly reuseMs: number;
  /**
   * Sums over many models' day rows, by what they sum: a ranking's per-model sums, a brand's totals and days.
   * Reading them costs tens of milliseconds for a busy company (5,000 models over 90 days are 150,000 rows), while
   * the owners' own figures are one row per day. A dashboard pages, re-sorts and reloads, and people of one company
   * look at the same ranges, so these sums are read once and reused for a short while; requests that arrive while
   * they are being read wait for the same read.
   */
  private readonly reused = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(deps: StatisticsDeps) {
    this.db = deps.db;
    this.team = deps.team;
    this.clock = deps.clock ?? Date.now;
    this.reuseMs = deps.reuseMs ?? 30_000;
    this.recorder = new StatsRecorder(this.clock);
  }

  private get k() {
    return this.db.kysely;
  }

  /** The asked range, or the last 30 days; one end alone spans 30 days from or to it. */
  range(query: { from?: string; to?: string }): Range {
    const span = STAT_LIMITS.defaultDays - 1;
    const to = query.to ?? (query.from ? addDays(query.from, span) : dayOf(this.clock()));
    const from = query.from ?? addDays(to, -span);
    if (from > to) throw errors.validation('开始日期不能晚于结束日期');
    if (daysBetween(from, to) > STAT_LIMITS.maxDays) throw errors.validation(`日期范围最多 ${STAT_LIMITS.maxDays} 天`);
    return { from, to };
  }

  /** The brand a dashboard is narrowed to: one of the company's (`ids` are its members), or a refusal. */
  private async brandOf(ids: number[], brandId: number | undefined): Promise<number | undefined> {
    if (brandId === undefined) return undefined;
    const brand = await q.brandOwner(this.k, brandId);
    if (!brand) throw errors.notFound('品牌不存在或已删除');
    if (!ids.includes(brand.user_id)) throw errors.forbidden('只能查看本企业品牌的统计');
    return brandId;
  }

  async overview(user: AuthUser, query: { from?: string; to?: string; brandId?: number }): Promise<StatOverview> {
    const range = this.range(query);
    const len = daysBetween(range.from, range.to);
    const previousRange = { from: addDays(range.from, -len), to: addDays(range.from, -1) };
    const ids = await this.team.memberIds(user.id);
    const brandId = await this.brandOf(ids, query.brandId);
    const sums = (r: Range) =>
      brandId === undefined
        ? q.ownerSums(this.k, ids, r.from, r.to)
        : this.reuse(['brandSums', brandId, r.from, r.to], () => q.brandSums(this.k, brandId, r.from, r.to));
    const [now, before, counts] = await Promise.all([sums(range), sums(previousRange), q.modelCounts(this.k, ids, brandId)]);
    return {
      range,
      previousRange,
      totals: figures(now),
      previous: figures(before),
      members: ids.length,
      models: { total: Number(counts.total), listed: Number(counts.listed), embedded: Number(counts.embedded) },
    };
  }

  async daily(user: AuthUser, query: { from?: string; to?: string; modelCode?: string; brandId?: number }): Promise<StatDaily> {
    const range = this.range(query);
    const ids = await this.team.memberIds(user.id);
    const brandId = await this.brandOf(ids, query.brandId);
    let rows: ({ day: string } & Partial<SumRow>)[];
    if (query.modelCode) {
      const model = await q.modelOwner(this.k, query.modelCode);
      if (!model) throw errors.notFound('模型不存在或已删除');
      if (!ids.includes(model.user_id)) throw errors.forbidden('只能查看自己模型的统计');
      rows = await q.modelDays(this.k, model.id, range.from, range.to);
    } else if (brandId !== undefined) {
      rows = await this.reuse(['brandDays', brandId, range.from, range.to], () =>
        q.brandDays(this.k, brandId, range.from, range.to),
      );
    } else {
      rows = await q.ownerDays(this.k, ids, range.from, range.to);
    }
    const byDay = new Map(rows.map((r) => [r.day, figures(r)]));
    const days: string[] = [];
    for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.push(d);
    const series = Object.fromEntries(
      STAT_FIELDS.map((f) => [f, days.map((d) => byDay.get(d)?.[f] ?? 0)]),
    ) as StatDaily['series'];
    return { range, days, series };
  }

  async models(
    user: AuthUser,
    query: {
      from?: string;
      to?: string;
      brandId?: number;
      sort: Exclude<StatField, 'visitors' | 'comments'>;
      pageNum: number;
      pageSize: number;
    },
  ) {
    const range = this.range(query);
    const ids = await this.team.memberIds(user.id);
    const scope = { userIds: ids, brandId: await this.brandOf(ids, query.brandId) };
    const sort = COLUMN[query.sort] as q.RankSort;
    const { rows, total } = await this.ranking(scope, range, sort, (query.pageNum - 1) * query.pageSize, query.pageSize);
    return { range, list: rows.map(modelRow), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** The models with activity in the range, highest `by` first (the newest model first among equals), one page. */
  private async ranking(
    scope: { userIds: number[]; brandId?: number },
    range: Range,
    by: q.RankSort,
    offset: number,
    limit: number,
  ) {
    const ranked = await this.modelSums(scope, range);
    let sorted = ranked.sorted.get(by);
    if (!sorted) {
      sorted = [...ranked.sums].sort((a, b) => b[by] - a[by] || b.id - a.id);
      ranked.sorted.set(by, sorted);
    }
    const page = sorted.slice(offset, offset + limit);
    const found = await q.modelTitles(
      this.k,
      page.map((r) => r.id),
    );
    const titles = new Map(found.map((m) => [m.id, m]));
    const rows = page.flatMap((r) => {
      const m = titles.get(r.id);
      return m ? [{ ...r, model_code: m.model_code, title: m.title }] : [];
    });
    return { rows, total: ranked.sums.length };
  }

  /** A range's per-model sums, with their orders by each figure as pages ask for them (reused together). */
  private modelSums(scope: { userIds: number[]; brandId?: number }, range: Range) {
    return this.reuse(['models', scope.userIds, scope.brandId ?? null, range.from, range.to], async () => ({
      sums: await q.modelSums(this.k, scope, range),
      sorted: new Map<q.RankSort, q.ModelSums[]>(),
    }));
  }

  /** What `load` reads, reused for the same key while it is younger than `reuseMs` (see `reused`). */
  private reuse<T>(key: unknown[], load: () => Promise<T>): Promise<T> {
    const k = JSON.stringify(key);
    const now = this.clock();
    const hit = this.reused.get(k);
    if (hit && now - hit.at < this.reuseMs) return hit.value as Promise<T>;
    const value = load();
    this.reused.delete(k);
    if (this.reused.size >= REUSE_SIZE) this.reused.delete(this.reused.keys().next().value ?? '');
    this.reused.set(k, { at: now, value });
    // A failed read is not kept.
    void value.catch(() => {
      if (this.reused.get(k)?.value === value) this.reused.delete(k);
    });
    return value;
  }

  /** The CSV of a range: one line per day, or per model with activity (highest views first); a brand's when given. */
  async exportCsv(user: AuthUser, query: { from?: string; to?: string; brandId?: number; kind: 'daily' | 'models' }) {
    const range = this.range(query);
    const lines: (string | number)[][] = [];
    if (query.kind === 'daily') {
      const d = await this.daily(user, { ...range, brandId: query.brandId });
      lines.push(['日期', ...STAT_FIELDS.map((f) => STAT_FIELD_LABELS[f])]);
      d.days.forEach((day, i) => lines.push([day, ...STAT_FIELDS.map((f) => cell(f, d.series[f][i] ?? 0))]));
    } else {
      const ids = await this.team.memberIds(user.id);
      const scope = { userIds: ids, brandId: await this.brandOf(ids, query.brandId) };
      const { rows } = await this.ranking(scope, range, 'views', 0, EXPORT_MAX_MODELS);
      lines.push(['模型编号', '模型名称', ...MODEL_STAT_FIELDS.map((f) => STAT_FIELD_LABELS[f])]);
      for (const r of rows.map(modelRow)) lines.push([r.modelCode, r.title, ...MODEL_STAT_FIELDS.map((f) => cell(f, r[f]))]);
    }
    const body = '\ufeff' + lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
    return { body, filename: `statistics-${query.kind}-${range.from}-${range.to}.csv` };
  }
}

const cell = (f: StatField, n: number) => (f === 'salesAmount' ? yuan(n) : n);

function modelRow(r: { model_code: string; title: string } & Partial<SumRow>): StatModelRow {
  const f = figures(r);
  return {
    modelCode: r.model_code,
    title: r.title,
    views: f.views,
    embeds: f.embeds,
    downloads: f.downloads,
    likes: f.likes,
    collects: f.collects,
    comments: f.comments,
    sales: f.sales,
    salesAmount: f.salesAmount,
  };
}
