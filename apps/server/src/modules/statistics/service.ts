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
}

const DAY_MS = 86_400_000;
const EXPORT_MAX_MODELS = 10_000;
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

  constructor(deps: StatisticsDeps) {
    this.db = deps.db;
    this.team = deps.team;
    this.clock = deps.clock ?? Date.now;
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

  async overview(user: AuthUser, query: { from?: string; to?: string }): Promise<StatOverview> {
    const range = this.range(query);
    const len = daysBetween(range.from, range.to);
    const previousRange = { from: addDays(range.from, -len), to: addDays(range.from, -1) };
    const ids = await this.team.memberIds(user.id);
    const [now, before, counts] = await Promise.all([
      q.ownerSums(this.k, ids, range.from, range.to),
      q.ownerSums(this.k, ids, previousRange.from, previousRange.to),
      q.modelCounts(this.k, ids),
    ]);
    return {
      range,
      previousRange,
      totals: figures(now),
      previous: figures(before),
      members: ids.length,
      models: { total: Number(counts.total), listed: Number(counts.listed), embedded: Number(counts.embedded) },
    };
  }

  async daily(user: AuthUser, query: { from?: string; to?: string; modelCode?: string }): Promise<StatDaily> {
    const range = this.range(query);
    const ids = await this.team.memberIds(user.id);
    let rows: ({ day: string } & Partial<SumRow>)[];
    if (query.modelCode) {
      const model = await q.modelOwner(this.k, query.modelCode);
      if (!model) throw errors.notFound('模型不存在或已删除');
      if (!ids.includes(model.user_id)) throw errors.forbidden('只能查看自己模型的统计');
      rows = await q.modelDays(this.k, model.id, range.from, range.to);
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
    query: { from?: string; to?: string; sort: Exclude<StatField, 'visitors' | 'comments'>; pageNum: number; pageSize: number },
  ) {
    const range = this.range(query);
    const ids = await this.team.memberIds(user.id);
    const sort = COLUMN[query.sort] as q.RankSort;
    const { rows, total } = await q.ranking(
      this.k,
      ids,
      range.from,
      range.to,
      sort,
      (query.pageNum - 1) * query.pageSize,
      query.pageSize,
    );
    return { range, list: rows.map(modelRow), total, pageNum: query.pageNum, pageSize: query.pageSize };
  }

  /** The CSV of a range: one line per day, or per model with activity (highest views first). */
  async exportCsv(user: AuthUser, query: { from?: string; to?: string; kind: 'daily' | 'models' }) {
    const range = this.range(query);
    const lines: (string | number)[][] = [];
    if (query.kind === 'daily') {
      const d = await this.daily(user, range);
      lines.push(['日期', ...STAT_FIELDS.map((f) => STAT_FIELD_LABELS[f])]);
      d.days.forEach((day, i) => lines.push([day, ...STAT_FIELDS.map((f) => cell(f, d.series[f][i] ?? 0))]));
    } else {
      const ids = await this.team.memberIds(user.id);
      const { rows } = await q.ranking(this.k, ids, range.from, range.to, 'views', 0, EXPORT_MAX_MODELS);
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
