import * as v from 'valibot';
import { ConsignmentEntries, consignmentRules, readConsignment, writeConsignment } from './consignment';
import {
  AirportSchema,
  CarrierSchema,
  DayMonthSchema,
  FlightNumberSchema,
  ShcSchema,
  formatFigure,
  freeText,
  readAirport,
  readDayMonth,
  readFlight,
  readPieces,
  readShc,
  readWeight,
  writeFlight,
} from './elements';
import { CimpError } from './fault';
import { DimensionSchema, type Dimension } from './manifest';
import type { MessageText, Segment } from './text';

// FFR/8, the booking request an agent sends the airline (34th edition). The lines, in the
// manual's order; the order is checked because a receiving system reads them positionally:
//   298-45182336VKOEVN/T10K250.5/MC1.2/SPARE PARTS   consignment, T or P (P with /T total): mandatory
//   /SPX/EAW                                          its special handling codes (1 to 9): optional
//   UT561/27NOV/VKOEVN/NN                             one line per leg asked for: at least one;
//                                                     the space allocation code ends it (CA with
//                                                     `/ALLOTMENT` when booked on an allotment)
//   SSR/text  (+ up to two `/text` lines)             special service request, 65 a line: optional
//   OSI/text  (+ up to two `/text` lines)             other service information, 65 a line: optional
//   REF/VKOFMUT/FILEREF/AGT/1234567/VKO               the sender's reference (office address,
//                                                     file reference, participant): mandatory, as
//                                                     the answer (FFA) quotes it back
//   DIM/K250/CMT120-80-100/10 (a line a row)          dimensions (weight, CMT or INH, pieces): optional
//   CUS/ACCOUNT/1234567/0001 + /NAME + /PLACE         the customer (forwarding agent): optional
// The ULD, product, shipper, consignee and SRI lines of the manual are not read: the cabinet
// books by weight and volume and has no use for them, so such a line is refused as unexpected.
// The helpers of the lines FFR and FFA share (flights, SSR/OSI, REF, the head) live here too.

const MAX_LEGS = 12;
const MAX_REMARK_LINES = 3;
const MAX_DIMENSIONS = 20;

/** Free text that survives the wire: a line's trailing spaces are dropped on the way. */
export const lineText = (max: number) => v.pipe(freeText(max), v.regex(/[^ ]$/, 'no trailing space'));

// ---- The head: the consignment and its special handling codes ----------------------------------

/** A booking is for a whole consignment (T) or a part of it (P, with the total). */
export const BOOKING_SHIPMENT_CODES = ['T', 'P'] as const;
const BookedEntries = { ...ConsignmentEntries, shipmentCode: v.picklist(BOOKING_SHIPMENT_CODES) };
export const BookedConsignmentSchema = v.pipe(v.object(BookedEntries), ...consignmentRules<v.InferOutput<v.ObjectSchema<typeof BookedEntries, undefined>>>());
export type BookedConsignment = v.InferOutput<typeof BookedConsignmentSchema>;
export const ShcListSchema = v.pipe(v.array(ShcSchema), v.maxLength(9));

/** The last line number of the message, where a line missing at its end is reported. */
export function lastLineOf(message: MessageText): number {
  const last = message.segments.at(-1);
  return last ? (last.continuations.at(-1)?.no ?? last.no) : message.headerLine;
}

export function expectHeader(message: MessageText, type: string, version: number): void {
  if (message.type !== type) throw new CimpError('unknown-message-type', message.headerLine, `This reader takes ${type} messages, not ${message.type}`);
  if (message.version !== version) throw new CimpError('unsupported-version', message.headerLine, `${type}/${message.version} is not supported: the codec reads ${type}/${version}`);
}

/** The consignment line first, its SHC on one continuation line. */
export function readHead(message: MessageText, name: string): { consignment: BookedConsignment; shc: string[] } {
  const segment = message.segments[0];
  if (!segment || !/^\d{3}-?\d/.test(segment.fields[0] ?? '')) {
    throw new CimpError('missing-mandatory-line', segment?.no ?? message.headerLine, `${name} must go on with the consignment line (AWB, origin, destination, pieces, weight), such as 298-45182336VKOEVN/T10K250.5`);
  }
  const consignment = readConsignment(segment.fields, segment.no, { allowed: BOOKING_SHIPMENT_CODES }) as BookedConsignment;
  const [codes, extra] = segment.continuations;
  if (extra) throw new CimpError('unexpected-line', extra.no, 'The consignment line takes one continuation line, its special handling codes such as /SPX/EAW');
  if (!codes) return { consignment, shc: [] };
  if (codes.fields.length > 9) throw new CimpError('bad-element', codes.no, `${codes.fields.length} special handling codes: at most 9 are allowed`);
  return { consignment, shc: codes.fields.map((code) => readShc(code, codes.no)) };
}

export function writeHead(consignment: BookedConsignment, shc: readonly string[]): string[] {
  return [writeConsignment(consignment), ...(shc.length > 0 ? [`/${shc.join('/')}`] : [])];
}

// ---- Flight lines: one leg each -----------------------------------------------------------------

/** A carrier readFlight reads back: two characters, or three letters. */
const LegCarrierSchema = v.pipe(CarrierSchema, v.regex(/^([A-Z0-9]{2}|[A-Z]{3})$/, 'two characters or three letters'));

/** The leg a flight line names, without its code. */
export const LegEntries = {
  carrier: LegCarrierSchema,
  number: FlightNumberSchema,
  /** The flight's day and month of departure, `27NOV`. */
  date: DayMonthSchema,
  departure: AirportSchema,
  arrival: AirportSchema,
};
export const differentAirports = <T extends { departure: string; arrival: string }>() =>
  v.check<T, string>((leg) => leg.departure !== leg.arrival, 'a leg departs from one airport and arrives at another');

/** Whether a line is a flight line: a three-letter word is a line identifier, anything else a flight. */
export const isFlightLine = (segment: Segment): boolean => !/^[A-Z]{3}$/.test(segment.fields[0] ?? '');

/** A flight line's leg and its space allocation code, checked against the codes the message allows. */
export function readLeg<C extends string>(segment: Segment, codes: readonly C[], name: string) {
  const { fields, no } = segment;
  const continuation = segment.continuations[0];
  if (continuation) throw new CimpError('unexpected-line', continuation.no, 'A flight line has no continuation line');
  if (fields.length < 4) throw new CimpError('bad-element', no, `The flight line "${fields.join('/')}" needs flight, date, airports and space allocation code, such as UT561/27NOV/VKOEVN/NN`);
  const flight = readFlight(fields[0]!, no);
  const date = readDayMonth(fields[1]!, no);
  const airports = /^([A-Z]{3})([A-Z]{3})$/.exec(fields[2]!);
  if (!airports) throw new CimpError('bad-element', no, `"${fields[2]}" is not the departure and arrival airports written together, such as VKOEVN`);
  const departure = readAirport(airports[1]!, no, 'The departure airport');
  const arrival = readAirport(airports[2]!, no, 'The arrival airport');
  if (departure === arrival) throw new CimpError('bad-element', no, `The leg departs from and arrives at ${departure}`);
  const code = fields[3]!;
  if (!codes.includes(code as C)) throw new CimpError('bad-element', no, `"${code}" is not a space allocation code ${name} carries: one of ${codes.join(', ')}`);
  return { leg: { ...flight, date, departure, arrival, spaceCode: code as C }, rest: fields.slice(4) };
}

export function writeLeg(leg: { carrier: string; number: string; date: string; departure: string; arrival: string; spaceCode: string }): string {
  return `${writeFlight(leg)}/${leg.date}/${leg.departure}${leg.arrival}/${leg.spaceCode}`;
}

/** The flight lines right after the head: at least one. */
export function readLegLines<T>(message: MessageText, name: string, read: (segment: Segment) => T): { legs: T[]; rest: Segment[] } {
  const after = message.segments.slice(1);
  let count = 0;
  while (count < after.length && isFlightLine(after[count]!)) count += 1;
  if (count === 0) {
    throw new CimpError('missing-mandatory-line', after[0]?.no ?? lastLineOf(message), `${name} needs at least one flight line after the consignment, such as UT561/27NOV/VKOEVN/NN`);
  }
  if (count > MAX_LEGS) throw new CimpError('unexpected-line', after[MAX_LEGS]!.no, `At most ${MAX_LEGS} flight lines are read`);
  return { legs: after.slice(0, count).map(read), rest: after.slice(count) };
}

// ---- SSR and OSI: free text over up to three lines ----------------------------------------------

export const RemarksSchema = v.pipe(v.array(lineText(65)), v.maxLength(MAX_REMARK_LINES));
const REMARK = lineText(65);

function remarkText(text: string, no: number, id: string): string {
  const shown = text.slice(0, 20);
  if (!v.is(REMARK, text)) throw new CimpError('bad-element', no, `The ${id} text "${shown}" must be 1 to 65 characters (no trailing space)`);
  return text;
}

/** An SSR or OSI line and its continuation lines, one text each. */
export function readRemarks(segment: Segment): string[] {
  const id = segment.fields[0]!;
  const lines = [{ no: segment.no, fields: segment.fields.slice(1) }, ...segment.continuations];
  const extra = lines[MAX_REMARK_LINES];
  if (extra) throw new CimpError('unexpected-line', extra.no, `An ${id} line takes at most ${MAX_REMARK_LINES - 1} continuation lines`);
  return lines.map((line) => {
    if (line.fields.length > 1) throw new CimpError('bad-element', line.no, `The ${id} text cannot hold "/": write it as one text a line`);
    return remarkText(line.fields[0] ?? '', line.no, id);
  });
}

export function writeRemarks(id: 'SSR' | 'OSI', texts: readonly string[]): string[] {
  return texts.map((text, index) => (index === 0 ? `${id}/${text}` : `/${text}`));
}

// ---- REF: who sent the request, quoted back by the answer ---------------------------------------

export const ReferenceSchema = v.pipe(
  v.object({
    /** The sender's Type B address: airport, office function and company, `VKOFMUT`. */
    office: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}[A-Z0-9]{4}$/, 'a Type B address of 7 characters: VKOFMUT'))),
    /** The sender's own file reference for the booking. */
    fileReference: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9.-]{1,15}$/, '1 to 15 letters, digits, dots or hyphens'))),
    /** Who the sender is: participant identifier (AGT, FFW, AIR...), code and airport. */
    participant: v.optional(
      v.object({
        identifier: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'a participant identifier: AGT, FFW, AIR...')),
        code: v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,17}$/, '1 to 17 letters or digits')),
        airport: AirportSchema,
      }),
    ),
  }),
  v.check((ref) => ref.office !== undefined || ref.fileReference !== undefined, 'an office address or a file reference'),
);
export type Reference = v.InferOutput<typeof ReferenceSchema>;

export function readReference(segment: Segment): Reference {
  const { fields, no } = segment;
  const continuation = segment.continuations[0];
  if (continuation) throw new CimpError('unexpected-line', continuation.no, 'The REF line has no continuation line');
  if (fields.length > 3 && fields.length !== 6) throw new CimpError('bad-element', no, 'After the office address and file reference, REF names the participant by identifier, code and airport: REF/VKOFMUT/BK1/AGT/1234567/VKO');
  const [, office = '', fileReference = '', identifier, code, airport] = fields;
  const ref: Reference = {};
  if (office !== '') {
    if (!/^[A-Z]{3}[A-Z0-9]{4}$/.test(office)) throw new CimpError('bad-element', no, `"${office}" is not a Type B address of 7 characters such as VKOFMUT`);
    ref.office = office;
  }
  if (fileReference !== '') {
    if (!/^[A-Z0-9.-]{1,15}$/.test(fileReference)) throw new CimpError('bad-element', no, `The file reference "${fileReference}" must be 1 to 15 letters, digits, dots or hyphens`);
    ref.fileReference = fileReference;
  }
  if (ref.office === undefined && ref.fileReference === undefined) throw new CimpError('bad-element', no, 'REF needs the sender office address or a file reference');
  if (identifier !== undefined) ref.participant = readParticipant(identifier, code!, airport!, no);
  return ref;
}

function readParticipant(identifier: string, code: string, airport: string, no: number): NonNullable<Reference['participant']> {
  if (!/^[A-Z]{3}$/.test(identifier)) throw new CimpError('bad-element', no, `"${identifier}" is not a participant identifier such as AGT or FFW`);
  if (!/^[A-Z0-9]{1,17}$/.test(code)) throw new CimpError('bad-element', no, `The participant code "${code}" must be 1 to 17 letters or digits`);
  return { identifier, code, airport: readAirport(airport, no, 'The participant airport') };
}

export function writeReference(ref: Reference): string {
  const parts = ['REF', ref.office ?? '', ref.fileReference ?? ''];
  if (ref.participant) parts.push(ref.participant.identifier, ref.participant.code, ref.participant.airport);
  while (parts.at(-1) === '') parts.pop();
  return parts.join('/');
}

// ---- The lines after the flights, in the manual's order -----------------------------------------

export interface LinePlan {
  name: string;
  /** The identifiers in the manual's order. */
  order: readonly string[];
  repeatable: readonly string[];
  mandatory: readonly string[];
}

/** Walks the lines after the flights, checking their order, and reads each with `read`. */
export function readTail(message: MessageText, segments: readonly Segment[], plan: LinePlan, read: (id: string, segment: Segment) => void): void {
  const seen = new Set<string>();
  let rank = -1;
  const mustHaveBefore = (limit: number, no: number) => {
    const missing = plan.mandatory.find((id) => !seen.has(id) && plan.order.indexOf(id) < limit);
    const hint = missing === 'REF' ? ' (the sender\u2019s reference, such as REF/VKOFMUT)' : '';
    if (missing) throw new CimpError('missing-mandatory-line', no, `${plan.name} needs its ${missing} line here${hint}`);
  };
  for (const segment of segments) {
    const id = segment.fields[0]!;
    const at = plan.order.indexOf(id);
    if (at < 0) {
      const what = isFlightLine(segment) ? 'A flight line comes right after the consignment line or another flight line' : `${plan.name} carries no ${id} line`;
      throw new CimpError('unexpected-line', segment.no, `${what}; after the flights come ${plan.order.join(', ')} in this order`);
    }
    if (at < rank || (at === rank && !plan.repeatable.includes(id))) {
      const repeatable = plan.repeatable.length > 0 ? ` (${plan.repeatable.join(', ')} may repeat)` : '';
      throw new CimpError('unexpected-line', segment.no, `The ${id} line is repeated or out of order: after the flights come ${plan.order.join(', ')} in this order, each once${repeatable}`);
    }
    mustHaveBefore(at, segment.no);
    seen.add(id);
    rank = at;
    read(id, segment);
  }
  mustHaveBefore(plan.order.length, lastLineOf(message));
}

// ---- FFR's own lines: flights with request codes, DIM, CUS --------------------------------------

/**
 * The codes a request gives a leg: NN need (space asked for), NA need, an alternative flight
 * acceptable, SS sold (booked on space the agent was sold beforehand), CA booked on the agent's
 * allotment (its identification follows), XX cancel the leg's booking.
 */
export const REQUEST_CODES = ['NN', 'NA', 'SS', 'CA', 'XX'] as const;
export type RequestCode = (typeof REQUEST_CODES)[number];

const AllotmentSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,14}$/, '1 to 14 letters or digits'));
const FfrLegEntries = { ...LegEntries, spaceCode: v.picklist(REQUEST_CODES), allotment: v.optional(AllotmentSchema) };
type FfrLegShape = v.InferOutput<v.ObjectSchema<typeof FfrLegEntries, undefined>>;
export const FfrLegSchema = v.pipe(
  v.object(FfrLegEntries),
  differentAirports<FfrLegShape>(),
  v.check<FfrLegShape, string>((leg) => (leg.spaceCode === 'CA') === (leg.allotment !== undefined), 'an allotment identification with CA and only with it'),
);
export type FfrLeg = v.InferOutput<typeof FfrLegSchema>;

function readFfrLeg(segment: Segment): FfrLeg {
  const { leg, rest } = readLeg(segment, REQUEST_CODES, 'a request');
  if (leg.spaceCode !== 'CA') {
    if (rest.length > 0) throw new CimpError('bad-element', segment.no, `Unexpected element "${rest[0]}" after the space allocation code ${leg.spaceCode}`);
    return leg;
  }
  const [allotment, extra] = rest;
  if (allotment === undefined || !v.is(AllotmentSchema, allotment)) throw new CimpError('bad-element', segment.no, 'CA (booked on an allotment) is followed by the allotment identification: /CA/ALLOTMENT, 1 to 14 letters or digits');
  if (extra !== undefined) throw new CimpError('bad-element', segment.no, `Unexpected element "${extra}" after the allotment identification`);
  return { ...leg, allotment };
}

const writeFfrLeg = (leg: FfrLeg): string => writeLeg(leg) + (leg.allotment === undefined ? '' : `/${leg.allotment}`);

/** One dimension entry, `K250/CMT120-80-100/10`: the shape FFM and FBL give it (manifest.ts). */
function readDimension(fields: string[], no: number): Dimension {
  if (fields.length !== 3) throw new CimpError('bad-element', no, 'A dimension is weight, unit with length-width-height, and pieces: DIM/K250/CMT120-80-100/10');
  const [weight, size, pieces] = fields as [string, string, string];
  const match = /^(CMT|INH)(\d{1,4})-(\d{1,4})-(\d{1,4})$/.exec(size);
  if (!match) throw new CimpError('bad-element', no, `"${size}" is not a unit (CMT or INH) with length-width-height, such as CMT120-80-100`);
  const [length, width, height] = [match[2], match[3], match[4]].map(Number) as [number, number, number];
  if (Math.min(length, width, height) < 1) throw new CimpError('bad-element', no, `The sizes in "${size}" must be at least 1`);
  return { ...readWeight(weight, no), unit: match[1] as Dimension['unit'], length, width, height, pieces: readPieces(pieces, no) };
}

/** DIM lines, one dimension each; a DIM line's continuation lines are further dimensions. */
function readDimensions(segment: Segment): Dimension[] {
  return [readDimension(segment.fields.slice(1), segment.no), ...segment.continuations.map((line) => readDimension(line.fields, line.no))];
}

const writeDimension = (row: Dimension): string => `DIM/${row.weightUnit}${formatFigure(row.weight)}/${row.unit}${row.length}-${row.width}-${row.height}/${row.pieces}`;

export const CustomerSchema = v.object({
  /** The customer's account with the airline. */
  account: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,14}$/, '1 to 14 letters or digits'))),
  /** The IATA cargo agent numeric code, 7 digits. */
  iataCode: v.pipe(v.string(), v.regex(/^\d{7}$/, 'the IATA cargo agent code: 7 digits')),
  /** The CASS address, 4 digits, when the agent has several. */
  cassAddress: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'a CASS address: 4 digits'))),
  name: lineText(35),
  place: lineText(17),
});
export type Customer = v.InferOutput<typeof CustomerSchema>;

function readCustomer(segment: Segment): Customer {
  const { fields, no } = segment;
  if (fields.length < 3 || fields.length > 4) throw new CimpError('bad-element', no, 'CUS is the account (may be empty), the IATA agent code and optionally the CASS address: CUS//1234567');
  const [, account = '', iataCode = '', cassAddress] = fields;
  if (account !== '' && !/^[A-Z0-9]{1,14}$/.test(account)) throw new CimpError('bad-element', no, `The account "${account}" must be 1 to 14 letters or digits`);
  if (!/^\d{7}$/.test(iataCode)) throw new CimpError('bad-element', no, `The IATA agent code "${iataCode}" must be 7 digits`);
  if (cassAddress !== undefined && !/^\d{4}$/.test(cassAddress)) throw new CimpError('bad-element', no, `The CASS address "${cassAddress}" must be 4 digits`);
  const [nameLine, placeLine, extra] = segment.continuations;
  if (!nameLine || !placeLine) throw new CimpError('missing-mandatory-line', nameLine?.no ?? no, 'CUS is followed by the customer\u2019s name line and place line: /TRANSCARGO LLC then /MOSCOW');
  if (extra) throw new CimpError('unexpected-line', extra.no, 'CUS takes two continuation lines: the name and the place');
  const customer: Customer = { iataCode, name: customerText(nameLine, 35, 'name'), place: customerText(placeLine, 17, 'place') };
  if (account !== '') customer.account = account;
  if (cassAddress !== undefined) customer.cassAddress = cassAddress;
  return customer;
}

const NAME = lineText(35);
const PLACE = lineText(17);

function customerText(line: { no: number; fields: string[] }, max: 35 | 17, what: string): string {
  const text = line.fields.join('/');
  const shown = text.slice(0, 20);
  if (!v.is(max === 35 ? NAME : PLACE, text)) throw new CimpError('bad-element', line.no, `The customer's ${what} "${shown}" must be 1 to ${max} characters without "/"`);
  return text;
}

function writeCustomer(customer: Customer): string[] {
  const parts = ['CUS', customer.account ?? '', customer.iataCode];
  if (customer.cassAddress !== undefined) parts.push(customer.cassAddress);
  return [parts.join('/'), `/${customer.name}`, `/${customer.place}`];
}

// ---- The message --------------------------------------------------------------------------------

export const FfrSchema = v.object({
  type: v.literal('FFR'),
  version: v.literal(8),
  consignment: BookedConsignmentSchema,
  shc: ShcListSchema,
  /** The legs asked for, in flying order. */
  flights: v.pipe(v.array(FfrLegSchema), v.minLength(1), v.maxLength(MAX_LEGS)),
  ssr: RemarksSchema,
  osi: RemarksSchema,
  reference: ReferenceSchema,
  dimensions: v.pipe(v.array(DimensionSchema), v.maxLength(MAX_DIMENSIONS)),
  customer: v.optional(CustomerSchema),
});
export type Ffr = v.InferOutput<typeof FfrSchema>;

const FFR_PLAN: LinePlan = { name: 'FFR/8', order: ['SSR', 'OSI', 'REF', 'DIM', 'CUS'], repeatable: ['DIM'], mandatory: ['REF'] };

export function readFfr(message: MessageText): Ffr {
  expectHeader(message, 'FFR', 8);
  const { consignment, shc } = readHead(message, 'FFR/8');
  const { legs: flights, rest } = readLegLines(message, 'FFR/8', readFfrLeg);
  const tail: Pick<Ffr, 'ssr' | 'osi' | 'dimensions' | 'customer'> & { reference?: Reference } = { ssr: [], osi: [], dimensions: [] };
  readTail(message, rest, FFR_PLAN, (id, segment) => {
    if (id === 'SSR') tail.ssr = readRemarks(segment);
    else if (id === 'OSI') tail.osi = readRemarks(segment);
    else if (id === 'REF') tail.reference = readReference(segment);
    else if (id === 'DIM') tail.dimensions.push(...readDimensions(segment));
    else tail.customer = readCustomer(segment);
  });
  if (tail.dimensions.length > MAX_DIMENSIONS) throw new CimpError('bad-element', lastLineOf(message), `${tail.dimensions.length} dimensions: at most ${MAX_DIMENSIONS} are read`);
  const ffr: Ffr = { type: 'FFR', version: 8, consignment, shc, flights, ssr: tail.ssr, osi: tail.osi, reference: tail.reference!, dimensions: tail.dimensions };
  if (tail.customer) ffr.customer = tail.customer;
  return ffr;
}

export function writeFfr(item: Ffr): string[] {
  return [
    'FFR/8',
    ...writeHead(item.consignment, item.shc),
    ...item.flights.map(writeFfrLeg),
    ...writeRemarks('SSR', item.ssr),
    ...writeRemarks('OSI', item.osi),
    writeReference(item.reference),
    ...item.dimensions.map(writeDimension),
    ...(item.customer ? writeCustomer(item.customer) : []),
  ];
}
