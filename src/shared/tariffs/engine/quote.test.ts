import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Condition, DynamicConditionField } from '../conditions';
import type { DynamicPricingRow } from '../dynamic-pricing';
import { QuoteResultSchema, type PricedQuote, type QuoteContext, type QuoteShipment } from '../quote';
import type { TariffRow } from '../tariffs';
import { context, rule, shipment, surcharge, tariff, tax } from './fixtures.test-support';
import { quoteShipment } from './quote';

function priced(ctx: QuoteContext, one: QuoteShipment): PricedQuote {
  const quote = quoteShipment(ctx, one);
  if (!quote.ok) throw new Error('no quote');
  return quote;
}

const byWeight = (condition: Condition<DynamicConditionField>, percent: number, over: Partial<DynamicPricingRow> = {}) => rule(1, { percent, conditions: condition, ...over });

describe('the whole-quote break-point rule', () => {
  // 100.00 RUB/kg, no breaks: only the dynamic rules' weight conditions make a heavier weight cheaper.
  const quoteAt = (weight: number, rules: DynamicPricingRow[], row: Partial<TariffRow> = {}) =>
    priced(context({ tariffs: [tariff(1, row)], dynamicRules: rules }), shipment({ weight }));

  it('charges a heavier weight when a rule makes it cheaper, and says so', () => {
    // +20 % under 100 kg: 90 kg would cost 10 800.00, 100 kg costs 10 000.00.
    const quote = quoteAt(90, [byWeight({ op: 'lt', field: 'weight', value: 100 }, 20)]);
    expect(quote).toMatchObject({ chargeableWeight: 90, chargedWeight: 100, total: 1_000_000 });
    expect(quote.lines).toEqual([{ kind: 'freight', code: 'WT', rate: 10_000, basis: 'N', weight: 100, amount: 1_000_000, source: { resource: 'tariffs', id: 1 } }]);
  });

  it('looks one step past a threshold a rule turns on above', () => {
    // −20 % over 100 kg: 100 kg costs 10 000.00, 100.5 kg costs 8040.00.
    expect(quoteAt(99, [byWeight({ op: 'gt', field: 'weight', value: 100 }, -20)])).toMatchObject({ chargedWeight: 100.5, total: 804_000 });
    // On whole-kilogram rounding the step is a kilogram.
    const whole = priced(context({ dynamicRules: [byWeight({ op: 'gt', field: 'weight', value: 100 }, -20)], settings: { ...context().settings, rounding: 'whole' } }), shipment({ weight: 99 }));
    expect(whole).toMatchObject({ chargedWeight: 101, total: 808_000 });
  });

  it('finds a threshold off the grid', () => {
    // −50 % from 100.2 kg: the first chargeable weight holding it is 100.5 kg.
    expect(quoteAt(98, [byWeight({ op: 'gte', field: 'weight', value: 100.2 }, -50)])).toMatchObject({ chargedWeight: 100.5, total: 502_500 });
  });

  it('looks past both ends of a between', () => {
    // +50 % between 50 and 80 kg: 60 kg would cost 9000.00; 80.5 kg costs 8050.00.
    expect(quoteAt(60, [byWeight({ op: 'between', field: 'weight', value: [50, 80] }, 50)])).toMatchObject({ chargedWeight: 80.5, total: 805_000 });
  });

  it('charges the chargeable weight when no heavier one is cheaper', () => {
    expect(quoteAt(90, [byWeight({ op: 'lt', field: 'weight', value: 100 }, 5)])).toMatchObject({ chargeableWeight: 90, chargedWeight: 90, total: 945_000 });
  });

  it('prices the lines at the charged weight: per-kg surcharges too', () => {
    const ctx = context({ dynamicRules: [byWeight({ op: 'lt', field: 'weight', value: 100 }, 20)], surcharges: [surcharge(1, { rate: 1_000 })] });
    const quote = priced(ctx, shipment({ weight: 95 }));
    expect(quote).toMatchObject({ chargeableWeight: 95, chargedWeight: 100, total: 1_100_000 });
    expect(quote.lines[1]).toMatchObject({ kind: 'surcharge', weight: 100, amount: 100_000 });
  });

  it('does not charge a heavier weight on a tie', () => {
    // +10 % under 100 kg: 90.5 kg costs 9955.00... and 91 kg 10 010.00; 100 kg costs 10 000.00.
    expect(quoteAt(90.5, [byWeight({ op: 'lt', field: 'weight', value: 100 }, 10)])).toMatchObject({ chargedWeight: 90.5, total: 995_500 });
  });
});

describe('the answer', () => {
  const ctx = context({
    tariffs: [
      tariff(1, { region: 'ВВЛ', minValue: 100_000, normal: 10_000, breaks: [{ weight: 45, rate: 8_000 }, { weight: 100, rate: 7_000 }] }),
      tariff(2, { arrival: 'OVB' }),
      tariff(3, { normal: 11_000 }),
    ],
    dynamicRules: [rule(1, { percent: 15, conditions: { op: 'gt', field: 'weightLoad', value: 80 } })],
    surcharges: [surcharge(1, { code: 'MY', rate: 1_500 }), surcharge(2, { code: 'AW', entitlement: 'A', method: 'perShipment', rate: 50_000 })],
    taxes: [tax(1, { region: 'ВВЛ', rate: 22, validFrom: '2026-01-01' })],
  });
  const one = shipment({ weight: 38.2, volume: 0.3, load: { weightPercent: 85, volumePercent: 60 } });

  it('is the whole breakdown, with weights, rate class, lines, total and every candidate', () => {
    // 0.3 m³ = 50 kg by volume: 50 kg at Q45 80.00 = 4000.00, +15 % = 600.00, fuel 50 × 15.00 =
    // 750.00, AWB fee 500.00, VAT 22 % of 5850.00 = 1287.00.
    expect(quoteShipment(ctx, one)).toEqual({
      ok: true,
      currency: 'RUB',
      actualWeight: 38.2,
      volumetricWeight: 50,
      chargeableWeight: 50,
      chargedWeight: 50,
      rateClass: 'Q',
      tariffId: 1,
      lines: [
        { kind: 'freight', code: 'WT', rate: 8_000, basis: 'Q45', weight: 50, amount: 400_000, source: { resource: 'tariffs', id: 1 } },
        { kind: 'dynamic', code: 'WT', rate: 15, basis: 'percent', amount: 60_000, source: { resource: 'dynamic-pricing', id: 1 } },
        { kind: 'surcharge', code: 'MY', rate: 1_500, basis: 'perKg', weight: 50, amount: 75_000, entitlement: 'C', source: { resource: 'surcharges', id: 1 } },
        { kind: 'surcharge', code: 'AW', rate: 50_000, basis: 'perShipment', amount: 50_000, entitlement: 'A', source: { resource: 'surcharges', id: 2 } },
        { kind: 'tax', code: 'VAT', rate: 22, basis: 'total', amount: 128_700, entitlement: 'C', source: { resource: 'taxes', id: 1 } },
      ],
      total: 713_700,
      candidates: [
        { id: 1, outcome: 'chosen' },
        { id: 2, outcome: 'lost', reason: 'route' },
        { id: 3, outcome: 'lost', reason: 'dearer' },
      ],
    });
  });

  it('passes its own schema', () => {
    expect(v.parse(QuoteResultSchema, quoteShipment(ctx, one))).toEqual(quoteShipment(ctx, one));
  });

  it('with no tariff that applies, says so with every candidate’s reason', () => {
    const quote = quoteShipment(ctx, shipment({ date: '2024-06-01' }));
    expect(quote).toEqual({
      ok: false,
      reason: 'noTariff',
      candidates: [
        { id: 1, outcome: 'lost', reason: 'dates' },
        { id: 2, outcome: 'lost', reason: 'route' },
        { id: 3, outcome: 'lost', reason: 'dates' },
      ],
    });
    expect(v.is(QuoteResultSchema, quote)).toBe(true);
    expect(quoteShipment(context({ tariffs: [] }), shipment())).toEqual({ ok: false, reason: 'noTariff', candidates: [] });
  });

  it('is the same for the same input: nothing is kept between calls', () => {
    expect(quoteShipment(ctx, one)).toEqual(quoteShipment(ctx, one));
  });
});
