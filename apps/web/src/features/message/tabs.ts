/** The tabs of the messages page: all, then each type of docs/spec/SPEC.md section 3 with its unread count. */
import { MESSAGE_TYPES, MESSAGE_TYPE_LABELS, type UnreadSummary } from '@moxing/shared';

export interface MessageTab {
  key: string;
  label: string;
  messageType?: number;
  unread: number;
}

export function messageTabs(summary: UnreadSummary | undefined): MessageTab[] {
  const count = (t: number) => summary?.list.find((e) => e.messageType === t)?.typeNum ?? 0;
  return [
    { key: 'all', label: '全部', unread: summary?.totalCount ?? 0 },
    ...MESSAGE_TYPES.map((t) => ({ key: String(t), label: MESSAGE_TYPE_LABELS[t], messageType: t, unread: count(t) })),
  ];
}

/** "刚刚", "5 分钟前", "3 小时前", else the date. */
export function timeAgo(iso: string, now = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (ms < 60_000) return '刚刚';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} 分钟前`;
  if (ms < 86_400_000) return `${Math.floor(ms / 3_600_000)} 小时前`;
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
