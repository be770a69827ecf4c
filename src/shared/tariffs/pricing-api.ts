import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { f } from '../resources/fields';
import { M, msg } from '../validation';
import { PricedQuoteSchema } from './quote';

// The price engine's call (issue 13): what one shipment costs on one routing and date, with every
// line and why the other tariffs lost. Pricing search and booking call the same engine per variant.

const positive = (max: number) =>
  v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0.001, msg(M.minValue)), v.maxValue(max, msg(M.maxValue)));
const percent = v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(1000, msg(M.maxValue)));

export const QuoteBodySchema = v.strictObject({
  departure: f.airport({ required: true }).schema,
  arrival: f.airport({ required: true }).schema,
  /** The flight date, YYYY-MM-DD. */
  date: f.date({ required: true }).schema,
  pieces: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(9999, msg(M.maxValue))),
  /** Gross weight, kg. */
  weight: positive(1_000_000),
  /** m³; left out, the weight alone is charged. */
  volume: v.optional(v.nullable(v.pipe(v.number(msg(M.float)), v.finite(msg(M.float)), v.minValue(0, msg(M.minValue)), v.maxValue(10_000, msg(M.maxValue)))), null),
  shc: v.optional(f.shc().schema, []),
  /** A tariff product's code. */
  product: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,10}$/, msg(M.invalid)))), null),
  /** Left out: the caller's own active contract (client users), or public fares only (airline staff). */
  contractId: v.optional(v.nullable(f.ref('contract').schema), null),
  flightNumber: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2}\d{1,4}[A-Z]?$/, msg(M.invalid)))), null),
  transfers: v.optional(f.airports({ max: 4 }).schema, []),
  /** The flight's booked load in per cent, for the dynamic rules on load. */
  load: v.optional(v.nullable(v.strictObject({ weightPercent: percent, volumePercent: percent })), null),
});
export type QuoteBody = v.InferOutput<typeof QuoteBodySchema>;

export const QuoteAnswerSchema = v.object({
  ...v.omit(PricedQuoteSchema, ['ok']).entries,
  /** The contract whose fares and currency the quote used; null: public fares. */
  contractId: v.nullable(v.number()),
});
export type QuoteAnswer = v.InferOutput<typeof QuoteAnswerSchema>;

export const pricingApi = {
  quote: endpoint({
    method: 'POST',
    path: '/api/pricing/quote',
    summary: 'What a shipment costs on a routing and date: chargeable weight, every price line and its source, the total',
    description:
      'Amounts are integer minor units of `currency`; `total` is the sum of `lines`. A client user is priced under its own active contract; airline staff under the contract named, or public fares. A departure outside the contract\u2019s points of sale, or no applicable tariff, answers 422.',
    tag: 'tariffs',
    access: 'USER',
    body: QuoteBodySchema,
    answer: json(QuoteAnswerSchema),
  }),
};
