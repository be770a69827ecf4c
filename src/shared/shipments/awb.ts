import * as v from 'valibot';
import { f } from '../resources/fields';
import { M, msg } from '../validation';
import { ParticipantsSchema } from './participants';
import type { PricedQuote, QuoteLine } from '../tariffs';

// The air waybill's own data beside the booking's (cargo, route, price): what the agent completes
// before issuing it, as the AWB form (Resolution 600a) and the FWB telegram carry it. Lengths are
// FWB's, so what is typed goes into a telegram whole.

/** A paper AWB, or an e-AWB (its number of an EAWB stock: no paper travels, its FWB is the contract). */
export const SHIPMENT_TYPES = ['awb', 'eawb'] as const;
export type ShipmentType = (typeof SHIPMENT_TYPES)[number];

/** Prepaid or collect (the form's WT/VAL and Other columns). */
export const CHARGE_CODES = ['PP', 'CC'] as const;
export type ChargeCode = (typeof CHARGE_CODES)[number];

const text = (maxLength: number) => v.optional(f.text({ maxLength }).schema, null);
/** A declared value in the AWB's currency, minor units; null is none declared (NVD, NCV, XXX). */
const declared = v.optional(v.nullable(v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(0, msg(M.minValue)), v.maxValue(99_999_999_999_99, msg(M.maxValue)))), null);
/** Harmonized System codes: 6 to 10 digits (FWB's NH line). */
const hsCode = v.pipe(v.string(msg(M.required)), v.trim(), v.regex(/^\d{6,10}$/, msg('shipments:awb.errors.hsCode')));

export const AwbDataSchema = v.object({
  /** Accounting information (FWB's ACC line). */
  accountingInformation: text(140),
  /** Declared value for carriage; none is NVD. */
  declaredValueCarriage: declared,
  /** Declared value for customs; none is NCV. */
  declaredValueCustoms: declared,
  /** Amount of insurance; none is XXX. */
  insurance: declared,
  weightValuation: v.optional(v.picklist(CHARGE_CODES, msg(M.invalid)), 'PP'),
  otherCharges: v.optional(v.picklist(CHARGE_CODES, msg(M.invalid)), 'PP'),
  /** Special service request (FWB's SSR: three lines of 65). */
  ssr: text(195),
  /** Other service information (FWB's OSI: two lines of 65). */
  osi: text(130),
  hsCodes: v.optional(v.pipe(v.array(hsCode), v.maxLength(10, msg(M.maxLength))), []),
  shipperAccount: text(14),
  consigneeAccount: text(14),
  /** The issuing carrier's agent's IATA code (7 digits) and CASS address, when it has them. */
  agentIataCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d{7}$/, msg('shipments:awb.errors.iataCode')))), null),
  /** Who signs the shipper's certification. */
  signature: text(35),
});
export type AwbData = v.InferOutput<typeof AwbDataSchema>;

export const EMPTY_AWB_DATA: AwbData = v.parse(AwbDataSchema, {});

/** Editing the AWB (`shipment.issue`): its parties, the goods' name and the AWB's own data. */
export const AwbEditBodySchema = v.strictObject({
  participants: ParticipantsSchema,
  cargoName: f.text({ required: true, maxLength: 100 }).schema,
  awb: AwbDataSchema,
});
export type AwbEditBody = v.InferOutput<typeof AwbEditBodySchema>;

/** Issuing the AWB: the client agrees to the consent statements (section 5: a checkbox). */
export const AwbIssueBodySchema = v.strictObject({
  consent: v.literal(true, msg('shipments:awb.errors.consent')),
});
export type AwbIssueBody = v.InferOutput<typeof AwbIssueBodySchema>;

/** What the FWB and the form need of a party before the AWB is issued: name, street, city, country. */
export const ISSUE_REQUIRED_PARTY_FIELDS = ['name', 'address', 'city', 'country'] as const;
export const ISSUE_REQUIRED_PARTIES = ['shipper', 'consignee'] as const;

/**
 * The charges as priced when the shipment was booked (or re-priced: moved, measured at acceptance):
 * the engine's rate class, the weight charged and its lines (weight charge, other charges due agent
 * or carrier, taxes), which the AWB's charges boxes and the FWB print.
 */
export interface ShipmentCharges {
  rateClass: PricedQuote['rateClass'];
  chargedWeight: number;
  lines: Omit<QuoteLine, 'source'>[];
}

export const chargesOf = (quote: Pick<PricedQuote, 'rateClass' | 'chargedWeight' | 'lines'>): ShipmentCharges => ({
  rateClass: quote.rateClass,
  chargedWeight: quote.chargedWeight,
  lines: quote.lines.map(({ source: _source, ...line }) => line),
});
