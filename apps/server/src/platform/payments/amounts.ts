import { AppError } from '../errors.js';

/**
 * What WeChat Pay and Alipay have in common: amounts between our integer fen and Alipay's decimal yuan strings
 * ("12.30"), converted by digits and never through a float; and China Standard Time, in which both gateways write
 * their times.
 */

/** Alipay's ceiling for one trade (100,000,000 yuan); WeChat Pay's is lower and it says so itself. */
export const MAX_GATEWAY_FEN = 100_000_000 * 100;

/** Refuses what no gateway could charge: zero, negative, fractional, unsafe or over the ceiling. */
export function assertPayableFen(fen: number, what = '支付金额'): void {
  if (!Number.isSafeInteger(fen) || fen <= 0 || fen > MAX_GATEWAY_FEN) {
    throw new AppError('validation', `${what}无效：须为 1 分到 1 亿元之间的整数分`);
  }
}

/** 1234 -> "12.34", 5 -> "0.05". */
export function fenToYuan(fen: number): string {
  assertPayableFen(fen, '金额');
  const yuan = Math.floor(fen / 100);
  return `${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

/**
 * "12.34" -> 1234, "12.3" -> 1230, "12" -> 1200; anything else (signs, exponents, more than two decimals,
 * spaces, empty) -> null. Digits are read as digits, so "0.29" is 29 fen and not 28.999….
 */
export function yuanToFen(yuan: string): number | null {
  const m = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const CST_OFFSET_MS = 8 * 3600_000;

/** "2026-11-26 23:15:00" in China Standard Time (UTC+8, no daylight saving), Alipay's format. */
export function toChinaTime(at: Date): string {
  return new Date(at.getTime() + CST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 with the +08:00 offset, WeChat Pay's format: "2026-11-26T23:15:00+08:00". */
export function toChinaRfc3339(at: Date): string {
  return `${toChinaTime(at).replace(' ', 'T')}+08:00`;
}

/** Reads Alipay's "yyyy-MM-dd HH:mm:ss" (China Standard Time); null when it is not one. */
export function fromChinaTime(text: string | undefined): Date | null {
  if (!text || !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(at.getTime()) ? null : at;
}
