import { describe, expect, it } from 'vitest';
import { refundFigures } from './refund';

// The refund's sum by the airline's rules: everything for a forced refund, less the voluntary
// refund fee before the first flight leaves, nothing after; kopecks exact, half up.

describe('refund sums', () => {
  it.each([
    // charged, type, fee %, departed → charged, fee, sum
    [1_800_000, 'forced', 10, false, { charged: 1_800_000, fee: 0, sum: 1_800_000 }],
    [1_800_000, 'forced', 10, true, { charged: 1_800_000, fee: 0, sum: 1_800_000 }],
    [1_800_000, 'voluntary', 10, false, { charged: 1_800_000, fee: 180_000, sum: 1_620_000 }],
    [1_800_000, 'voluntary', null, false, { charged: 1_800_000, fee: 0, sum: 1_800_000 }],
    [1_800_000, 'voluntary', 0, false, { charged: 1_800_000, fee: 0, sum: 1_800_000 }],
    // 12.5% of 1,001 kopecks is 125.125: 125; of 1,004, 125.5 rounds half up to 126.
    [1_001, 'voluntary', 12.5, false, { charged: 1_001, fee: 125, sum: 876 }],
    [1_004, 'voluntary', 12.5, false, { charged: 1_004, fee: 126, sum: 878 }],
    // A fee of all of it leaves nothing, never less.
    [50_000, 'voluntary', 100, false, { charged: 50_000, fee: 50_000, sum: 0 }],
    // Nothing charged (or a credit): nothing to return.
    [0, 'voluntary', 10, false, { charged: 0, fee: 0, sum: 0 }],
    [-500, 'forced', 10, false, { charged: 0, fee: 0, sum: 0 }],
  ] as const)('%i charged, %s, fee %s%%, departed %s', (charged, type, feePercent, departed, expected) => {
    expect(refundFigures({ charged, type, feePercent, departed })).toEqual(expected);
  });

  it('refuses a voluntary refund once the first flight has left', () => {
    expect(refundFigures({ charged: 1_800_000, type: 'voluntary', feePercent: 10, departed: true })).toBe('departed');
  });

  it('keeps the sum plus the fee equal to the charge for any fee of one decimal', () => {
    for (let tenths = 0; tenths <= 1000; tenths += 7) {
      for (const charged of [1, 99, 12_345, 987_654_321]) {
        const figures = refundFigures({ charged, type: 'voluntary', feePercent: tenths / 10, departed: false });
        if (figures === 'departed') throw new Error('not departed');
        expect(figures.fee + figures.sum).toBe(charged);
        expect(Number.isInteger(figures.fee)).toBe(true);
      }
    }
  });
});
