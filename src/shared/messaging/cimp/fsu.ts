import * as v from 'valibot';
import { MOVEMENT_STATUSES } from '../../constants';
import {
  AirportSchema,
  AwbSchema,
  CarrierSchema,
  DayMonthSchema,
  field,
  FigureSchema,
  FlightNumberSchema,
  formatFigure,
  freeText,
  PiecesSchema,
  readAirport,
  readAwb,
  readDayMonth,
  readFlight,
  readPieces,
  readTime,
  readVolume,
  readWeight,
  TimeSchema,
  VOLUME_UNITS,
  WEIGHT_UNITS,
  writeFlight,
} from './elements';
import { CimpError } from './fault';
import { MAX_LINE, type MessageText, type Segment } from './text';

// FSU/15, the status update: one consignment and what happened to it, one status a line. The
// grammar (docs/cimp.md, "FSU"):
//   298-45182336VKOEVN/T10K250.5          consignment: AWB, origin, destination / T or P quantity,
//   298-45182336VKOEVN/P4K100T10           the weight optional, a P line's consignment total glued on
//   DEP/UT561/27NOV/VKOEVN/T10K250.5/A0945  one or more status lines, each with the elements its code
//   RCS/27NOV0930/VKO/T10K250.5/IVANOV      carries (STATUS_GRAMMAR below), times local as Cargo-IMP has them
//   OSI/free text, /more                    other service information, optional, last
// Cargo-IMP writes empty elements to keep later ones in place (`DIS//27NOV...`), and senders often
// end a status line with stray slashes: trailing empty elements are read as absent, never written.

/** The codes an FSU may carry: the cabinet's movement statuses first (reused, not repeated), then the rest of Cargo-IMP's. */
export const FSU_STATUS_CODES = [...MOVEMENT_STATUSES, 'BKD', 'RCT', 'TFD', 'TRM', 'CRC', 'DDL', 'AWR', 'CCD'] as const;
export type FsuStatusCode = (typeof FSU_STATUS_CODES)[number];

/** Codes grouped by the elements their line carries. */
const LEG_CODES = ['BKD', 'PRE', 'MAN', 'DEP'] as const satisfies readonly FsuStatusCode[];
const RECEIVED_CODES = ['RCF', 'AWR'] as const satisfies readonly FsuStatusCode[];
const PLACE_CODES = ['RCS', 'FOH', 'NFD', 'AWD', 'DLV', 'DDL'] as const satisfies readonly FsuStatusCode[];
const CUSTOMS_CODES = ['CCD', 'CRC'] as const satisfies readonly FsuStatusCode[];
const TRANSFER_CODES = ['RCT', 'TFD'] as const satisfies readonly FsuStatusCode[];

/** DIS's discrepancy codes: found, missing (AWB or cargo), definitely loaded, offloaded, overcarried, shortshipped. */
export const DISCREPANCY_CODES = ['FDAW', 'FDCA', 'MSAW', 'MSCA', 'DFLD', 'OFLD', 'OVCD', 'SSPD'] as const;
/** Type of time: scheduled, estimated, actual. */
export const TIME_KINDS = ['S', 'E', 'A'] as const;

/** A volume element reads `MC1.2`; a name that reads so would be taken for one. */
const VOLUME_LIKE = /^(MC|CC|CF|CI)[\d.]+$/;

const FlightSchema = v.object({ carrier: CarrierSchema, number: FlightNumberSchema });
/** A departure or arrival time on a flight's status: `A0945`, `E0130-N` (the day change letter: N next, P previous...). */
const MovementTimeSchema = v.object({
  kind: v.picklist(TIME_KINDS),
  time: TimeSchema,
  dayChange: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]$/, 'a day change indicator: one letter'))),
});
export type FsuMovementTime = v.InferOutput<typeof MovementTimeSchema>;

/** Who signed, was notified or handed over: a person's or company's name, trimmed. */
const NameSchema = v.pipe(
  freeText(35),
  v.regex(/^\S(.*\S)?$/, 'no leading or trailing spaces'),
  v.check((name) => !VOLUME_LIKE.test(name), 'a name that does not read as a volume'),
);

/** What the status concerns: T or P, pieces, and the weight when the sender gives it. */
const QuantityEntries = {
  shipmentCode: v.picklist(['T', 'P']),
  pieces: PiecesSchema,
  weightUnit: v.optional(v.picklist(WEIGHT_UNITS)),
  weight: v.optional(FigureSchema),
  volume: v.optional(v.object({ unit: v.picklist(VOLUME_UNITS), value: FigureSchema })),
};
const DateTimeEntries = { date: DayMonthSchema, time: v.optional(TimeSchema) };
const MovementTimeEntries = { departureTime: v.optional(MovementTimeSchema), arrivalTime: v.optional(MovementTimeSchema) };

// The statuses by the elements they carry, in the order they are written.
const LegStatus = v.object({ code: v.picklist(LEG_CODES), flight: FlightSchema, date: DayMonthSchema, departure: AirportSchema, arrival: AirportSchema, ...QuantityEntries, ...MovementTimeEntries });
const ArrivalStatus = v.object({ code: v.literal('ARR'), flight: FlightSchema, ...DateTimeEntries, airport: AirportSchema, ...QuantityEntries, ...MovementTimeEntries });
const ReceivedStatus = v.object({ code: v.picklist(RECEIVED_CODES), flight: FlightSchema, ...DateTimeEntries, airport: AirportSchema, ...QuantityEntries });
const PlaceStatus = v.object({ code: v.picklist(PLACE_CODES), ...DateTimeEntries, airport: AirportSchema, ...QuantityEntries, name: v.optional(NameSchema) });
const CustomsStatus = v.object({ code: v.picklist(CUSTOMS_CODES), ...DateTimeEntries, airport: AirportSchema, ...QuantityEntries });
const TransferStatus = v.object({ code: v.picklist(TRANSFER_CODES), carrier: CarrierSchema, ...DateTimeEntries, airport: AirportSchema, ...QuantityEntries, name: v.optional(NameSchema) });
const TrmStatus = v.object({ code: v.literal('TRM'), carrier: CarrierSchema, airport: AirportSchema, ...QuantityEntries });
const DisStatus = v.object({ code: v.literal('DIS'), flight: v.optional(FlightSchema), ...DateTimeEntries, airport: AirportSchema, discrepancy: v.picklist(DISCREPANCY_CODES), ...QuantityEntries });

const hasWeightPair = (item: { weightUnit?: string; weight?: number }) => (item.weightUnit === undefined) === (item.weight === undefined);

const StatusVariant = v.variant('code', [LegStatus, ArrivalStatus, ReceivedStatus, PlaceStatus, CustomsStatus, TransferStatus, TrmStatus, DisStatus]);
export type FsuStatus = v.InferOutput<typeof StatusVariant>;
export const FsuStatusSchema = v.pipe(
  StatusVariant,
  v.check<FsuStatus, string>(hasWeightPair, 'a weight unit and a weight together, or neither'),
  v.check<FsuStatus, string>(fitsLine, `a status line of at most ${MAX_LINE} characters (shorten the name)`),
);

const ConsignmentObject = v.object({
  awb: AwbSchema,
  origin: AirportSchema,
  destination: AirportSchema,
  shipmentCode: v.picklist(['T', 'P']),
  pieces: PiecesSchema,
  weightUnit: v.optional(v.picklist(WEIGHT_UNITS)),
  weight: v.optional(FigureSchema),
  /** The whole consignment's pieces, on a P line. */
  totalPieces: v.optional(PiecesSchema),
});
export type FsuConsignment = v.InferOutput<typeof ConsignmentObject>;
export const FsuConsignmentSchema = v.pipe(
  ConsignmentObject,
  v.check<FsuConsignment, string>(hasWeightPair, 'a weight unit and a weight together, or neither'),
  v.check<FsuConsignment, string>((item) => (item.shipmentCode === 'T') === (item.totalPieces === undefined), 'a T line has no total pieces; a P line has them'),
);

const OsiText = v.pipe(freeText(65), v.regex(/^\S(.*\S)?$/, 'no leading or trailing spaces'));

export const FsuSchema = v.object({
  type: v.literal('FSU'),
  version: v.literal(15),
  consignment: FsuConsignmentSchema,
  statuses: v.pipe(v.array(FsuStatusSchema), v.minLength(1, 'at least one status')),
  /** Other service information, one entry a line (the first on the OSI line, the rest its continuations). */
  osi: v.optional(v.pipe(v.array(OsiText), v.minLength(1), v.maxLength(3))),
});
export type Fsu = v.InferOutput<typeof FsuSchema>;

function bad(line: number, detail: string): never {
  throw new CimpError('bad-element', line, detail);
}

// ---- reading ----

export function readFsu(message: MessageText): Fsu {
  const { segments, headerLine } = message;
  const lastLine = segments.at(-1)?.no ?? headerLine;
  const first = segments[0];
  if (!first || !/^\d/.test(first.fields[0] ?? '')) {
    throw new CimpError('missing-mandatory-line', first?.no ?? headerLine + 1, 'The consignment line (AWB number, origin and destination / T or P, pieces and weight, such as 298-45182336VKOEVN/T10K250.5) must follow FSU/15');
  }
  noContinuation(first, 'The consignment line');
  const fsu: Fsu = { type: 'FSU', version: 15, consignment: readFsuConsignment(first.fields, first.no), statuses: [] };
  for (const segment of segments.slice(1)) {
    const id = segment.fields[0] ?? '';
    if (fsu.osi) throw new CimpError('unexpected-line', segment.no, `Nothing may follow the OSI line; "${id}" does`);
    if (id === 'OSI') {
      if (!fsu.statuses.length) throw new CimpError('missing-mandatory-line', segment.no, 'At least one status line (RCS, DEP, ARR...) must come before OSI');
      fsu.osi = readOsi(segment);
    } else if ((FSU_STATUS_CODES as readonly string[]).includes(id)) {
      noContinuation(segment, `The ${id} line`);
      fsu.statuses.push(readStatus(segment.fields, segment.no));
    } else {
      throw new CimpError('unexpected-line', segment.no, `"${id.slice(0, 10)}" is not a status code (${FSU_STATUS_CODES.join(', ')}) or OSI`);
    }
  }
  if (!fsu.statuses.length) throw new CimpError('missing-mandatory-line', lastLine, 'An FSU needs at least one status line (RCS, DEP, ARR...) after the consignment line');
  return fsu;
}

function noContinuation(segment: Segment, what: string): void {
  const extra = segment.continuations[0];
  if (extra) throw new CimpError('unexpected-line', extra.no, `${what} has no continuation line`);
}

function readFsuConsignment(written: string[], line: number): FsuConsignment {
  const fields = withoutTrailingEmpties(written);
  const head = /^(\d{3}-\d{8})([A-Z]{3})([A-Z]{3})$/.exec(fields[0] ?? '');
  if (!head) {
    if (/^\d{3}-?\d{8}/.test(fields[0] ?? '')) readAwb((fields[0] ?? '').slice(0, 12), line);
    bad(line, `"${fields[0] ?? ''}" is not an AWB number with its origin and destination, such as 298-45182336VKOEVN`);
  }
  const quantity = /^([TP])(\d{1,4})((?:[KL][\d.]+)?)(?:T(\d{1,4}))?$/.exec(field(fields, 1, line, 'The consignment quantity (T or P, pieces and weight)'));
  if (!quantity) bad(line, `The quantity "${fields[1]}" is not T or P with pieces and weight, such as T10K250.5 or P4K100T10`);
  const [, code, pieces, weight, total] = quantity;
  const item: FsuConsignment = {
    awb: readAwb(head[1]!, line),
    origin: readAirport(head[2]!, line, 'The origin'),
    destination: readAirport(head[3]!, line, 'The destination'),
    shipmentCode: code as 'T' | 'P',
    pieces: readPieces(pieces!, line),
    ...(weight ? readWeight(weight, line) : {}),
  };
  if (code === 'P' && total === undefined) bad(line, 'A P line gives the consignment\'s total pieces after its weight: P4K100T10');
  if (code === 'T' && total !== undefined) bad(line, 'A T line carries the whole consignment and has no total pieces');
  if (total !== undefined) item.totalPieces = readPieces(total, line, 'The total pieces');
  if (fields.length > 2) bad(line, `Unexpected element "${fields[2]}" after the consignment's quantity`);
  return item;
}

function readOsi(segment: Segment): string[] {
  const lines = [{ no: segment.no, fields: segment.fields.slice(1) }, ...segment.continuations];
  if (lines.length > 3) throw new CimpError('unexpected-line', lines[3]!.no, 'Other service information has at most 3 lines');
  return lines.map(({ no, fields }) => {
    const text = fields.length === 1 ? fields[0]!.trim() : '';
    if (!text) bad(no, 'An OSI line holds one free text, without /');
    return text;
  });
}

/** Stray slashes at the end of a line are no elements. */
function withoutTrailingEmpties(fields: string[]): string[] {
  let end = fields.length;
  while (end > 1 && fields[end - 1] === '') end -= 1;
  return fields.slice(0, end);
}

/** Reads the elements one by one, naming the missing one. */
class Cursor {
  index = 1;
  readonly fields: string[];
  constructor(
    written: string[],
    readonly line: number,
  ) {
    this.fields = withoutTrailingEmpties(written);
  }
  next(what: string): string {
    const value = field(this.fields, this.index, this.line, what);
    this.index += 1;
    return value;
  }
  /** The next element even when empty (a position kept for a later one); undefined past the end. */
  optional(): string | undefined {
    const value = this.fields[this.index];
    if (value !== undefined) this.index += 1;
    return value;
  }
  peek(): string | undefined {
    return this.fields[this.index];
  }
  end(): void {
    const extra = this.fields[this.index];
    if (extra !== undefined) bad(this.line, `Unexpected element "${extra.slice(0, 20)}" on the ${this.fields[0]} line`);
  }
}

function readStatus(fields: string[], line: number): FsuStatus {
  const code = fields[0] as FsuStatusCode;
  const at = new Cursor(fields, line);
  if (isOf(LEG_CODES, code)) {
    const flight = readFlight(at.next('The flight (carrier and number)'), line);
    const date = readDayMonth(at.next('The day and month of the flight'), line);
    const route = at.next('The departure and arrival airports');
    if (!/^[A-Z]{6}$/.test(route)) bad(line, `"${route}" is not the departure and arrival airports written together, such as VKOEVN`);
    return { code, flight, date, departure: route.slice(0, 3), arrival: route.slice(3), ...readQuantityTail(at), ...readMovementTimes(at) };
  }
  if (code === 'ARR' || isOf(RECEIVED_CODES, code)) {
    const flight = readFlight(at.next('The flight (carrier and number)'), line);
    const when = readDateTime(at.next('The day and month (and time)'), line);
    const airport = readAirport(at.next('The airport'), line);
    const rest = readQuantityTail(at);
    if (code === 'ARR') return { code, flight, ...when, airport, ...rest, ...readMovementTimes(at) };
    at.end();
    return { code, flight, ...when, airport, ...rest };
  }
  if (isOf(PLACE_CODES, code) || isOf(TRANSFER_CODES, code) || isOf(CUSTOMS_CODES, code)) {
    const carrier = isOf(TRANSFER_CODES, code) ? readCarrier(at.next('The other carrier'), line) : undefined;
    const when = readDateTime(at.next('The day and month (and time)'), line);
    const airport = readAirport(at.next('The airport'), line);
    const rest = readQuantityTail(at);
    const name = isOf(CUSTOMS_CODES, code) ? undefined : at.optional()?.trim();
    at.end();
    if (name !== undefined && (name === '' || name.length > 35 || VOLUME_LIKE.test(name))) bad(line, `The name "${name}" must be 1 to 35 characters and not read as a volume`);
    const named = name === undefined ? {} : { name };
    if (isOf(TRANSFER_CODES, code)) return { code, carrier: carrier!, ...when, airport, ...rest, ...named };
    if (isOf(PLACE_CODES, code)) return { code, ...when, airport, ...rest, ...named };
    return { code: code as (typeof CUSTOMS_CODES)[number], ...when, airport, ...rest };
  }
  if (code === 'TRM') {
    const carrier = readCarrier(at.next('The carrier the consignment is to be transferred to'), line);
    const airport = readAirport(at.next('The airport'), line);
    const rest = readQuantityTail(at);
    at.end();
    return { code, carrier, airport, ...rest };
  }
  // DIS: the flight may be left empty when the discrepancy is not a flight's (or left out: a date comes first).
  const flightText = /^\d{2}[A-Z]{3}(\d{4})?$/.test(at.peek() ?? '') ? '' : at.optional();
  const when = readDateTime(at.next('The day and month (and time)'), line);
  const airport = readAirport(at.next('The airport'), line);
  const discrepancy = at.next('The discrepancy code');
  if (!isOf(DISCREPANCY_CODES, discrepancy)) bad(line, `The discrepancy code "${discrepancy}" is not one of ${DISCREPANCY_CODES.join(', ')}`);
  const rest = readQuantityTail(at);
  at.end();
  return { code: 'DIS', ...(flightText ? { flight: readFlight(flightText, line) } : {}), ...when, airport, discrepancy, ...rest };
}

const isOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

function readCarrier(text: string, line: number): string {
  if (!v.is(CarrierSchema, text)) bad(line, `"${text}" is not an airline designator such as UT`);
  return text;
}

/** `27NOV` or `27NOV0930`. */
function readDateTime(text: string, line: number): { date: string; time?: string } {
  const match = /^(\d{2}[A-Z]{3})(\d{4})?$/.exec(text);
  if (!match) bad(line, `"${text}" is not a day and month with an optional time, such as 27NOV0930`);
  const date = readDayMonth(match[1]!, line);
  return match[2] === undefined ? { date } : { date, time: readTime(match[2], line) };
}

/** The quantity (`T10K250.5`, `P4`) and the volume that may follow it. */
function readQuantityTail(at: Cursor): Pick<FsuStatus, 'shipmentCode' | 'pieces' | 'weightUnit' | 'weight' | 'volume'> {
  const text = at.next('The quantity (T or P, pieces and weight)');
  const match = /^([TP])(\d{1,4})([KL].*)?$/.exec(text);
  if (!match) bad(at.line, `The quantity "${text}" is not T or P with pieces and weight, such as T10K250.5`);
  const quantity = { shipmentCode: match[1] as 'T' | 'P', pieces: readPieces(match[2]!, at.line), ...(match[3] ? readWeight(match[3], at.line) : {}) };
  const next = at.peek();
  if (next === undefined || !VOLUME_LIKE.test(next)) return quantity;
  at.optional();
  return { ...quantity, volume: readVolume(next, at.line)!.volume! };
}

/** The departure and arrival times after a flight status's quantity; an empty departure keeps the arrival's place. */
function readMovementTimes(at: Cursor): { departureTime?: FsuMovementTime; arrivalTime?: FsuMovementTime } {
  const departure = at.optional();
  const arrival = at.optional();
  at.end();
  return {
    ...(departure ? { departureTime: readMovementTime(departure, at.line) } : {}),
    ...(arrival ? { arrivalTime: readMovementTime(arrival, at.line) } : {}),
  };
}

function readMovementTime(text: string, line: number): FsuMovementTime {
  const match = /^([SEA])(\d{4})(?:-([A-Z]))?$/.exec(text);
  if (!match) bad(line, `"${text}" is not a time with its kind (S scheduled, E estimated, A actual) such as A0945 or E0130-N`);
  const time = readTime(match[2]!, line);
  return { kind: match[1] as FsuMovementTime['kind'], time, ...(match[3] ? { dayChange: match[3] } : {}) };
}

// ---- writing ----

export function writeFsu(fsu: Fsu): string[] {
  const lines = ['FSU/15', writeFsuConsignment(fsu.consignment), ...fsu.statuses.map(writeStatus)];
  if (fsu.osi) lines.push(`OSI/${fsu.osi[0]}`, ...fsu.osi.slice(1).map((text) => `/${text}`));
  return lines;
}

const writeWeight = (item: { weightUnit?: string; weight?: number }) => (item.weightUnit !== undefined && item.weight !== undefined ? `${item.weightUnit}${formatFigure(item.weight)}` : '');

function writeFsuConsignment(item: FsuConsignment): string {
  const total = item.totalPieces === undefined ? '' : `T${item.totalPieces}`;
  return `${item.awb}${item.origin}${item.destination}/${item.shipmentCode}${item.pieces}${writeWeight(item)}${total}`;
}

const writeQuantity = (status: FsuStatus): string[] => [`${status.shipmentCode}${status.pieces}${writeWeight(status)}`, ...(status.volume ? [`${status.volume.unit}${formatFigure(status.volume.value)}`] : [])];
const writeDateTime = (status: { date: string; time?: string }) => `${status.date}${status.time ?? ''}`;
const writeMovementTime = (time: FsuMovementTime) => `${time.kind}${time.time}${time.dayChange ? `-${time.dayChange}` : ''}`;

function writeMovementTimes(status: { departureTime?: FsuMovementTime; arrivalTime?: FsuMovementTime }): string[] {
  if (status.arrivalTime) return [status.departureTime ? writeMovementTime(status.departureTime) : '', writeMovementTime(status.arrivalTime)];
  return status.departureTime ? [writeMovementTime(status.departureTime)] : [];
}

/** One status line's text. */
export function writeStatus(status: FsuStatus): string {
  const name = 'name' in status && status.name !== undefined ? [status.name] : [];
  switch (status.code) {
    case 'BKD':
    case 'PRE':
    case 'MAN':
    case 'DEP':
      return [status.code, writeFlight(status.flight), status.date, `${status.departure}${status.arrival}`, ...writeQuantity(status), ...writeMovementTimes(status)].join('/');
    case 'ARR':
      return [status.code, writeFlight(status.flight), writeDateTime(status), status.airport, ...writeQuantity(status), ...writeMovementTimes(status)].join('/');
    case 'RCF':
    case 'AWR':
      return [status.code, writeFlight(status.flight), writeDateTime(status), status.airport, ...writeQuantity(status)].join('/');
    case 'RCT':
    case 'TFD':
      return [status.code, status.carrier, writeDateTime(status), status.airport, ...writeQuantity(status), ...name].join('/');
    case 'TRM':
      return [status.code, status.carrier, status.airport, ...writeQuantity(status)].join('/');
    case 'DIS':
      return [status.code, status.flight ? writeFlight(status.flight) : '', writeDateTime(status), status.airport, status.discrepancy, ...writeQuantity(status)].join('/');
    default:
      return [status.code, writeDateTime(status), status.airport, ...writeQuantity(status), ...name].join('/');
  }
}

function fitsLine(status: FsuStatus): boolean {
  try {
    return writeStatus(status).length <= MAX_LINE;
  } catch {
    return false;
  }
}
