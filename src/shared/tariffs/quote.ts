import * as v from 'valibot';
import { CONTRACT_CURRENCIES } from '../parties';
import { f } from '../resources/fields';
import { WEIGHT_ROUNDINGS } from '../settings';
import { M, msg } from '../validation';
import type { DynamicPricingRow } from './dynamic-pricing';
import { ENTITLEMENTS } from './rates';
import type { SurchargeRow } from './surcharges';
import type { TariffRow } from './tariffs';
import type { TaxRow } from './taxes';

// What the price engine (./engine) takes and gives: the airline's weight settings and the rows the
// server loaded for one routing and date, a shipment, and the priced answer with every line and
// every candidate tariff's outcome. The engine does no I/O; these schemas are its whole contract.

/** The airline settings that make a chargeable weight (section 3's AWB settings). */
export const QuoteSettingsSchema = v.object({
  useVolumetricWeight: v.boolean(),
  /** cm³ per kg; null is IATA's 6000. */
  chargeableRatio: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** kg. */
  minChargeableWeight: v.nullable(v.pipe(v.number(), v.finite(), v.minValue(0))),
  /** null is IATA's half kilogram. */
  rounding: v.nullable(v.picklist(WEIGHT_ROUNDINGS)),
});
export type QuoteSettings = v.InferOutput<typeof QuoteSettingsSchema>;

/** A tariff product as the engine needs it: tariffs name its code in conditions, surcharges and taxes its id. */
export const QuoteProductSchema = v.object({
  id: v.number(),
  code: v.string(),
  priority: v.number(),
  shc: v.array(v.string()),
});
export type QuoteProduct = v.InferOutput<typeof QuoteProductSchema>;

// The rows passed their resource's schema when they were saved and come from the database as they
// are: checked again here they would cost the search time for nothing, so only their type is given.
const loaded = <T>() => v.array(v.custom<T>((row) => typeof row === 'object' && row !== null));

export const QuoteContextSchema = v.object({
  settings: QuoteSettingsSchema,
  /** The operating airline's IATA code: a tariff naming another airline does not apply. */
  carrier: v.string(),
  /** Airport IATA code → ISO country, for every point of the routing: domestic or international, forbidden countries. */
  countryOf: v.record(v.string(), v.string()),
  /**
   * The currency of a quote without a contract (the point of sale's); a contract's currency wins.
   * Left out, the quote takes the currency of the applicable tariff with the lowest id.
   */
  currency: v.optional(v.nullable(v.picklist(CONTRACT_CURRENCIES))),
  tariffs: loaded<TariffRow>(),
  surcharges: loaded<SurchargeRow>(),
  taxes: loaded<TaxRow>(),
  dynamicRules: loaded<DynamicPricingRow>(),
  products: v.array(QuoteProductSchema),
});
export type QuoteContext = v.InferOutput<typeof QuoteContextSchema>;

const kg = v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(1_000_000, msg(M.maxValue)));
const loadPercent = v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(1000, msg(M.maxValue)));

/** One shipment on one routing and flight date: what a pricing search asks the engine 90 times. */
export const QuoteShipmentSchema = v.object({
  departure: f.airport({ required: true }).schema,
  arrival: f.airport({ required: true }).schema,
  transfers: f.airports({ max: 4 }).schema,
  /** The flight date, YYYY-MM-DD: tariffs' and rules' periods and the day of the week come from it. */
  date: f.date({ required: true }).schema,
  flightNumber: v.nullable(v.string()),
  pieces: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue))),
  /** Actual gross weight, kg. */
  weight: kg,
  /** m³. */
  volume: v.nullable(kg),
  shc: f.shc().schema,
  /** The tariff product's code; null lets the shipment's SHC name it (see the engine's product). */
  product: v.nullable(v.string()),
  contract: v.nullable(v.object({ id: v.number(), currency: v.picklist(CONTRACT_CURRENCIES), clientCode: v.nullable(v.string()) })),
  /** The flight's load factors in per cent; unknown, the dynamic rules on them do not apply. */
  load: v.nullable(v.object({ weightPercent: loadPercent, volumePercent: loadPercent })),
});
export type QuoteShipment = v.InferOutput<typeof QuoteShipmentSchema>;

/** IATA rate classes: M minimum charge, N normal rate, Q quantity (a weight break's) rate, C specific commodity rate. */
export const RATE_CLASSES = ['M', 'N', 'Q', 'C'] as const;
export type RateClass = (typeof RATE_CLASSES)[number];

export const QUOTE_LINE_KINDS = ['freight', 'dynamic', 'surcharge', 'tax'] as const;
export type QuoteLineKind = (typeof QUOTE_LINE_KINDS)[number];

/** The resources a line comes from, by route name. */
export const QUOTE_SOURCES = ['tariffs', 'dynamic-pricing', 'surcharges', 'taxes'] as const;

/**
 * Why a candidate tariff lost, in the order the engine checks: the first eight say it does not
 * apply to the shipment; the last three that it applies and another one won.
 */
export const LOSS_REASONS = [
  'route',
  'transfer',
  'carrier',
  'dates',
  'region',
  'forbiddenCountry',
  'condition',
  'contract',
  'currency',
  'beatenByContract',
  'beatenBySpecific',
  'dearer',
] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** Weights in kg with at most three decimals (whole grams). */
const weight = v.pipe(v.number(), v.finite(), v.minValue(0));
const minor = v.pipe(v.number(), v.safeInteger());

export const QuoteLineSchema = v.object({
  kind: v.picklist(QUOTE_LINE_KINDS),
  /** Freight and dynamic lines: 'WT' (the AWB's weight charge); a surcharge's IATA other-charge code; a tax's code. */
  code: v.string(),
  /** Minor units per kg, or per cent for a per-cent line. */
  rate: v.optional(v.number()),
  /**
   * What the amount stands on. Freight: the rate class and break ('M', 'N', 'Q100', 'C', 'C100').
   * Dynamic: 'percent' or 'perKg', or 'floor', 'cap' or 'zero' when a bound stopped it. Surcharge:
   * its method, or 'minimum'. Tax: 'freight' or 'total' (a per cent's base), or 'amount'.
   */
  basis: v.optional(v.string()),
  /** kg the rate was multiplied by: the break's weight when the break-point rule charged a heavier break. */
  weight: v.optional(weight),
  /** Minor units of the quote's currency; a dynamic line may be negative. */
  amount: minor,
  entitlement: v.optional(v.picklist(ENTITLEMENTS)),
  source: v.object({ resource: v.picklist(QUOTE_SOURCES), id: v.number() }),
});
export type QuoteLine = v.InferOutput<typeof QuoteLineSchema>;

export const QuoteCandidateSchema = v.object({
  id: v.number(),
  outcome: v.picklist(['chosen', 'lost']),
  reason: v.optional(v.picklist(LOSS_REASONS)),
});
export type QuoteCandidate = v.InferOutput<typeof QuoteCandidateSchema>;

/** A priced quote: the weights, the chosen tariff, every line and every candidate's outcome. */
export const PricedQuoteSchema = v.object({
  ok: v.literal(true),
  currency: v.picklist(CONTRACT_CURRENCIES),
  actualWeight: weight,
  volumetricWeight: v.nullable(weight),
  chargeableWeight: weight,
  /** The weight the lines are for: above the chargeable weight when a heavier one costs less (the whole-quote break point). */
  chargedWeight: weight,
  rateClass: v.picklist(RATE_CLASSES),
  tariffId: v.number(),
  lines: v.array(QuoteLineSchema),
  /** Exactly the sum of the lines' amounts. */
  total: minor,
  candidates: v.array(QuoteCandidateSchema),
});

export const QuoteResultSchema = v.variant('ok', [
  PricedQuoteSchema,
  v.object({
    ok: v.literal(false),
    reason: v.literal('noTariff'),
    candidates: v.array(QuoteCandidateSchema),
  }),
]);
export type QuoteResult = v.InferOutput<typeof QuoteResultSchema>;
export type PricedQuote = Extract<QuoteResult, { ok: true }>;
