import { describe, expect, it } from 'vitest';
import { decimalText, fixedOf, ONE, plusPercent, timesGrams, toMinor } from './fixed';

describe('fixed rates', () => {
  it('read a number as the decimal it was typed as', () => {
    expect(fixedOf(7.5)).toBe(75n * ONE / 10n);
    expect(fixedOf(-12.25)).toBe(-1225n * ONE / 100n);
    expect(fixedOf(0.1)).toBe(ONE / 10n);
    expect(fixedOf(1e-7)).toBe(ONE / 10_000_000n);
    expect(fixedOf(1e-13)).toBe(0n);
    expect(() => fixedOf(Number.NaN)).toThrow(RangeError);
  });

  it('write it back as text the money module takes', () => {
    expect(decimalText(7.5)).toBe('7.5');
    expect(decimalText(-0.05)).toBe('-0.05');
    expect(decimalText(22)).toBe('22');
    expect(decimalText(1e-7)).toBe('0.0000001');
    expect(decimalText(-0)).toBe('0');
  });

  it('raise by a per cent exactly, and round only at the end, half away from zero', () => {
    // 33 minor units per kg + 7.5 % = 35.475 per kg; for 2 kg 70.95 → 71.
    const rate = plusPercent(fixedOf(33), fixedOf(7.5));
    expect(rate).toBe(fixedOf(35.475));
    expect(timesGrams(rate, 2000)).toBe(71);
    expect(timesGrams(fixedOf(3), 500)).toBe(2); // 1.5 → 2
    expect(timesGrams(fixedOf(-3), 500)).toBe(-2); // -1.5 → -2
    expect(toMinor(fixedOf(2.5))).toBe(3);
    expect(plusPercent(fixedOf(100), fixedOf(-100))).toBe(0n);
  });
});
