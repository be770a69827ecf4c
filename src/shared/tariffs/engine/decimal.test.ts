import { describe, expect, it } from 'vitest';
import { compare, decimalOf, decimalText, plusPercent, rounded, timesGrams } from './decimal';

describe('exact decimals', () => {
  it('read a number as the decimal it was typed as', () => {
    expect(decimalOf(7.5)).toEqual({ units: 75n, scale: 1 });
    expect(decimalOf(-12.25)).toEqual({ units: -1225n, scale: 2 });
    expect(decimalOf(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(decimalOf(1e-7)).toEqual(decimalOf(0.0000001));
    expect(compare(decimalOf(1e-7), decimalOf(0))).toBe(1);
    expect(() => decimalOf(Number.NaN)).toThrow(RangeError);
  });

  it('write it back as text the money module takes', () => {
    expect(decimalText(7.5)).toBe('7.5');
    expect(decimalText(-0.05)).toBe('-0.05');
    expect(decimalText(22)).toBe('22');
    expect(decimalText(1e-7)).toBe('0.0000001');
  });

  it('raise by a per cent exactly, and round only at the end, half away from zero', () => {
    // 33 minor units per kg + 7.5 % = 35.475 per kg; for 2 kg 70.95 → 71.
    const rate = plusPercent(decimalOf(33), decimalOf(7.5));
    expect(compare(rate, decimalOf(35.475))).toBe(0);
    expect(timesGrams(rate, 2000)).toBe(71);
    expect(timesGrams(decimalOf(3), 500)).toBe(2); // 1.5 → 2
    expect(timesGrams(decimalOf(-3), 500)).toBe(-2); // -1.5 → -2
    expect(rounded(decimalOf(2.5))).toBe(3);
    expect(compare(plusPercent(decimalOf(100), decimalOf(-100)), decimalOf(0))).toBe(0);
  });
});
