import { describe, expect, it } from 'vitest';
import type { Condition, DynamicConditionField } from '../conditions';
import type { DynamicPricingRow } from '../dynamic-pricing';
import type { PricedQuote, QuoteShipment } from '../quote';
import type { TariffRow } from '../tariffs';
import { context, rule, shipment, tariff } from './fixtures.test-support';
import { quoteShipment } from './quote';

// Dynamic rules on a plain tariff: 100.00 RUB/kg, 100 kg, so the freight is 10 000.00 RUB.

function quoteWith(rules: DynamicPricingRow[], over: Partial<QuoteShipment> = {}, row: Partial<TariffRow> = {}): PricedQuote {
  const quote = quoteShipment(context({ tariffs: [tariff(1, row)], dynamicRules: rules }), shipment({ weight: 100, ...over }));
  if (!quote.ok) throw new Error('no quote');
  expect(quote.total).toBe(quote.lines.reduce((total, line) => total + line.amount, 0));
  return quote;
}

/** [rule id, basis, amount] of each dynamic line, in the order applied. */
const dynamicLines = (quote: PricedQuote) => quote.lines.filter((line) => line.kind === 'dynamic').map((line) => [line.source.id, line.basis, line.amount]);

const perKg = (id: number, amountPerKg: number, over: Partial<DynamicPricingRow> = {}) => rule(id, { method: 'perKg', percent: null, amountPerKg, currency: 'RUB', ...over });
const percent = (id: number, value: number, over: Partial<DynamicPricingRow> = {}) => rule(id, { percent: value, ...over });

describe('dynamic rules', () => {
  it('a per-cent rule moves the freight, one line each', () => {
    const quote = quoteWith([percent(1, 15)]);
    expect(quote.lines).toEqual([
      { kind: 'freight', code: 'WT', rate: 10_000, basis: 'N', weight: 100, amount: 1_000_000, source: { resource: 'tariffs', id: 1 } },
      { kind: 'dynamic', code: 'WT', rate: 15, basis: 'percent', amount: 150_000, source: { resource: 'dynamic-pricing', id: 1 } },
    ]);
    expect(quote.total).toBe(1_150_000);
  });

  it('a per-kg rule, down as well as up', () => {
    expect(dynamicLines(quoteWith([perKg(1, -500)]))).toEqual([[1, 'perKg', -50_000]]);
    expect(quoteWith([perKg(1, 250)]).lines[1]).toMatchObject({ rate: 250, weight: 100, amount: 25_000 });
  });

  it('stack in descending priority, each on the running freight', () => {
    // +10 % first: 110.00/kg, then −5.00/kg: 105.00/kg.
    const first = quoteWith([perKg(1, -500, { priority: 100 }), percent(2, 10, { priority: 200 })]);
    expect(dynamicLines(first)).toEqual([
      [2, 'percent', 100_000],
      [1, 'perKg', -50_000],
    ]);
    expect(first.total).toBe(1_050_000);
    // −5.00/kg first: 95.00/kg, then +10 %: 104.50/kg.
    const second = quoteWith([perKg(1, -500, { priority: 200 }), percent(2, 10, { priority: 100 })]);
    expect(dynamicLines(second)).toEqual([
      [1, 'perKg', -50_000],
      [2, 'percent', 95_000],
    ]);
    expect(second.total).toBe(1_045_000);
  });

  it('on equal priority, the lower id first', () => {
    expect(dynamicLines(quoteWith([perKg(9, -500), percent(3, 10)]))).toEqual([
      [3, 'percent', 100_000],
      [9, 'perKg', -50_000],
    ]);
  });

  it('keep the running freight per kg above the floor', () => {
    expect(dynamicLines(quoteWith([perKg(1, -5_000, { floorPerKg: 6_000 })]))).toEqual([[1, 'floor', -400_000]]);
    // The floor bounds the rate reached, not the step: 100 → 70 is above a floor of 60.
    expect(dynamicLines(quoteWith([percent(1, -30, { floorPerKg: 6_000, currency: 'RUB' })]))).toEqual([[1, 'percent', -300_000]]);
  });

  it('and below the cap', () => {
    expect(dynamicLines(quoteWith([percent(1, 50, { capPerKg: 12_000, currency: 'RUB' })]))).toEqual([[1, 'cap', 200_000]]);
  });

  it('a floor and cap bound the running freight left by the earlier rules too', () => {
    // +50 % → 150.00/kg; the next rule −1.00/kg with a cap of 120.00: 120.00/kg.
    expect(dynamicLines(quoteWith([percent(1, 50, { priority: 2 }), perKg(2, -100, { priority: 1, capPerKg: 12_000 })]))).toEqual([
      [1, 'percent', 500_000],
      [2, 'cap', -300_000],
    ]);
  });

  it('never take the freight below zero', () => {
    const quote = quoteWith([perKg(1, -20_000), percent(2, 10, { priority: 1 })]);
    expect(dynamicLines(quote)).toEqual([
      [1, 'zero', -1_000_000],
      [2, 'percent', 0],
    ]);
    expect(quote.total).toBe(0);
  });

  it('leave a floor or cap in another currency out, but still apply their per cent', () => {
    expect(dynamicLines(quoteWith([percent(1, 50, { capPerKg: 100, currency: 'USD' })]))).toEqual([[1, 'percent', 500_000]]);
  });

  it('skip a per-kg rule in another currency', () => {
    expect(dynamicLines(quoteWith([perKg(1, -500, { currency: 'USD' })]))).toEqual([]);
  });

  it('skip inactive rules and rules out of their dates', () => {
    const rules = [percent(1, 10, { active: false }), percent(2, 10, { validFrom: '2026-03-03' }), percent(3, 10, { validTo: '2026-03-01' }), percent(4, 10, { validFrom: '2026-03-02', validTo: '2026-03-02' })];
    expect(dynamicLines(quoteWith(rules))).toEqual([[4, 'percent', 100_000]]);
  });

  it('the tariff’s minimum still bounds the adjusted freight, and then is the freight alone', () => {
    const quote = quoteWith([percent(1, -20)], {}, { minValue: 900_000 });
    expect(quote.rateClass).toBe('M');
    expect(quote.lines).toEqual([{ kind: 'freight', code: 'WT', basis: 'M', amount: 900_000, source: { resource: 'tariffs', id: 1 } }]);
  });

  it('a rule can lift a freight under the minimum over it: the rated freight and the rule then show', () => {
    const quote = quoteWith([percent(1, 10)], { weight: 10 }, { minValue: 105_000 });
    expect(quote.rateClass).toBe('N');
    expect(quote.lines.map((line) => line.amount)).toEqual([100_000, 10_000]);
  });

  it('on a heavier break, adjust per kg of the break’s weight', () => {
    const quote = quoteWith([perKg(1, -1_000)], { weight: 40 }, { breaks: [{ weight: 45, rate: 8_000 }] });
    expect(quote.lines).toMatchObject([
      { kind: 'freight', basis: 'Q45', weight: 45, amount: 360_000 },
      { kind: 'dynamic', weight: 45, amount: -45_000 },
    ]);
  });

  it('on a price per shipment, only per-cent rules apply', () => {
    const quote = quoteWith([percent(1, 10, { capPerKg: 1, currency: 'RUB' }), perKg(2, -500)], {}, { measure: 'shipment', normal: 300_000 });
    expect(dynamicLines(quote)).toEqual([[1, 'percent', 30_000]]);
  });

  it('round each running amount once, so the lines add up exactly', () => {
    // 33 kopecks/kg, 10.5 kg: 346.5 → 347; +7.5 % of 33 = 35.475/kg × 10.5 = 372.4875 → 372.
    const quote = quoteWith([percent(1, 7.5)], { weight: 10.5 }, { normal: 33 });
    expect(quote.lines.map((line) => line.amount)).toEqual([347, 25]);
  });
});

describe('dynamic conditions (Monday, UT101, contract 7 ALFA, SHC PER and COL, 100 kg)', () => {
  const c = (condition: Condition<DynamicConditionField>) => condition;
  const facts: Partial<QuoteShipment> = {
    shc: ['PER', 'COL'],
    contract: { id: 7, currency: 'RUB', clientCode: 'ALFA' },
    load: { weightPercent: 85, volumePercent: 40 },
  };
  it.each([
    ['weight load over 80 %', c({ op: 'gt', field: 'weightLoad', value: 80 }), true],
    ['weight load at most 80 %', c({ op: 'lte', field: 'weightLoad', value: 80 }), false],
    ['volume load under 50 %', c({ op: 'lt', field: 'volumeLoad', value: 50 }), true],
    ['volume load from 40 %', c({ op: 'gte', field: 'volumeLoad', value: 40 }), true],
    ['volume load between 50 and 100 %', c({ op: 'between', field: 'volumeLoad', value: [50, 100] }), false],
    ['the SHC list holds PER', c({ op: 'eq', field: 'shc', value: 'PER' }), true],
    ['the SHC list holds per, whatever the case', c({ op: 'eq', field: 'shc', value: 'per' }), true],
    ['the SHC list holds DGR', c({ op: 'eq', field: 'shc', value: 'DGR' }), false],
    ['the SHC list does not hold DGR', c({ op: 'neq', field: 'shc', value: 'DGR' }), true],
    ['the SHC list does not hold COL', c({ op: 'neq', field: 'shc', value: 'COL' }), false],
    ['an order on the SHC list', c({ op: 'gt', field: 'shc', value: 'A' }), false],
    ['the contract', c({ op: 'eq', field: 'contractId', value: 7 }), true],
    ['another contract', c({ op: 'neq', field: 'contractId', value: 7 }), false],
    ['the client code', c({ op: 'eq', field: 'clientCode', value: 'ALFA' }), true],
    ['the flight', c({ op: 'neq', field: 'flightNumber', value: 'UT101' }), false],
    ['the day of the week', c({ op: 'between', field: 'dayOfWeek', value: [1, 5] }), true],
    ['the weight', c({ op: 'gte', field: 'weight', value: 100 }), true],
    ['and', c({ op: 'and', items: [{ op: 'eq', field: 'shc', value: 'PER' }, { op: 'gt', field: 'weightLoad', value: 80 }] }), true],
    ['or', c({ op: 'or', items: [{ op: 'eq', field: 'shc', value: 'DGR' }, { op: 'lt', field: 'weightLoad', value: 50 }] }), false],
  ])('%s', (_, conditions, applies) => {
    expect(dynamicLines(quoteWith([percent(1, 10, { conditions })], facts)).length).toBe(applies ? 1 : 0);
  });

  it('a rule on the load does not apply when the load is not known, whatever its operator', () => {
    for (const conditions of [c({ op: 'gt', field: 'weightLoad', value: 80 }), c({ op: 'neq', field: 'volumeLoad', value: 1 })]) {
      expect(dynamicLines(quoteWith([percent(1, 10, { conditions })], { ...facts, load: null }))).toEqual([]);
    }
  });
});
