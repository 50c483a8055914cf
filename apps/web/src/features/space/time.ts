/** "刚刚", "5 分钟前", "今天 14:03", "11月20日 09:15". */
export function timeText(iso: string, now = Date.now()): string {
  const t = new Date(iso);
  const ms = now - t.getTime();
  if (ms < 60_000) return '刚刚';
  if (ms < 3_600_000) return `${Math.floor(ms / 60_000)} 分钟前`;
  const hm = `${String(t.getHours()).padStart(2, '0')}:${String(t.getMinutes()).padStart(2, '0')}`;
  if (new Date(now).toDateString() === t.toDateString()) return `今天 ${hm}`;
  return `${t.getMonth() + 1}月${t.getDate()}日 ${hm}`;
}
