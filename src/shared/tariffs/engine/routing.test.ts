import { describe, expect, it } from 'vitest';
import { COUNTRY_OF, context } from './fixtures.test-support';
import { dayOfWeek, inPeriod, productOf, routingOf } from './routing';

describe('routing', () => {
  it.each([
    ['a domestic direct routing', 'SVO', [], 'KJA', 'ВВЛ'],
    ['a domestic routing through a domestic point', 'SVO', ['OVB'], 'KJA', 'ВВЛ'],
    ['an international routing', 'SVO', [], 'FRU', 'МВЛ'],
    ['domestic ends through a foreign point', 'SVO', ['IST'], 'KJA', 'МВЛ'],
    ['an airport with no known country', 'SVO', [], 'XXX', null],
  ] as const)('%s', (_, departure, transfers, arrival, region) => {
    expect(routingOf(COUNTRY_OF, { departure, transfers: [...transfers], arrival }).region).toBe(region);
  });

  it('counts the days of the week from Monday', () => {
    expect(['2026-03-02', '2026-03-03', '2026-03-07', '2026-03-08'].map(dayOfWeek)).toEqual([1, 2, 6, 7]);
  });

  it('takes a period’s ends as part of it, and no end as open', () => {
    expect(inPeriod('2026-01-01', '2026-01-01', '2026-01-31')).toBe(true);
    expect(inPeriod('2026-01-31', '2026-01-01', '2026-01-31')).toBe(true);
    expect(inPeriod('2026-02-01', '2026-01-01', '2026-01-31')).toBe(false);
    expect(inPeriod('2025-12-31', '2026-01-01', null)).toBe(false);
    expect(inPeriod('2099-12-31', '2026-01-01', null)).toBe(true);
  });
});

describe('the shipment’s product', () => {
  const { products } = context();
  it('is the one named, with its id', () => {
    expect(productOf(products, { product: 'GEN', shc: ['PIL'] })).toEqual({ code: 'GEN', id: 1 });
    expect(productOf(products, { product: 'gen', shc: [] })).toEqual({ code: 'gen', id: 1 });
  });
  it('unknown to the handbook, keeps its code for conditions but has no id', () => {
    expect(productOf(products, { product: 'ZOO', shc: [] })).toEqual({ code: 'ZOO', id: null });
  });
  it('named by none, is the first product in priority order whose SHC the shipment holds', () => {
    expect(productOf(products, { product: null, shc: ['XPS'] })).toEqual({ code: 'EXPRESS', id: 3 });
    expect(productOf(products, { product: null, shc: ['PIL'] })).toEqual({ code: 'PHARMA', id: 2 });
    expect(productOf(products, { product: null, shc: ['XPS', 'PIL'] })).toEqual({ code: 'EXPRESS', id: 3 });
    expect(productOf(products, { product: null, shc: ['PER'] })).toEqual({ code: null, id: null });
  });
});
