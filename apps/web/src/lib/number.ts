/**
 * 1234567 -> "1,234,567": what toLocaleString('zh-CN') gives for whole numbers, without it. The first locale
 * call loads the browser's locale data, ~100 ms of blocked main thread on a phone while the page starts.
 */
export function groupDigits(n: number): string {
  const whole = Math.round(n);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}

/** A page's total as a list shows it: "1,234", or "500+" when a search stopped counting (totalCapped). */
export function totalText(page: { total: number; totalCapped?: boolean } | undefined): string {
  return page ? `${groupDigits(page.total)}${page.totalCapped ? '+' : ''}` : '0';
}
