import { describe, expect, it } from 'vitest';
import type { QuoteSettings } from '../quote';
import type { TariffRow } from '../tariffs';
import { context, shipment, tariff } from './fixtures.test-support';
import { quoteShipment } from './quote';

// IATA's general cargo rates: M the minimum charge, N below the first break, Q from each break up,
// and the break-point rule (a heavier break's rate at its weight, when that costs less).

/** RUB: M 1000.00, N 100.00/kg, Q45 80.00, Q100 70.00, Q300 60.00, Q500 55.00. */
const GCR = tariff(1, {
  minValue: 100_000,
  normal: 10_000,
  breaks: [
    { weight: 45, rate: 8_000 },
    { weight: 100, rate: 7_000 },
    { weight: 300, rate: 6_000 },
    { weight: 500, rate: 5_500 },
  ],
});

function freightOf(row: TariffRow, weight: number, over: { volume?: number; settings?: Partial<QuoteSettings> } = {}) {
  const base = context();
  const quote = quoteShipment(context({ tariffs: [row], settings: { ...base.settings, ...over.settings } }), shipment({ weight, volume: over.volume ?? null }));
  if (!quote.ok) throw new Error('no quote');
  const [line, ...rest] = quote.lines;
  expect(rest).toEqual([]);
  expect(quote.total).toBe(line?.amount);
  return { chargeable: quote.chargeableWeight, rateClass: quote.rateClass, basis: line?.basis, weight: line?.weight, rate: line?.rate, amount: line?.amount };
}

describe('per-kg general cargo rates', () => {
  it.each([
    // kg, class, basis, kg the rate is for, rate, amount (kopecks)
    [5, 'M', 'M', undefined, undefined, 100_000],
    [10, 'N', 'N', 10, 10_000, 100_000],
    [10.2, 'N', 'N', 10.5, 10_000, 105_000],
    [35.5, 'N', 'N', 35.5, 10_000, 355_000],
    // 36 kg: 3600.00 at N is exactly 45 kg at Q45; a tie keeps the shipment’s own weight.
    [36, 'N', 'N', 36, 10_000, 360_000],
    [36.5, 'Q', 'Q45', 45, 8_000, 360_000],
    // The task’s example: 40 kg costs min(40 × 100, 45 × 80).
    [40, 'Q', 'Q45', 45, 8_000, 360_000],
    [45, 'Q', 'Q45', 45, 8_000, 360_000],
    [87.5, 'Q', 'Q45', 87.5, 8_000, 700_000],
    [90, 'Q', 'Q100', 100, 7_000, 700_000],
    [100, 'Q', 'Q100', 100, 7_000, 700_000],
    [280, 'Q', 'Q300', 300, 6_000, 1_800_000],
    [300, 'Q', 'Q300', 300, 6_000, 1_800_000],
    [499.5, 'Q', 'Q500', 500, 5_500, 2_750_000],
    [1200, 'Q', 'Q500', 1200, 5_500, 6_600_000],
  ] as const)('%s kg: class %s, %s', (weight, rateClass, basis, lineWeight, rate, amount) => {
    expect(freightOf(GCR, weight)).toMatchObject({ rateClass, basis, weight: lineWeight, rate, amount });
  });

  it('the cheapest heavier break wins, not only the next one', () => {
    const row = tariff(1, { breaks: [{ weight: 45, rate: 9_900 }, { weight: 100, rate: 3_000 }] });
    expect(freightOf(row, 40)).toMatchObject({ basis: 'Q100', weight: 100, amount: 300_000 });
  });

  it('breaks given out of order are read in order', () => {
    const row = tariff(1, { breaks: [{ weight: 100, rate: 7_000 }, { weight: 45, rate: 8_000 }] });
    expect(freightOf(row, 50)).toMatchObject({ basis: 'Q45', amount: 400_000 });
  });

  it('a rate times half a kilogram rounds half away from zero', () => {
    expect(freightOf(tariff(1, { normal: 333 }), 10.5)).toMatchObject({ amount: 3_497 }); // 3496.5
  });

  it('a volumetric shipment is charged by its volume', () => {
    // 1 m³ / 6000 = 166.667 kg → 167 kg at Q100.
    expect(freightOf(GCR, 100, { volume: 1 })).toMatchObject({ chargeable: 167, basis: 'Q100', weight: 167, amount: 1_169_000 });
    expect(freightOf(GCR, 100, { volume: 1, settings: { useVolumetricWeight: false } })).toMatchObject({ chargeable: 100, amount: 700_000 });
  });

  it('the airline’s minimum chargeable weight', () => {
    expect(freightOf(GCR, 5, { settings: { minChargeableWeight: 50 } })).toMatchObject({ chargeable: 50, basis: 'Q45', weight: 50, amount: 400_000 });
  });

  it('whole-kilogram rounding', () => {
    expect(freightOf(tariff(1), 40.1, { settings: { rounding: 'whole' } })).toMatchObject({ chargeable: 41, weight: 41, amount: 410_000 });
    expect(freightOf(tariff(1), 40.1)).toMatchObject({ chargeable: 40.5, weight: 40.5, amount: 405_000 });
  });
});

describe('specific commodity rates', () => {
  const SCR = tariff(1, { basis: 'SCR', minValue: 100_000, normal: 9_000, breaks: [{ weight: 100, rate: 5_000 }] });
  it.each([
    [5, 'M', 'M', 100_000],
    [20, 'C', 'C', 180_000],
    [60, 'C', 'C100', 500_000],
    [150, 'C', 'C100', 750_000],
  ] as const)('%s kg: class %s, %s', (weight, rateClass, basis, amount) => {
    expect(freightOf(SCR, weight)).toMatchObject({ rateClass, basis, amount });
  });
});

describe('a price per shipment', () => {
  it('is the normal price whatever the weight', () => {
    const row = tariff(1, { measure: 'shipment', normal: 150_000, minValue: 100_000 });
    expect(freightOf(row, 1)).toEqual({ chargeable: 1, rateClass: 'N', basis: 'N', weight: undefined, rate: undefined, amount: 150_000 });
    expect(freightOf(row, 900)).toMatchObject({ amount: 150_000 });
  });
  it('never below the minimum', () => {
    expect(freightOf(tariff(1, { measure: 'shipment', normal: 50_000, minValue: 100_000 }), 1)).toMatchObject({ rateClass: 'M', amount: 100_000 });
  });
});
