/** The ECharts option of the statistics chart, built from model/statsChart (kept pure for a unit test). */
import type { StatsChart } from './api';

export const SERIES: { key: keyof StatsChart['series']; name: string; color: string; on: boolean }[] = [
  { key: 'views', name: '浏览', color: '#1d54e6', on: true },
  { key: 'embeds', name: '嵌入浏览', color: '#13c2c2', on: true },
  { key: 'downloads', name: '下载', color: '#ad4e00', on: false },
  { key: 'likes', name: '点赞', color: '#cf1322', on: false },
  { key: 'collects', name: '收藏', color: '#ad6800', on: false },
  { key: 'comments', name: '评论', color: '#722ed1', on: false },
];

/** "2025-03-01" -> "3/1" */
export function shortDay(day: string): string {
  const m = /^\d{4}-(\d{2})-(\d{2})$/.exec(day);
  return m ? `${Number(m[1])}/${Number(m[2])}` : day;
}

export function statsOption(data: StatsChart) {
  return {
    color: SERIES.map((s) => s.color),
    tooltip: { trigger: 'axis' },
    legend: {
      top: 0,
      data: SERIES.map((s) => s.name),
      selected: Object.fromEntries(SERIES.map((s) => [s.name, s.on])),
    },
    grid: { left: 48, right: 24, top: 40, bottom: data.days.length > 31 ? 56 : 32 },
    xAxis: { type: 'category', boundaryGap: false, data: data.days.map(shortDay) },
    yAxis: { type: 'value', minInterval: 1 },
    dataZoom: data.days.length > 31 ? [{ type: 'slider', height: 18, bottom: 8 }] : [],
    series: SERIES.map((s) => ({
      name: s.name,
      type: 'line',
      smooth: true,
      showSymbol: data.days.length <= 31,
      areaStyle: s.key === 'views' ? { opacity: 0.08 } : undefined,
      data: data.series[s.key],
    })),
  };
}
