import { describe, expect, it } from 'vitest';
import { formatCount, formatDuration, formatPrice, formatScore, maskPhone, modelPriceText, pad2 } from './format.js';

describe('formatCount', () => {
  it('keeps numbers under 1000', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
  });
  it('uses k under ten thousand and w above', () => {
    expect(formatCount(1000)).toBe('1.0k');
    expect(formatCount(1250)).toBe('1.2k');
    expect(formatCount(9999)).toBe('9.9k');
    expect(formatCount(10000)).toBe('1.0w');
    expect(formatCount(123456)).toBe('12.3w');
  });
});

describe('small formatters', () => {
  it('pads, times, scores, prices and masks', () => {
    expect(pad2(3)).toBe('03');
    expect(pad2(12)).toBe('12');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(600)).toBe('10:00');
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(4.55)).toBe('4.6');
    expect(formatPrice(0)).toBe('面议');
    expect(formatPrice(12800)).toBe('¥128');
    expect(formatPrice(12850)).toBe('¥128.50');
    expect(maskPhone('13812345678')).toBe('138****5678');
  });
});

describe('modelPriceText', () => {
  it('tells free downloads, negotiable prices and prices apart', () => {
    expect(modelPriceText(0, true)).toBe('免费');
    expect(modelPriceText(0, false)).toBe('面议');
    expect(modelPriceText(1990, false)).toBe('¥19.90');
  });
});
