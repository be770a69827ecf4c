import * as v from 'valibot';
import { isValidSerial } from '../../awb';
import { CimpError } from './fault';

// The elements most messages share, each read from its text (naming the line when it does not
// read) and written back the one way the codec writes it.

export const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;
/** A day and month's pattern (`15MAR`), for the lines that may hold one or something else. */
export const DAY_MONTH_SOURCE = `(?:0[1-9]|[12]\\d|3[01])(?:${MONTHS.join('|')})`;

export const AirportSchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'an IATA airport code: three capital letters'));
export const CarrierSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{2}[A-Z]?$/, 'an airline designator: two characters (a third letter for ICAO-style codes)'));
/** A flight number without its carrier: 1 to 4 digits and an optional operational suffix letter. */
export const FlightNumberSchema = v.pipe(v.string(), v.regex(/^\d{1,4}[A-Z]?$/, 'a flight number: 1 to 4 digits and an optional letter'));
/** A day and month as Cargo-IMP writes them: `15MAR`. */
export const DayMonthSchema = v.pipe(v.string(), v.regex(new RegExp(`^${DAY_MONTH_SOURCE}$`), 'a day and month: 15MAR'));
/** A time of day, hours and minutes: `0530`. */
export const TimeSchema = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3])[0-5]\d$/, 'a time: HHMM'));
/** An AWB number as the cabinet writes it, `PPP-SSSSSSSS`, its check digit right. */
export const AwbSchema = v.pipe(
  v.string(),
  v.regex(/^\d{3}-\d{8}$/, 'an AWB number: PPP-SSSSSSSS'),
  v.check((awb) => isValidSerial(awb.slice(4)), 'the AWB number’s check digit is wrong'),
);
export const PiecesSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999));
/** A weight or volume figure: at most 7 characters with its decimal point, one decimal place. */
export const FigureSchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.check((value) => Number.isFinite(value) && formatFigure(value).length <= 7 && Number(formatFigure(value)) === value, 'a figure of at most 7 characters with at most two decimals'),
);
export const WEIGHT_UNITS = ['K', 'L'] as const;
export const VOLUME_UNITS = ['MC', 'CC', 'CF', 'CI'] as const;
export const ShcSchema = v.pipe(v.string(), v.regex(/^[A-Z0-9]{3}$/, 'a special handling code: three characters'));
/** Free text within a line: Cargo-IMP's characters, no `/`. */
export const freeText = (max: number) =>
  v.pipe(
    v.string(),
    v.minLength(1),
    v.maxLength(max),
    v.regex(/^[A-Z0-9 .\-()',:?+=]+$/, 'capital Latin letters, digits, spaces and . - ( ) \' , : ? + ='),
    // A line's trailing spaces do not survive the wire (readMessage drops them).
    v.regex(/[^ ]$/, 'no space at the end'),
  );

/** The figure the shortest way: `950.5`, `12`. */
export function formatFigure(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function bad(line: number, detail: string): never {
  throw new CimpError('bad-element', line, detail);
}

/** A number of pieces, weight or volume as written: digits with an optional decimal point. */
export function readFigure(text: string, line: number, what: string): number {
  if (!/^\d+(\.\d{1,2})?$/.test(text) || text.length > 7) bad(line, `${what} "${text}" is not a figure of at most 7 characters`);
  return Number(text);
}

export function readPieces(text: string, line: number, what = 'The number of pieces'): number {
  if (!/^\d{1,4}$/.test(text)) bad(line, `${what} "${text}" is not 1 to 4 digits`);
  return Number(text);
}

export function readAirport(text: string, line: number, what = 'The airport'): string {
  if (!/^[A-Z]{3}$/.test(text)) bad(line, `${what} "${text}" is not a three-letter IATA code`);
  return text;
}

export function readDayMonth(text: string, line: number): string {
  if (!v.is(DayMonthSchema, text)) bad(line, `The date "${text}" is not a day and month such as 15MAR`);
  return text;
}

export function readTime(text: string, line: number): string {
  if (!v.is(TimeSchema, text)) bad(line, `The time "${text}" is not HHMM`);
  return text;
}

export function readShc(text: string, line: number): string {
  if (!/^[A-Z0-9]{3}$/.test(text)) bad(line, `The special handling code "${text}" is not three characters`);
  return text;
}

/** `PPP-SSSSSSSS`, the check digit checked (the serial's first seven digits mod 7). */
export function readAwb(text: string, line: number): string {
  const match = /^(\d{3})-(\d{8})$/.exec(text);
  if (!match) bad(line, `"${text}" is not an AWB number PPP-SSSSSSSS`);
  if (!isValidSerial(match[2]!)) {
    throw new CimpError('awb-check-digit', line, `The AWB number ${text} fails its check digit: ${match[2]!.slice(0, 7)} mod 7 is ${Number(match[2]!.slice(0, 7)) % 7}, not ${match[2]![7]}`);
  }
  return text;
}

/** A carrier and flight number written together: `UT561`, `SU1234A`. */
export function readFlight(text: string, line: number): { carrier: string; number: string } {
  const match = /^([A-Z0-9]{2})(\d{1,4}[A-Z]?)$/.exec(text) ?? /^([A-Z]{3})(\d{1,4}[A-Z]?)$/.exec(text);
  if (!match) bad(line, `"${text}" is not a carrier and flight number such as UT561`);
  return { carrier: match[1]!, number: match[2]! };
}

export const writeFlight = (flight: { carrier: string; number: string }): string => `${flight.carrier}${flight.number}`;

/** A weight: its unit (K kilograms, L pounds) and figure, `K950.5`. */
export function readWeight(text: string, line: number): { weightUnit: 'K' | 'L'; weight: number } {
  const unit = text[0];
  if (unit !== 'K' && unit !== 'L') bad(line, `The weight "${text}" does not start with its unit K or L`);
  return { weightUnit: unit, weight: readFigure(text.slice(1), line, 'The weight') };
}

/** A volume (`MC1.25`) or a density group (`DG10`). */
export function readVolume(text: string, line: number): { volume?: { unit: (typeof VOLUME_UNITS)[number]; value: number }; densityGroup?: number } | null {
  if (/^DG\d{1,2}$/.test(text)) return { densityGroup: Number(text.slice(2)) };
  // A goods description may start like a volume (CIGARETTES, CCTV, CF8A): a volume is its unit and a figure, whole.
  const unit = VOLUME_UNITS.find((code) => text.startsWith(code) && /^\d+(\.\d+)?$/.test(text.slice(2)));
  if (!unit) return null;
  return { volume: { unit, value: readFigure(text.slice(2), line, 'The volume') } };
}

/** Elements a line must have: the missing one named. */
export function field(fields: string[], index: number, line: number, what: string): string {
  const value = fields[index];
  if (value === undefined || value === '') bad(line, `${what} is missing`);
  return value;
}
