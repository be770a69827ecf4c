import { describe, expect, it } from 'vitest';
import { amount, barWidth, isOver, partOfWhole, percentText } from './load-bar';

describe('the load bar', () => {
  it('fills its track by the load, never beyond it', () => {
    expect(barWidth(24)).toBe(24);
    expect(barWidth(0)).toBe(0);
    expect(barWidth(-5)).toBe(0);
    expect(barWidth(135.5)).toBe(100);
    expect(barWidth(Number.NaN)).toBe(0);
    expect(isOver(5200, 5000)).toBe(true);
    expect(isOver(5000, 5000)).toBe(false);
  });

  it('writes the figures as people read them in each language', () => {
    expect(partOfWhole(1200, 5000, 'kg', 'ru').replace(/\s/g, ' ')).toBe('1 200 / 5 000');
    expect(partOfWhole(1200, 5000, 'kg', 'en')).toBe('1,200 / 5,000');
    expect(partOfWhole(1.234, 30, 'm3', 'en')).toBe('1.23 / 30');
    expect(amount(1199.6, 'kg', 'en')).toBe('1,200');
    expect(percentText(0.44, 'en')).toBe('0.4');
    expect(percentText(24.4, 'ru')).toBe('24');
  });
});
