import type { Currency } from '../../money';
import type { QuoteLine, RateClass } from '../quote';
import type { TariffRow } from '../tariffs';
import { kgOf } from './chargeable-weight';
import { fixedOf, timesGrams, toMinor, type Fixed } from './fixed';

// The freight of a tariff (IATA's weight charge): the rate class, the weight breaks and the
// minimum charge.

/** The AWB's weight charge: the freight and its dynamic adjustments fill it. */
export const FREIGHT_CODE = 'WT';

interface Break {
  weightG: number;
  rate: number;
  fixed: Fixed;
}

export interface PricedTariff {
  row: TariffRow;
  currency: Currency;
  normal: Fixed;
  /** Lightest first (the schema keeps them so; sorted again here rather than trusted). */
  breaks: Break[];
}

export function pricedTariff(row: TariffRow): PricedTariff {
  return {
    row,
    currency: row.currency,
    normal: fixedOf(row.normal),
    breaks: (row.breaks ?? []).map((one) => ({ weightG: one.weight * 1000, rate: one.rate, fixed: fixedOf(one.rate) })).sort((a, b) => a.weightG - b.weightG),
  };
}

/** One way to rate the shipment: its own weight at its rate, or a heavier break at that break's weight. */
export interface FreightOption {
  rateClass: Exclude<RateClass, 'M'>;
  /** 'N', 'Q100'; a specific commodity rate 'C', 'C100'. */
  basis: string;
  /** Minor units per kg; null for a price per shipment. */
  rate: number | null;
  /** The grams the rate is multiplied by; null for a price per shipment. */
  weightG: number | null;
  /** The rate per kg, or the price per shipment, that dynamic rules start from. */
  base: Fixed;
}

function option(t: PricedTariff, rate: number, base: Fixed, breakKg: number | null, weightG: number): FreightOption {
  // A specific commodity rate is class C at every weight; its breaks still show in the basis.
  const rateClass = t.row.basis === 'SCR' ? 'C' : breakKg === null ? 'N' : 'Q';
  return { rateClass, basis: breakKg === null ? rateClass : `${rateClass}${breakKg}`, rate, weightG, base };
}

/**
 * The ways to rate `chargeableG`: first the rate of the shipment's own weight (normal below the
 * first break, else the heaviest break not above it), then every heavier break at its own weight.
 * IATA's break-point rule charges the cheapest; the quote compares them after the dynamic rules
 * and the minimum (quote.ts), which without rules is the freight's own comparison.
 */
export function freightOptions(t: PricedTariff, chargeableG: number): FreightOption[] {
  if (t.row.measure === 'shipment') {
    const rateClass = t.row.basis === 'SCR' ? 'C' : 'N';
    return [{ rateClass, basis: rateClass, rate: null, weightG: null, base: t.normal }];
  }
  let own: Break | null = null;
  const options: FreightOption[] = [];
  for (const one of t.breaks) {
    if (one.weightG <= chargeableG) own = one;
    else options.push(option(t, one.rate, one.fixed, one.weightG / 1000, one.weightG));
  }
  options.unshift(own ? option(t, own.rate, own.fixed, own.weightG / 1000, chargeableG) : option(t, t.row.normal, t.normal, null, chargeableG));
  return options;
}

/** The option's freight in minor units at a rate (its own, or one the dynamic rules moved it to). */
export const amountAt = (chosen: FreightOption, rate: Fixed): number => (chosen.weightG === null ? toMinor(rate) : timesGrams(rate, chosen.weightG));

export function freightLine(t: PricedTariff, chosen: FreightOption): QuoteLine {
  const line: QuoteLine = { kind: 'freight', code: FREIGHT_CODE, basis: chosen.basis, amount: amountAt(chosen, chosen.base), source: { resource: 'tariffs', id: t.row.id } };
  // A line's optional keys are set after its literal, not spread inside it: Node 20's V8 builds an
  // object literal with a spread in its middle on a slow path, about 0.7 µs a line (docs/performance.md).
  if (chosen.rate !== null) line.rate = chosen.rate;
  if (chosen.weightG !== null) line.weight = kgOf(chosen.weightG);
  return line;
}

/** IATA's minimum charge: class M, the tariff's minimum as the whole freight. */
export function minimumLine(t: PricedTariff): QuoteLine {
  return { kind: 'freight', code: FREIGHT_CODE, basis: 'M', amount: t.row.minValue, source: { resource: 'tariffs', id: t.row.id } };
}
