import * as v from 'valibot';
import { M, msg } from '../validation';

// What tariffs, surcharges, taxes and dynamic rules share: the units they charge by and the weight
// breaks of a cargo rate (IATA: N below the first break, then Q45, Q100, Q300...).

/** What a tariff's rates are per: a kilogram of chargeable weight, or the whole shipment. */
export const TARIFF_MEASURES = ['kg', 'shipment'] as const;
export type TariffMeasure = (typeof TARIFF_MEASURES)[number];

/** General cargo rates, or specific commodity rates (class C) that win over them for their products. */
export const TARIFF_BASES = ['GCR', 'SCR'] as const;
export type TariffBasis = (typeof TARIFF_BASES)[number];

/** IATA's other-charge entitlement: due carrier or due agent. */
export const ENTITLEMENTS = ['C', 'A'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

export const SURCHARGE_METHODS = ['perKg', 'perShipment', 'percent'] as const;
export type SurchargeMethod = (typeof SURCHARGE_METHODS)[number];

export const TAX_METHODS = ['percent', 'amount'] as const;
export type TaxMethod = (typeof TAX_METHODS)[number];
/** What a per-cent tax is taken of: the freight alone, or every line before taxes. */
export const TAX_BASES = ['freight', 'total'] as const;
export type TaxBase = (typeof TAX_BASES)[number];

export const DYNAMIC_METHODS = ['percent', 'perKg'] as const;
export type DynamicMethod = (typeof DYNAMIC_METHODS)[number];

/** IATA's usual weight breaks, in kg (Q45, Q100, Q300, Q500, Q1000), offered in turn as a tariff's next break. */
export const IATA_BREAKS = [45, 100, 300, 500, 1000] as const;

/** At most a dozen breaks: IATA's are five or six. */
export const MAX_WEIGHT_BREAKS = 12;

export const WeightBreakSchema = v.strictObject({
  /** The break in whole kg: its rate applies from this chargeable weight up. */
  weight: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(100_000, msg(M.maxValue))),
  /** Minor units per kg. */
  rate: v.pipe(v.number(msg(M.float)), v.integer(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(100_000_000, msg(M.maxValue))),
});
export type WeightBreak = v.InferOutput<typeof WeightBreakSchema>;

export const WeightBreaksSchema = v.pipe(
  v.array(WeightBreakSchema, msg(M.invalidType)),
  v.maxLength(MAX_WEIGHT_BREAKS, msg(M.maxLength)),
  v.check((breaks) => breaks.every((one, index) => index === 0 || one.weight > breaks[index - 1]!.weight), msg('resources/tariffs:problems.breaksOrder')),
);
