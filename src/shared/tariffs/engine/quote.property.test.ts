import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Condition, DynamicConditionField } from '../conditions';
import type { DynamicPricingRow } from '../dynamic-pricing';
import { QuoteResultSchema, type QuoteContext, type QuoteShipment } from '../quote';
import type { SurchargeRow } from '../surcharges';
import type { TariffRow } from '../tariffs';
import type { TaxRow } from '../taxes';
import { context, rule, shipment, surcharge, tariff, tax } from './fixtures.test-support';
import { quoteShipment } from './quote';

// Properties over generated tariffs, rules, surcharges, taxes and shipments: whatever the rows, a
// quote is never negative, its total is its lines' sum, and it never falls as the weight grows.

const currency = fc.constantFrom('RUB' as const, 'USD' as const);
const rate = fc.integer({ min: 0, max: 20_000 });
/** Per cents as people type them: whole or with one or two decimals. */
const percentOf = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((hundredths) => hundredths / 100);
/** A weight in kg with up to three decimals. */
const kg = (min: number, max: number) => fc.integer({ min: min * 1000, max: max * 1000 }).map((grams) => grams / 1000);

const breaksArb = fc
  .uniqueArray(fc.oneof(fc.constantFrom(45, 100, 300, 500, 1000), fc.integer({ min: 1, max: 1200 })), { maxLength: 5 })
  .chain((weights) => fc.tuple(...weights.sort((a, b) => a - b).map((weight) => rate.map((r) => ({ weight, rate: r })))));

const tariffArb = (id: number): fc.Arbitrary<TariffRow> =>
  fc
    .record({
      measure: fc.constantFrom('kg' as const, 'kg' as const, 'shipment' as const),
      basis: fc.constantFrom('GCR' as const, 'SCR' as const),
      normal: rate,
      minValue: fc.integer({ min: 0, max: 500_000 }),
      breaks: breaksArb,
      vat: fc.boolean(),
      contracts: fc.constantFrom([], [], [7]),
      currency,
    })
    .map((o) => tariff(id, { ...o, breaks: o.measure === 'shipment' ? null : o.breaks }));

const weightCondition: fc.Arbitrary<Condition<DynamicConditionField>> = fc.oneof(
  fc.record({ op: fc.constantFrom('eq' as const, 'neq' as const, 'lt' as const, 'lte' as const, 'gt' as const, 'gte' as const), field: fc.constant('weight' as const), value: kg(0, 1200) }),
  fc.tuple(kg(0, 1200), kg(0, 1200)).map(([a, b]): Condition<DynamicConditionField> => ({ op: 'between', field: 'weight', value: [Math.min(a, b), Math.max(a, b)] })),
);
const otherCondition: fc.Arbitrary<Condition<DynamicConditionField>> = fc.oneof(
  fc.constant<Condition<DynamicConditionField>>({ op: 'eq', field: 'shc', value: 'PER' }),
  fc.constant<Condition<DynamicConditionField>>({ op: 'gt', field: 'weightLoad', value: 80 }),
  fc.constant<Condition<DynamicConditionField>>({ op: 'gte', field: 'dayOfWeek', value: 1 }),
);
const conditionArb = fc.oneof(
  weightCondition,
  otherCondition,
  fc.tuple(fc.constantFrom('and' as const, 'or' as const), fc.array(fc.oneof(weightCondition, otherCondition), { minLength: 1, maxLength: 3 })).map(([op, items]): Condition<DynamicConditionField> => ({ op, items })),
);

const ruleArb = (id: number): fc.Arbitrary<DynamicPricingRow> =>
  fc
    .record({
      method: fc.constantFrom('percent' as const, 'perKg' as const),
      percent: percentOf(-100, 200),
      amountPerKg: fc.integer({ min: -20_000, max: 20_000 }),
      bounds: fc.option(fc.tuple(rate, rate), { nil: null }),
      boundKind: fc.constantFrom('floor', 'cap', 'both'),
      currency,
      priority: fc.integer({ min: 1, max: 5 }),
      conditions: conditionArb,
    })
    .map((o) => {
      const [low, high] = o.bounds ? [Math.min(...o.bounds), Math.max(...o.bounds)] : [null, null];
      return rule(id, {
        method: o.method,
        percent: o.method === 'percent' ? o.percent : null,
        amountPerKg: o.method === 'perKg' ? o.amountPerKg : null,
        floorPerKg: o.boundKind === 'cap' ? null : low,
        capPerKg: o.boundKind === 'floor' ? null : high,
        currency: o.currency,
        priority: o.priority,
        conditions: o.conditions,
      });
    });

const surchargeArb = (id: number): fc.Arbitrary<SurchargeRow> =>
  fc
    .record({ method: fc.constantFrom('perKg' as const, 'perShipment' as const, 'percent' as const), rate, percent: percentOf(0, 50), minimum: fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null }), currency })
    .map((o) => surcharge(id, { ...o, rate: o.method === 'percent' ? null : o.rate, percent: o.method === 'percent' ? o.percent : null }));

const taxArb = (id: number): fc.Arbitrary<TaxRow> =>
  fc
    .record({
      code: fc.constantFrom('VAT', 'VAT', 'TX', 'YQ'),
      method: fc.constantFrom('percent' as const, 'percent' as const, 'amount' as const),
      rate: percentOf(0, 30),
      amount: fc.integer({ min: 0, max: 100_000 }),
      base: fc.constantFrom('freight' as const, 'total' as const),
      currency,
      validFrom: fc.constantFrom('2025-01-01', '2026-01-01'),
    })
    .map((o) => tax(id, { ...o, rate: o.method === 'percent' ? o.rate : null, amount: o.method === 'amount' ? o.amount : null, currency: o.method === 'amount' ? o.currency : null }));

const rows = <T>(make: (id: number) => fc.Arbitrary<T>, max: number, min = 0) => fc.integer({ min, max }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => make(i + 1))));

const contextArb: fc.Arbitrary<QuoteContext> = fc
  .record({
    tariffs: rows(tariffArb, 4, 1),
    dynamicRules: rows(ruleArb, 4),
    surcharges: rows(surchargeArb, 3),
    taxes: rows(taxArb, 3),
    settings: fc.record({
      useVolumetricWeight: fc.boolean(),
      chargeableRatio: fc.option(fc.constantFrom(5000, 6000, 7000), { nil: null }),
      minChargeableWeight: fc.option(kg(0, 50), { nil: null }),
      rounding: fc.option(fc.constantFrom('half' as const, 'whole' as const), { nil: null }),
    }),
  })
  .map((o) => context(o));

const shipmentArb: fc.Arbitrary<QuoteShipment> = fc
  .record({
    weight: kg(0, 1500),
    volume: fc.option(fc.integer({ min: 0, max: 10_000_000 }).map((cm3) => cm3 / 1_000_000), { nil: null }),
    shc: fc.constantFrom([], ['PER'], ['PER', 'COL']),
    contract: fc.option(fc.constantFrom({ id: 7, currency: 'RUB' as const, clientCode: 'C7' }, { id: 8, currency: 'USD' as const, clientCode: null }), { nil: null }),
    load: fc.option(fc.record({ weightPercent: fc.integer({ min: 0, max: 100 }), volumePercent: fc.integer({ min: 0, max: 100 }) }), { nil: null }),
  })
  .map((o) => shipment(o));

const RUNS = { numRuns: 400 };

describe('every quote', () => {
  it('is never negative, is exactly the sum of its lines and has the answer schema’s shape', () => {
    fc.assert(
      fc.property(contextArb, shipmentArb, (ctx, one) => {
        const quote = quoteShipment(ctx, one);
        expect(v.is(QuoteResultSchema, quote)).toBe(true);
        if (!quote.ok) return;
        expect(quote.total).toBeGreaterThanOrEqual(0);
        expect(quote.total).toBe(quote.lines.reduce((total, line) => total + line.amount, 0));
        for (const line of quote.lines) expect(Number.isSafeInteger(line.amount)).toBe(true);
        expect(quote.chargedWeight).toBeGreaterThanOrEqual(quote.chargeableWeight);
      }),
      RUNS,
    );
  });

  it('never falls as the weight grows, all else equal', () => {
    fc.assert(
      fc.property(contextArb, shipmentArb, kg(0.001, 600), (ctx, one, more) => {
        const lighter = quoteShipment(ctx, one);
        const heavier = quoteShipment(ctx, { ...one, weight: Math.round((one.weight + more) * 1000) / 1000 });
        expect(heavier.ok).toBe(lighter.ok);
        if (lighter.ok && heavier.ok) expect(heavier.total).toBeGreaterThanOrEqual(lighter.total);
      }),
      RUNS,
    );
  });

  it('charges a weight it would charge as it is: the lines of the charged weight are that weight’s own quote', () => {
    fc.assert(
      fc.property(contextArb, shipmentArb, (ctx, one) => {
        const quote = quoteShipment(ctx, one);
        // About one quote in seventy charges a heavier weight: only those are worth the check.
        fc.pre(quote.ok && quote.chargedWeight !== quote.chargeableWeight);
        if (!quote.ok) return;
        const direct = quoteShipment(ctx, { ...one, weight: quote.chargedWeight, volume: null });
        expect(direct.ok && [direct.chargedWeight, direct.lines, direct.total]).toEqual([quote.chargedWeight, quote.lines, quote.total]);
      }),
      { numRuns: 100 },
    );
  });
});
