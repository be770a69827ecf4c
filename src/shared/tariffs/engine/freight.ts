import { money, multiply, type Currency, type Money } from '../../money';
import type { QuoteLine, RateClass } from '../quote';
import type { WeightBreak } from '../rates';
import type { TariffRow } from '../tariffs';
import { kgOf, kgText } from './chargeable-weight';

// The freight of the chosen tariff (IATA's weight charge): the rate class, the weight breaks and
// the minimum charge.

export interface PricedTariff {
  row: TariffRow;
  currency: Currency;
  /** Lightest first (the schema keeps them so; sorted again here rather than trusted twice). */
  breaks: WeightBreak[];
}

export function pricedTariff(row: TariffRow): PricedTariff {
  return { row, currency: row.currency, breaks: [...(row.breaks ?? [])].sort((a, b) => a.weight - b.weight) };
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
  amount: Money;
}

function option(t: PricedTariff, rate: number, breakWeight: number | null, weightG: number): FreightOption {
  // A specific commodity rate is class C at every weight; its breaks still show in the basis.
  const rateClass = t.row.basis === 'SCR' ? 'C' : breakWeight === null ? 'N' : 'Q';
  return {
    rateClass,
    basis: breakWeight === null ? rateClass : `${rateClass}${breakWeight}`,
    rate,
    weightG,
    amount: multiply(money(rate, t.currency), kgText(weightG)),
  };
}

/**
 * The ways to rate `chargeableG`, cheapest not yet chosen: first the rate of the shipment's own
 * weight (normal below the first break, else the heaviest break not above it), then every heavier
 * break at its own weight. IATA's break-point rule charges the cheapest; the quote compares them
 * on the whole quote (quote.ts), which for the freight alone is the same comparison.
 */
export function freightOptions(t: PricedTariff, chargeableG: number): FreightOption[] {
  if (t.row.measure === 'shipment') {
    return [{ rateClass: t.row.basis === 'SCR' ? 'C' : 'N', basis: t.row.basis === 'SCR' ? 'C' : 'N', rate: null, weightG: null, amount: money(t.row.normal, t.currency) }];
  }
  let own: WeightBreak | null = null;
  const heavier: WeightBreak[] = [];
  for (const one of t.breaks) {
    if (one.weight * 1000 <= chargeableG) own = one;
    else heavier.push(one);
  }
  return [
    own ? option(t, own.rate, own.weight, chargeableG) : option(t, t.row.normal, null, chargeableG),
    ...heavier.map((one) => option(t, one.rate, one.weight, one.weight * 1000)),
  ];
}

export function freightLine(t: PricedTariff, chosen: FreightOption, amount: Money = chosen.amount): QuoteLine {
  return {
    kind: 'freight',
    code: FREIGHT_CODE,
    ...(chosen.rate === null ? {} : { rate: chosen.rate }),
    basis: chosen.basis,
    ...(chosen.weightG === null ? {} : { weight: kgOf(chosen.weightG) }),
    amount: amount.amount,
    source: { resource: 'tariffs', id: t.row.id },
  };
}

/** IATA's minimum charge: class M, the tariff's minimum as the whole freight. */
export function minimumLine(t: PricedTariff): QuoteLine {
  return { kind: 'freight', code: FREIGHT_CODE, basis: 'M', amount: t.row.minValue, source: { resource: 'tariffs', id: t.row.id } };
}

/** The AWB's weight charge: the freight and its dynamic adjustments fill it. */
export const FREIGHT_CODE = 'WT';
