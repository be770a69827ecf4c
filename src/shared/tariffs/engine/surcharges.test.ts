import { describe, expect, it } from 'vitest';
import type { DynamicPricingRow } from '../dynamic-pricing';
import type { PricedQuote, QuoteShipment } from '../quote';
import type { SurchargeRow } from '../surcharges';
import { context, rule, shipment, surcharge, tariff } from './fixtures.test-support';
import { quoteShipment } from './quote';

// Surcharges over a 100 kg shipment at 100.00 RUB/kg: a freight of 10 000.00 RUB.

function quoteWith(surcharges: SurchargeRow[], over: Partial<QuoteShipment> = {}, dynamicRules: DynamicPricingRow[] = []): PricedQuote {
  const quote = quoteShipment(context({ tariffs: [tariff(1)], surcharges, dynamicRules }), shipment({ weight: 100, ...over }));
  if (!quote.ok) throw new Error('no quote');
  expect(quote.total).toBe(quote.lines.reduce((total, line) => total + line.amount, 0));
  return quote;
}

const surchargeLines = (quote: PricedQuote) => quote.lines.filter((line) => line.kind === 'surcharge');
/** The ids of the surcharges charged. */
const charged = (quote: PricedQuote) => surchargeLines(quote).map((line) => line.source.id);

describe('surcharges, by method', () => {
  it('per kg of the chargeable weight, with its IATA code and entitlement', () => {
    expect(surchargeLines(quoteWith([surcharge(1, { code: 'MY', rate: 1_250 })]))).toEqual([
      { kind: 'surcharge', code: 'MY', rate: 1_250, basis: 'perKg', weight: 100, amount: 125_000, entitlement: 'C', source: { resource: 'surcharges', id: 1 } },
    ]);
  });

  it('per shipment', () => {
    expect(surchargeLines(quoteWith([surcharge(1, { code: 'AW', entitlement: 'A', method: 'perShipment', rate: 50_000 })]))).toEqual([
      { kind: 'surcharge', code: 'AW', rate: 50_000, basis: 'perShipment', amount: 50_000, entitlement: 'A', source: { resource: 'surcharges', id: 1 } },
    ]);
  });

  it('per cent of the freight the dynamic rules left', () => {
    const row = surcharge(1, { code: 'SC', method: 'percent', rate: null, percent: 2.5, currency: null });
    expect(surchargeLines(quoteWith([row]))).toMatchObject([{ rate: 2.5, basis: 'percent', amount: 25_000 }]);
    expect(surchargeLines(quoteWith([row], {}, [rule(1, { percent: 10 })]))).toMatchObject([{ amount: 27_500 }]);
  });

  it('at least the minimum', () => {
    expect(surchargeLines(quoteWith([surcharge(1, { rate: 100, minimum: 20_000 })]))).toMatchObject([{ basis: 'minimum', amount: 20_000 }]);
    expect(surchargeLines(quoteWith([surcharge(1, { rate: 100, minimum: 5_000 })]))).toMatchObject([{ basis: 'perKg', amount: 10_000 }]);
    expect(surchargeLines(quoteWith([surcharge(1, { method: 'percent', rate: null, percent: 1, minimum: 15_000 })]))).toMatchObject([{ basis: 'minimum', amount: 15_000 }]);
  });

  it('a fixed amount in another currency is left out; a per cent applies in any, without its foreign minimum', () => {
    const rows = [
      surcharge(1, { currency: 'USD' }),
      surcharge(2, { method: 'perShipment', rate: 100, currency: 'USD' }),
      surcharge(3, { method: 'percent', rate: null, percent: 1, minimum: 1_000_000, currency: 'USD' }),
    ];
    expect(surchargeLines(quoteWith(rows))).toMatchObject([{ source: { id: 3 }, basis: 'percent', amount: 10_000 }]);
  });
});

describe('surcharges, by where they apply', () => {
  it.each<[string, Partial<SurchargeRow>, Partial<QuoteShipment>, boolean]>([
    ['no SHC named: every shipment', {}, {}, true],
    ['an SHC the shipment holds', { shc: ['DGR', 'RCL'] }, { shc: ['RCL'] }, true],
    ['an SHC the shipment does not hold', { shc: ['DGR'] }, { shc: ['PER'] }, false],
    ['a product named by code', { products: [2] }, { product: 'PHARMA' }, true],
    ['a product the shipment’s SHC name', { products: [2] }, { shc: ['PIL'] }, true],
    ['another product', { products: [2] }, { product: 'GEN' }, false],
    ['a product list and no product', { products: [2] }, {}, false],
    ['a domestic surcharge on a domestic routing', { region: 'ВВЛ' }, {}, true],
    ['an international surcharge on a domestic routing', { region: 'МВЛ' }, {}, false],
    ['its departure', { departures: ['SVO', 'LED'] }, {}, true],
    ['another departure', { departures: ['LED'] }, {}, false],
    ['its arrival', { arrivals: ['KJA'] }, {}, true],
    ['another arrival', { arrivals: ['OVB'] }, {}, false],
    ['within its dates', { validFrom: '2026-03-02', validTo: '2026-03-02' }, {}, true],
    ['before its dates', { validFrom: '2026-03-03' }, {}, false],
    ['after its dates', { validTo: '2026-03-01' }, {}, false],
  ])('%s', (_, row, over, applies) => {
    expect(charged(quoteWith([surcharge(1, row)], over))).toEqual(applies ? [1] : []);
  });

  it('one line each, in the order given', () => {
    const rows = [surcharge(3, { code: 'SC' }), surcharge(1, { code: 'MY' }), surcharge(2, { code: 'RA', shc: ['DGR'] })];
    expect(surchargeLines(quoteWith(rows)).map((line) => line.code)).toEqual(['SC', 'MY']);
  });
});
