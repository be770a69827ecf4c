import { describe, expect, it } from 'vitest';
import type { QuoteSettings } from '../quote';
import { chargeableWeight, kgText } from './chargeable-weight';

const IATA: QuoteSettings = { useVolumetricWeight: true, chargeableRatio: null, minChargeableWeight: null, rounding: null };

describe('chargeable weight', () => {
  it.each([
    // [case, settings, weight kg, volume m³, actual g, volumetric g, chargeable g]
    ['a half kilogram is the step', IATA, 40.1, null, 40_100, null, 40_500],
    ['a weight on the step stays', IATA, 40.5, null, 40_500, null, 40_500],
    ['just over a half goes to the next whole', IATA, 40.501, null, 40_501, null, 41_000],
    ['one gram is half a kilogram', IATA, 0.001, null, 1, null, 500],
    ['no weight is no chargeable weight', IATA, 0, null, 0, null, 0],
    ['whole rounding', { ...IATA, rounding: 'whole' }, 40.1, null, 40_100, null, 41_000],
    ['whole rounding on a whole kilogram', { ...IATA, rounding: 'whole' }, 41, null, 41_000, null, 41_000],
    ['1 m³ weighs 166.667 kg by IATA’s 6000', IATA, 100, 1, 100_000, 166_667, 167_000],
    ['the lighter volume does not count', IATA, 200, 1, 200_000, 166_667, 200_000],
    ['an airline ratio of 5000 cm³/kg', { ...IATA, chargeableRatio: 5000 }, 100, 1, 100_000, 200_000, 200_000],
    ['0.123456 m³ is 123456 cm³, 20.576 kg', IATA, 5, 0.123456, 5000, 20_576, 21_000],
    ['volume is ignored without volumetric weight', { ...IATA, useVolumetricWeight: false }, 100, 1, 100_000, null, 100_000],
    ['the airline minimum', { ...IATA, minChargeableWeight: 10 }, 3.2, null, 3200, null, 10_000],
    ['a minimum off the step rounds up to it', { ...IATA, minChargeableWeight: 10.2 }, 3.2, null, 3200, null, 10_500],
    ['a heavier shipment passes the minimum', { ...IATA, minChargeableWeight: 10 }, 12.2, null, 12_200, null, 12_500],
    ['the minimum with whole rounding', { ...IATA, minChargeableWeight: 10.2, rounding: 'whole' }, 3.2, null, 3200, null, 11_000],
  ] as const)('%s', (_, settings, weight, volume, actualG, volumetricG, chargeableG) => {
    const weights = chargeableWeight(settings, { weight, volume });
    expect(weights).toEqual({ actualG, volumetricG, chargeableG, stepG: settings.rounding === 'whole' ? 1000 : 500 });
  });
});

describe('kg as decimal text', () => {
  it.each([
    [40_500, '40.5'],
    [40_000, '40'],
    [1, '0.001'],
    [166_667, '166.667'],
    [0, '0'],
    [120, '0.12'],
  ])('%i g is %s kg', (grams, text) => {
    expect(kgText(grams)).toBe(text);
  });
});
