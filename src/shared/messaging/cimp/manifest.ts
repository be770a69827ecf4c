import * as v from 'valibot';
import { AirportSchema, DAY_MONTH_SOURCE, CarrierSchema, DayMonthSchema, FigureSchema, FlightNumberSchema, formatFigure, freeText, PiecesSchema, readAirport, readDayMonth, readFlight, readPieces, readShc, readWeight, ShcSchema, TimeSchema, WEIGHT_UNITS, writeFlight } from './elements';
import { CimpError } from './fault';
import { readConsignment, writeConsignment } from './consignment';
import type { Segment } from './text';

// What FFM and FBL share: the flight line, points of unloading, and a consignment's own lines after
// its detail. The lines (the codec's grammar, docs/cimp.md):
//   1/UT561/27NOV/VKO/RA89001      part's sequence number / flight / day month / departure / registration
//   EVN/27NOV1130                  point of unloading (its scheduled arrival optional); NIL when nothing
//   298-45182336VKOEVN/T10K250.5   the consignment detail (consignment.ts)
//   /GEN/PER                       its special handling codes (a continuation of the detail)
//   DIM/K120/CMT100-80-60/4        dimensions: weight, unit CMT or INH and L-W-H, pieces
//   SSR/..., OSI/...               special service request, other service information
//   ONW/LED/UT304/28NOV            onward movement (FFM): next airport, flight, day
//   INW/UT304/26NOV/SGC            the inward flight it arrived on (FFM): flight, day, from where
//   CONT or LAST                   this part is followed by another, or is the last

export const PARTS = ['CONT', 'LAST'] as const;

export const DimensionSchema = v.object({
  weightUnit: v.picklist(WEIGHT_UNITS),
  weight: FigureSchema,
  unit: v.picklist(['CMT', 'INH']),
  length: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999)),
  width: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9999)),
  pieces: PiecesSchema,
});
export type Dimension = v.InferOutput<typeof DimensionSchema>;

const FlightRefEntries = { carrier: CarrierSchema, number: FlightNumberSchema, date: DayMonthSchema };
export const OnwardSchema = v.object({ airport: AirportSchema, ...FlightRefEntries });
export const InwardSchema = v.object({ ...FlightRefEntries, airport: AirportSchema });

/** A consignment's own lines on a manifest or a booking list. */
export const ConsignmentLinesEntries = {
  shc: v.pipe(v.array(ShcSchema), v.maxLength(9)),
  dimensions: v.pipe(v.array(DimensionSchema), v.maxLength(20)),
  ssr: v.pipe(v.array(freeText(65)), v.maxLength(3)),
  osi: v.pipe(v.array(freeText(65)), v.maxLength(3)),
};

/** Its onward movements and inward flight, on a manifest. */
export const MovementEntries = { onward: v.pipe(v.array(OnwardSchema), v.maxLength(5)), inward: v.optional(InwardSchema) };

/** The flight line: `1/UT561/27NOV/VKO/RA89001` (the registration only where the message has one). */
export const ManifestFlightSchema = v.object({
  ...FlightRefEntries,
  departure: AirportSchema,
  registration: v.optional(v.pipe(v.string(), v.regex(/^[A-Z0-9]{2,10}$/, 'an aircraft registration: 2 to 10 letters and digits, no dash'))),
});
export type ManifestFlight = v.InferOutput<typeof ManifestFlightSchema>;

export const PointSchemaEntries = { airport: AirportSchema, date: v.optional(DayMonthSchema), time: v.optional(TimeSchema) };

const bad = (line: number, detail: string): never => {
  throw new CimpError('bad-element', line, detail);
};

export function readFlightLine(segment: Segment | undefined, headerLine: number, withRegistration: boolean): { sequence: number; flight: ManifestFlight } {
  if (!segment) throw new CimpError('missing-mandatory-line', headerLine + 1, 'The flight line (sequence number / flight / day month / departure airport) is missing');
  const [sequence = '', flightText = '', date = '', departure = '', registration, ...rest] = segment.fields;
  if (!/^\d{1,3}$/.test(sequence)) bad(segment.no, `The part's sequence number "${sequence}" is not 1 to 3 digits`);
  if (segment.continuations.length) throw new CimpError('unexpected-line', segment.continuations[0]!.no, 'The flight line has no continuation');
  const flight: ManifestFlight = { ...readFlight(flightText, segment.no), date: readDayMonth(date, segment.no), departure: readAirport(departure, segment.no, 'The departure airport') };
  if (registration !== undefined) {
    if (!withRegistration || !/^[A-Z0-9]{2,10}$/.test(registration)) bad(segment.no, `Unexpected element "${registration}" after the departure airport`);
    flight.registration = registration;
  }
  if (rest.length) bad(segment.no, `Unexpected element "${rest[0]}" on the flight line`);
  return { sequence: Number(sequence), flight };
}

export function writeFlightLine(sequence: number, flight: ManifestFlight): string {
  return [String(sequence), writeFlight(flight), flight.date, flight.departure, ...(flight.registration ? [flight.registration] : [])].join('/');
}

/** A point of unloading's line: `EVN`, `EVN/27NOV` or `EVN/27NOV1130`; null when the segment is something else. */
/** A point of unloading's day (and scheduled time). */
const POINT_WHEN = new RegExp(`^(${DAY_MONTH_SOURCE})((?:[01]\\d|2[0-3])[0-5]\\d)?$`);

export function readPointLine(segment: Segment): { airport: string; date?: string; time?: string } | null {
  const [airport = '', when, ...rest] = segment.fields;
  if (!/^[A-Z]{3}$/.test(airport) || rest.length || segment.continuations.length) return null;
  if (when === undefined) return ['NIL', 'BLK'].includes(airport) ? null : { airport };
  const match = POINT_WHEN.exec(when);
  if (!match) return null;
  return { airport, date: match[1]!, ...(match[2] ? { time: match[2] } : {}) };
}

export function writePointLine(point: { airport: string; date?: string; time?: string }): string {
  return point.date ? `${point.airport}/${point.date}${point.time ?? ''}` : point.airport;
}

type Extras = { shc: string[]; dimensions: Dimension[]; ssr: string[]; osi: string[]; onward?: v.InferOutput<typeof OnwardSchema>[]; inward?: v.InferOutput<typeof InwardSchema> };

/** Whether a segment is one of a consignment's own lines (it belongs to the consignment before it). */
export const isConsignmentLine = (segment: Segment, withMovements: boolean): boolean =>
  ['DIM', 'SSR', 'OSI', ...(withMovements ? ['ONW', 'INW'] : [])].includes(segment.fields[0] ?? '') && segment.fields.length > 1 && !readPointLine(segment);

function readDimension(fields: string[], line: number): Dimension {
  const [weight = '', size = '', pieces = '', ...rest] = fields;
  const match = /^(CMT|INH)(\d{1,4})-(\d{1,4})-(\d{1,4})$/.exec(size);
  if (!match) bad(line, `The dimensions "${size}" are not a unit (CMT or INH) and length-width-height such as CMT100-80-60`);
  if (rest.length) bad(line, `Unexpected element "${rest[0]}" on the DIM line`);
  const [, unit, length, width, height] = match!;
  const dims = [length, width, height].map(Number);
  if (dims.some((value) => value < 1)) bad(line, `A dimension of "${size}" is zero`);
  return { ...readWeight(weight, line), unit: unit as 'CMT' | 'INH', length: dims[0]!, width: dims[1]!, height: dims[2]!, pieces: readPieces(pieces, line) };
}

const writeDimension = (dim: Dimension): string => `DIM/${dim.weightUnit}${formatFigure(dim.weight)}/${dim.unit}${dim.length}-${dim.width}-${dim.height}/${dim.pieces}`;

function readText(fields: string[], line: number, what: string): string {
  const text = fields.join('/');
  if (text === '' || text.length > 65 || text.includes('/')) bad(line, `The ${what} text must be 1 to 65 characters without /`);
  return text;
}

/** Reads a consignment's detail segment and the lines that belong to it, from `segments[index]`; answers it and the next index. */
export function readManifestConsignment(segments: Segment[], index: number, codes: readonly string[], withMovements: boolean): { item: ReturnType<typeof readConsignment> & Extras; next: number } {
  const head = segments[index]!;
  const item: ReturnType<typeof readConsignment> & Extras = { ...readConsignment(head.fields, head.no, { allowed: codes }), shc: [], dimensions: [], ssr: [], osi: [] };
  if (withMovements) item.onward = [];
  for (const [order, continuation] of head.continuations.entries()) {
    if (order > 0) throw new CimpError('unexpected-line', continuation.no, 'A consignment detail has one continuation: its special handling codes');
    item.shc = continuation.fields.map((code) => readShc(code, continuation.no));
    if (item.shc.length > 9) bad(continuation.no, 'At most 9 special handling codes');
  }
  let next = index + 1;
  while (next < segments.length && isConsignmentLine(segments[next]!, withMovements)) {
    const segment = segments[next]!;
    const [id, ...fields] = segment.fields;
    if (segment.continuations.length) throw new CimpError('unexpected-line', segment.continuations[0]!.no, `The ${id} line has no continuation`);
    if (id === 'DIM') item.dimensions.push(readDimension(fields, segment.no));
    else if (id === 'SSR' || id === 'OSI') {
      const list = id === 'SSR' ? item.ssr : item.osi;
      if (list.length === 3) bad(segment.no, `At most 3 ${id} lines for a consignment`);
      list.push(readText(fields, segment.no, id));
    } else if (id === 'ONW') {
      const [airport = '', flight = '', date = '', ...rest] = fields;
      if (rest.length) bad(segment.no, `Unexpected element "${rest[0]}" on the ONW line`);
      item.onward!.push({ airport: readAirport(airport, segment.no, 'The onward airport'), ...readFlight(flight, segment.no), date: readDayMonth(date, segment.no) });
    } else {
      if (item.inward) throw new CimpError('unexpected-line', segment.no, 'A consignment has one inward flight');
      const [flight = '', date = '', airport = '', ...rest] = fields;
      if (rest.length) bad(segment.no, `Unexpected element "${rest[0]}" on the INW line`);
      item.inward = { ...readFlight(flight, segment.no), date: readDayMonth(date, segment.no), airport: readAirport(airport, segment.no, 'The inward flight’s airport') };
    }
    next += 1;
  }
  return { item, next };
}

export function writeManifestConsignment(item: Parameters<typeof writeConsignment>[0] & Extras): string[] {
  const lines = [writeConsignment(item)];
  if (item.shc.length) lines.push(`/${item.shc.join('/')}`);
  lines.push(...item.dimensions.map(writeDimension), ...item.ssr.map((text) => `SSR/${text}`), ...item.osi.map((text) => `OSI/${text}`));
  for (const onward of item.onward ?? []) lines.push(`ONW/${onward.airport}/${writeFlight(onward)}/${onward.date}`);
  if (item.inward) lines.push(`INW/${writeFlight(item.inward)}/${item.inward.date}/${item.inward.airport}`);
  return lines;
}

/** The last line: CONT when another part follows, LAST otherwise. */
export function readPartEnd(segments: Segment[], lastLine: number): 'CONT' | 'LAST' {
  const last = segments.at(-1);
  if (!last || last.fields.length !== 1 || !PARTS.includes(last.fields[0] as 'CONT')) {
    throw new CimpError('missing-mandatory-line', lastLine, 'The message must end with CONT (another part follows) or LAST');
  }
  return last.fields[0] as 'CONT' | 'LAST';
}
