import { describe, expect, it } from 'vitest';
import { change, dailyOption, figureText, lastDays, shortDay } from './logic';

describe('statistics logic', () => {
  it('takes the last days up to today, both ends included', () => {
    expect(lastDays(7, Date.parse('2026-03-10T12:00:00Z'))).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(lastDays(1, Date.parse('2026-03-01T00:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('compares with the previous period', () => {
    expect(change(125, 100)).toEqual({ text: '+25%', trend: 'up' });
    expect(change(90, 100)).toEqual({ text: '-10%', trend: 'down' });
    expect(change(5, 5)).toEqual({ text: '持平', trend: 'flat' });
    expect(change(3, 0)).toEqual({ text: '新增', trend: 'up' });
    expect(change(0, 0)).toEqual({ text: '持平', trend: 'flat' });
  });

  it('shows amounts in yuan and counts shortened', () => {
    expect(figureText('salesAmount', 123456)).toBe('¥1234.56');
    expect(figureText('views', 42)).toBe('42');
    expect(shortDay('2026-03-01')).toBe('3/1');
  });

  it('draws one line per figure, views, embeds and visitors shown first', () => {
    const zero = [0, 0];
    const o = dailyOption({
      range: { from: '2026-03-01', to: '2026-03-02' },
      days: ['2026-03-01', '2026-03-02'],
      series: {
        views: [1, 2],
        embeds: zero,
        downloads: zero,
        likes: zero,
        collects: zero,
        comments: zero,
        sales: zero,
        salesAmount: zero,
        visitors: [3, 4],
      },
    });
    expect(o.xAxis.data).toEqual(['3/1', '3/2']);
    expect(o.series.find((s) => s.name === '浏览')?.data).toEqual([1, 2]);
    expect(o.legend.selected).toMatchObject({ 浏览: true, 空间访客: true, 下载: false });
  });
});
