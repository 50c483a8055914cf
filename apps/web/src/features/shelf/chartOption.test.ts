import { describe, expect, it } from 'vitest';
import { statsOption } from './chartOption';

describe('statistics chart', () => {
  it('draws views and embeds by day, the other series switched off', () => {
    const zeros = [0, 0];
    const option = statsOption({
      days: ['2025-03-01', '2025-03-02'],
      series: { views: [3, 5], embeds: [1, 0], downloads: zeros, likes: zeros, collects: zeros, comments: zeros },
      totals: { views: 8, likes: 0, collects: 0, comments: 0, embeds: 1, downloads: 0 },
    });
    expect(option.xAxis.data).toEqual(['3/1', '3/2']);
    expect(option.series.find((s) => s.name === '浏览')?.data).toEqual([3, 5]);
    expect(option.legend.selected).toMatchObject({ 浏览: true, 嵌入浏览: true, 下载: false });
  });
});
