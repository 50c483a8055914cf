/** Pure pieces of the dashboards: ranges, comparisons and the chart's option (kept apart for unit tests). */
import { formatCount, STAT_FIELD_LABELS, type StatDaily, type StatField } from '@moxing/shared';
import type { Range } from './api';

const DAY_MS = 86_400_000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const PRESETS = [
  { value: 7, label: '近 7 天' },
  { value: 30, label: '近 30 天' },
  { value: 90, label: '近 90 天' },
] as const;

/** The last `days` days up to `now`'s day (UTC, as the server keeps them). */
export function lastDays(days: number, now = Date.now()): Range {
  return { from: dayOf(now - (days - 1) * DAY_MS), to: dayOf(now) };
}

/** The change from the previous period: "+25%", "-10%", "持平", or "新增" when there was nothing before. */
export function change(now: number, before: number): { text: string; trend: 'up' | 'down' | 'flat' } {
  if (now === before) return { text: '持平', trend: 'flat' };
  if (before === 0) return { text: '新增', trend: 'up' };
  const pct = Math.round(((now - before) / before) * 100);
  return pct >= 0 ? { text: `+${pct}%`, trend: 'up' } : { text: `${pct}%`, trend: 'down' };
}

/** A figure as shown: counts shortened (1.2万), amounts in yuan. */
export function figureText(field: StatField, n: number): string {
  return field === 'salesAmount' ? `¥${(n / 100).toFixed(2)}` : formatCount(n);
}

/** The index dashboard's cards, in order. */
export const CARD_FIELDS: StatField[] = ['views', 'embeds', 'downloads', 'likes', 'collects', 'sales', 'salesAmount', 'visitors'];

export const CHART_SERIES: { key: StatField; color: string; on: boolean }[] = [
  { key: 'views', color: '#1d54e6', on: true },
  { key: 'embeds', color: '#0e8a8a', on: true },
  { key: 'downloads', color: '#c25e00', on: false },
  { key: 'likes', color: '#d4380d', on: false },
  { key: 'collects', color: '#ad6800', on: false },
  { key: 'sales', color: '#531dab', on: false },
  { key: 'visitors', color: '#389e0d', on: true },
];

/** "2025-03-01" -> "3/1" */
export function shortDay(day: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${Number(m[1])}/${Number(m[2])}` : day;
}

export function dailyOption(data: StatDaily, compact = false) {
  const name = (k: StatField) => STAT_FIELD_LABELS[k];
  return {
    color: CHART_SERIES.map((s) => s.color),
    tooltip: { trigger: 'axis' },
    legend: {
      top: 0,
      type: compact ? 'scroll' : 'plain',
      data: CHART_SERIES.map((s) => name(s.key)),
      selected: Object.fromEntries(CHART_SERIES.map((s) => [name(s.key), s.on])),
    },
    grid: { left: compact ? 36 : 48, right: compact ? 12 : 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', boundaryGap: false, data: data.days.map(shortDay) },
    yAxis: { type: 'value', minInterval: 1 },
    series: CHART_SERIES.map((s) => ({
      name: name(s.key),
      type: 'line',
      smooth: true,
      showSymbol: data.days.length <= 31,
      data: data.series[s.key],
    })),
  };
}
