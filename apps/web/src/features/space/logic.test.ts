import { describe, expect, it } from 'vitest';
import { countText, followLabel } from './logic';
import { timeText } from './time';
import { messageTabs, timeAgo } from '../message/tabs';

describe('space words', () => {
  it('names the follow button by both directions', () => {
    expect(followLabel(false, false)).toBe('关注');
    expect(followLabel(false, true)).toBe('回关');
    expect(followLabel(true, false)).toBe('已关注');
    expect(followLabel(true, true)).toBe('互相关注');
  });

  it('shortens big counts and tells visit times the Chinese way', () => {
    expect(countText(9999)).toBe('9999');
    expect(countText(12_000)).toBe('1.2w');
    expect(countText(20_000)).toBe('2w');
    const now = new Date(2026, 10, 26, 15, 30).getTime();
    expect(timeText(new Date(now - 30_000).toISOString(), now)).toBe('刚刚');
    expect(timeText(new Date(now - 5 * 60_000).toISOString(), now)).toBe('5 分钟前');
    expect(timeText(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('今天 09:05');
    expect(timeText(new Date(2026, 10, 20, 18, 0).toISOString(), now)).toBe('11月20日 18:00');
  });
});

describe('message tabs', () => {
  it('lists all and each type with its unread count', () => {
    const tabs = messageTabs({
      list: [
        { messageType: 0, typeNum: 2 },
        { messageType: 1, typeNum: 0 },
        { messageType: 2, typeNum: 0 },
        { messageType: 3, typeNum: 1 },
        { messageType: 4, typeNum: 0 },
      ],
      totalCount: 3,
      systemCount: 2,
      commentCount: 0,
      orderCount: 0,
      thumbsCount: 1,
      collectCount: 0,
    });
    expect(tabs.map((t) => [t.label, t.unread])).toEqual([
      ['全部', 3],
      ['系统通知', 2],
      ['评论', 0],
      ['订单', 0],
      ['点赞', 1],
      ['收藏', 0],
    ]);
    expect(messageTabs(undefined)[0]).toMatchObject({ key: 'all', unread: 0 });
    expect(timeAgo(new Date(Date.now() - 2 * 3_600_000).toISOString())).toBe('2 小时前');
  });
});
