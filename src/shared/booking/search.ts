import * as v from 'valibot';
import { IdTextSchema } from '../api/params';
import { CONTRACT_CURRENCIES } from '../parties';
import { f } from '../resources/fields';
import { PricedQuoteSchema } from '../tariffs';
import { M, msg } from '../validation';

// The pricing search of section 2 (issue 16): what a user asks (a pair of airports, a date, the
// cargo), and what the cabinet answers: a strip of dates around the chosen one with the cheapest
// price and whether there is room, and the chosen day's variants (direct flights and connections
// through the allowed routes' transfer points), each with its legs, its capacity state and price.

/** A number typed in a query string (`12.5`) or sent as one. */
const decimal = (min: number, max: number) =>
  v.pipe(
    v.union([v.pipe(v.string(msg(M.float)), v.trim(), v.regex(/^\d+(\.\d{1,3})?$/, msg(M.float)), v.transform(Number)), v.number(msg(M.float))], msg(M.float)),
    v.number(msg(M.float)),
    v.finite(msg(M.float)),
    v.minValue(min, msg(M.minValue)),
    v.maxValue(max, msg(M.maxValue)),
  );
const whole = (min: number, max: number) =>
  v.pipe(
    v.union([v.pipe(v.string(msg(M.integer)), v.trim(), v.regex(/^\d+$/, msg(M.integer)), v.transform(Number)), v.number(msg(M.integer))], msg(M.integer)),
    v.number(msg(M.integer)),
    v.integer(msg(M.integer)),
    v.minValue(min, msg(M.minValue)),
    v.maxValue(max, msg(M.maxValue)),
  );

/** The strip's half-width: 3 days each side of the chosen date by default, seven dates. */
export const DEFAULT_STRIP_DAYS = 3;
export const MAX_STRIP_DAYS = 7;

/** The largest shipment one search prices (kg, m³): beyond a wide-body's hold, a typo. */
export const MAX_SEARCH_WEIGHT = 100_000;
export const MAX_SEARCH_VOLUME = 1_000;

export const PricingSearchQuerySchema = v.object({
  departure: f.airport({ required: true }).schema,
  arrival: f.airport({ required: true }).schema,
  /** The chosen flight date, local at departure. */
  date: f.date({ required: true }).schema,
  days: v.optional(whole(0, MAX_STRIP_DAYS), DEFAULT_STRIP_DAYS),
  pieces: whole(1, 9999),
  /** Gross weight, kg. */
  weight: decimal(0.1, MAX_SEARCH_WEIGHT),
  /** m³; left out, the weight alone decides. */
  volume: v.optional(v.nullable(decimal(0, MAX_SEARCH_VOLUME)), null),
  shc: v.optional(f.shc().schema, []),
  product: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^([A-Z0-9]{2,10})?$/, msg(M.invalid)), v.transform((code) => code || null))), null),
  /** Airline staff: price under this contract; left out, public fares. Clients: one of their own. */
  contractId: v.optional(v.nullable(IdTextSchema), null),
});
export type PricingSearchQuery = v.InferOutput<typeof PricingSearchQuerySchema>;

/**
 * Whether a variant has room for the cargo: free, tight (it fits, leaving the leg over 90% full
 * or into the overflow margin), wait list only (no room now; it fits the leg once booked cargo
 * leaves), no room (larger than the leg can ever take). A variant's state is its worst leg's.
 */
export const CAPACITY_STATES = ['free', 'tight', 'waitlist', 'none'] as const;
export type CapacityState = (typeof CAPACITY_STATES)[number];

export const VariantLegSchema = v.object({
  flightId: v.number(),
  legId: v.number(),
  /** The carrier and number: `UT241`. */
  number: v.string(),
  departure: v.string(),
  arrival: v.string(),
  /** ISO 8601 local times with their offset: `2026-12-01T07:00+05:00`. */
  std: v.string(),
  sta: v.string(),
  aircraftType: v.string(),
  international: v.boolean(),
  capacity: v.picklist(CAPACITY_STATES),
});
export type VariantLeg = v.InferOutput<typeof VariantLegSchema>;

export const VariantPriceSchema = v.object({
  currency: v.picklist(CONTRACT_CURRENCIES),
  /** Integer minor units. */
  total: v.number(),
  chargeableWeight: v.number(),
});
export type VariantPrice = v.InferOutput<typeof VariantPriceSchema>;

export const VariantSchema = v.object({
  /** Unguessable: the shareable link `/pricing/{id}` opens the variant as it was priced. */
  id: v.string(),
  date: v.string(),
  legs: v.array(VariantLegSchema),
  /** The transfer points, in order; empty for a direct flight. */
  transfers: v.array(v.string()),
  /** Minutes from the first departure to the last arrival. */
  duration: v.number(),
  capacity: v.picklist(CAPACITY_STATES),
  /** Null: no price shown (no contract in force), or no tariff applies to the variant. */
  price: v.nullable(VariantPriceSchema),
});
export type Variant = v.InferOutput<typeof VariantSchema>;

export const SearchDaySchema = v.object({
  date: v.string(),
  /** The cheapest variant with room that day (minor units); null without one or without prices. */
  cheapest: v.nullable(v.number()),
  currency: v.nullable(v.picklist(CONTRACT_CURRENCIES)),
  /** Whether any variant that day has room (free or tight). */
  available: v.boolean(),
  /** How many variants fly that day. */
  variants: v.number(),
});
export type SearchDay = v.InferOutput<typeof SearchDaySchema>;

/** Why the answer carries no prices: the caller has no contract in force yet (a new client). */
export const PRICE_ABSENCE = ['noContract'] as const;

export const PricingSearchAnswerSchema = v.object({
  days: v.array(SearchDaySchema),
  variants: v.array(VariantSchema),
  /** Null when prices are shown; otherwise why not (the page shows the next step instead). */
  pricesHidden: v.nullable(v.picklist(PRICE_ABSENCE)),
  /** The contract the prices are under; null: public fares. */
  contractId: v.nullable(v.number()),
  /** Whether the allowed routes join the pair at all (directly or through a transfer point). */
  routeAllowed: v.boolean(),
});
export type PricingSearchAnswer = v.InferOutput<typeof PricingSearchAnswerSchema>;

/**
 * A flight typed by hand: the airline's number with or without its two-character code (`UT 432`,
 * `UT432`, `432`); spaces and case do not matter.
 */
export const TYPED_FLIGHT = /^(?:([A-Z]{2}|[A-Z]\d|\d[A-Z]))?(\d{1,4}[A-Z]?)$/;

/** A typed flight's carrier code (null when left out) and number, or null when it is not one. */
export function parseTypedFlight(text: string): { carrier: string | null; number: string } | null {
  const match = TYPED_FLIGHT.exec(text.replace(/\s+/g, '').toUpperCase());
  if (!match) return null;
  return { carrier: match[1] ?? null, number: match[2]!.replace(/^0+(?=\d)/, '') };
}

export type TypedFlight = NonNullable<ReturnType<typeof parseTypedFlight>>;

/** Whether a leg's flight (`UT432`: code and number) is the one typed. */
export const isTypedFlight = (legNumber: string, typed: TypedFlight): boolean =>
  legNumber.slice(2).replace(/^0+(?=\d)/, '') === typed.number && (typed.carrier === null || legNumber.slice(0, 2) === typed.carrier);

const typedFlight = v.pipe(
  v.string(msg(M.invalidType)),
  v.trim(),
  v.minLength(1, msg(M.required)),
  v.check((text) => parseTypedFlight(text) !== null, msg(M.invalid)),
);

/**
 * Flights typed by hand (`POST /api/pricing/flights`): the pair, the first flight's local date and
 * one flight (direct) or two (a connection at a transfer point), priced like a search's variant.
 */
export const FlightsVariantBodySchema = v.strictObject({
  ...v.omit(PricingSearchQuerySchema, ['days', 'contractId']).entries,
  flights: v.pipe(v.array(typedFlight, msg(M.invalidType)), v.minLength(1, msg(M.required)), v.maxLength(2, msg(M.maxLength))),
  contractId: v.optional(v.nullable(v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)))), null),
});
export type FlightsVariantBody = v.InferOutput<typeof FlightsVariantBodySchema>;

/** What `/pricing/{id}` shows: the variant as priced then, and whether that price still holds now. */
export const VariantDetailSchema = v.object({
  variant: VariantSchema,
  createdAt: v.string(),
  query: v.object({
    departure: v.string(),
    arrival: v.string(),
    pieces: v.number(),
    weight: v.number(),
    volume: v.nullable(v.number()),
    shc: v.array(v.string()),
    product: v.nullable(v.string()),
  }),
  /** The breakdown as priced then (null: no prices shown to this reader). */
  quote: v.nullable(v.omit(PricedQuoteSchema, ['ok', 'candidates'])),
  /**
   * Now: `holds` (same total, room left), `changed` (another total: `price` says it), `gone`
   * (a flight no longer sold: departed, closed or cancelled), or `full` (no room left).
   */
  now: v.object({
    state: v.picklist(['holds', 'changed', 'gone', 'full']),
    price: v.nullable(VariantPriceSchema),
    capacity: v.nullable(v.picklist(CAPACITY_STATES)),
  }),
  /** Whether the reader sees the contract's own fares (a user of that contract) or the public ones. */
  fares: v.picklist(['contract', 'public', 'none']),
});
export type VariantDetail = v.InferOutput<typeof VariantDetailSchema>;
