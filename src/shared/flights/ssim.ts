import { WEEKDAYS } from '../constants';
import { SERVICE_TYPES } from '../settings';
import { FLIGHT_NUMBER } from '../technology';

// IATA SSIM Chapter 7: a schedule file of fixed 200-character records. Type 1 opens the file, Type 2
// names the carrier and its season, each Type 3 is one leg of one flight over a period, Type 4 adds
// segment data (not needed for the cabinet's schedules), Type 5 closes the carrier's part. Pure:
// what the cabinet does with the legs is the flights module's. A record that does not read is
// refused with its line and why; the others still read.

export const SSIM_RECORD_LENGTH = 200;

/** Why a record is refused: a message key of the flights namespace with its values. */
export interface SsimProblem {
  key: string;
  params?: Record<string, string | number>;
}

export interface SsimRefusal extends SsimProblem {
  /** The record's 1-based line in the file. */
  record: number;
}

/** The carrier record (Type 2): whose schedule it is and for which season. */
export interface SsimCarrier {
  record: number;
  airline: string;
  /** L: local times, U: UTC. */
  timeMode: 'L' | 'U';
  season: string;
  validFrom: string;
  validTo: string;
  created: string;
}

/** One flight leg over a period (Type 3), its times local at each station. */
export interface SsimLeg {
  record: number;
  airline: string;
  /** The flight number as the cabinet writes it: digits without leading zeros, then any suffix. */
  number: string;
  itinerary: string;
  legSequence: number;
  serviceType: string;
  from: string;
  to: string;
  /** ISO weekdays the leg flies, 1 Monday to 7 Sunday. */
  weekdays: number[];
  departure: string;
  std: string;
  /** Days after the period's date the leg departs (SSIM's date variation). */
  stdDay: number;
  arrival: string;
  sta: string;
  staDay: number;
  aircraftType: string;
}

export interface SsimFile {
  carriers: SsimCarrier[];
  legs: SsimLeg[];
  refused: SsimRefusal[];
  /** Records read that are neither legs nor carriers (Type 1, 4, 5). */
  other: number;
}

const K = (key: string) => `flights:ssim.problems.${key}`;
class Refused extends Error {
  constructor(
    readonly key: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(key);
  }
}
const refuse = (key: string, params?: Record<string, string | number>): never => {
  throw new Refused(K(key), params);
};

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `01DEC26` as `2026-12-01`; null when it is no date. */
export function ssimDate(value: string): string | null {
  const match = /^(\d{2})([A-Z]{3})(\d{2})$/.exec(value);
  if (!match) return null;
  const month = MONTHS.indexOf(match[2]!) + 1;
  const day = Number(match[1]);
  const year = 2000 + Number(match[3]);
  if (month === 0 || day < 1) return null;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // Date rolls 31 April over to 1 May: a day past the month's end is no date.
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : null;
}

const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

function date(line: string, from: number, name: string): string {
  const value = field(line, from, from + 6);
  return ssimDate(value) ?? refuse('date', { field: name, value: value.trim() });
}

function time(line: string, from: number, name: string): string {
  const value = field(line, from, from + 3);
  const match = /^([01]\d|2[0-3])([0-5]\d)$/.exec(value);
  if (!match) return refuse('time', { field: name, value: value.trim() });
  return `${match[1]}:${match[2]}`;
}

function station(line: string, from: number, name: string): string {
  const value = field(line, from, from + 2);
  return /^[A-Z]{3}$/.test(value) ? value : refuse('station', { field: name, value: value.trim() });
}

function variation(line: string, from: number, name: string): void {
  const value = field(line, from, from + 4);
  if (!/^[+-]([01]\d|2[0-3])[0-5]\d$/.test(value)) refuse('utcVariation', { field: name, value: value.trim() });
}

/** SSIM's date variation: blank or 0 the period's day, 1 or 2 days after; A (the day before) the cabinet cannot keep. */
function dayVariation(value: string, name: string): number {
  if (value === ' ' || value === '0') return 0;
  if (value === '1' || value === '2') return Number(value);
  return refuse('dateVariation', { field: name, value });
}

function days(value: string): number[] {
  const weekdays: number[] = [];
  for (const [index, char] of [...value].entries()) {
    if (char === ' ') continue;
    if (char !== String(index + 1)) return refuse('days', { value: value.trim() });
    weekdays.push(WEEKDAYS[index]!);
  }
  return weekdays.length ? weekdays : refuse('days', { value: value.trim() });
}

const airline = (line: string): string => {
  const value = field(line, 3, 5).trim();
  return /^[A-Z0-9]{2}[A-Z]?$/.test(value) ? value : refuse('airline', { value });
};

function readCarrier(line: string, record: number): SsimCarrier {
  const mode = field(line, 2, 2);
  if (mode !== 'L' && mode !== 'U') refuse('timeMode', { value: mode });
  return {
    record,
    airline: airline(line),
    timeMode: mode as 'L' | 'U',
    season: field(line, 11, 13).trim(),
    validFrom: date(line, 15, 'validFrom'),
    validTo: date(line, 22, 'validTo'),
    created: date(line, 29, 'created'),
  };
}

function readLeg(line: string, record: number, carrier: SsimCarrier | undefined): SsimLeg {
  // The cabinet keeps local times: a UTC file would need each date's offsets, which the file does not carry per date.
  if (carrier?.timeMode === 'U') refuse('utcMode');
  const designator = airline(line);
  const digits = field(line, 6, 9);
  const suffix = field(line, 2, 2).trim();
  if (!/^[ 0-9]{3}\d$/.test(digits)) refuse('flightNumber', { value: `${digits.trim()}${suffix}` });
  const number = `${Number(digits.trim())}${suffix}`;
  if (!FLIGHT_NUMBER.test(number)) refuse('flightNumber', { value: number });
  const itinerary = field(line, 10, 11);
  if (!/^\d{2}$/.test(itinerary)) refuse('itinerary', { value: itinerary.trim() });
  const sequence = field(line, 12, 13);
  if (!/^\d{2}$/.test(sequence) || Number(sequence) < 1) refuse('legSequence', { value: sequence.trim() });
  const serviceType = field(line, 14, 14);
  if (!(SERVICE_TYPES as readonly string[]).includes(serviceType)) refuse('serviceType', { value: serviceType.trim(), types: SERVICE_TYPES.join(', ') });
  const from = date(line, 15, 'periodFrom');
  const to = date(line, 22, 'periodTo');
  if (to < from) refuse('periodOrder', { from, to });
  const weekdays = days(field(line, 29, 35));
  const departure = station(line, 37, 'departure');
  // The aircraft's departure and arrival times are the schedule's (the passengers' may differ by a few minutes).
  const std = time(line, 44, 'std');
  variation(line, 48, 'departureVariation');
  const arrival = station(line, 55, 'arrival');
  const sta = time(line, 58, 'sta');
  variation(line, 66, 'arrivalVariation');
  const aircraftType = field(line, 73, 75);
  if (!/^[A-Z0-9]{3}$/.test(aircraftType)) refuse('aircraftType', { value: aircraftType.trim() });
  return {
    record,
    airline: designator,
    number,
    itinerary,
    legSequence: Number(sequence),
    serviceType,
    from,
    to,
    weekdays,
    departure,
    std,
    stdDay: dayVariation(field(line, 193, 193), 'departureDay'),
    arrival,
    sta,
    staDay: dayVariation(field(line, 194, 194), 'arrivalDay'),
    aircraftType,
  };
}

/** Reads a SSIM file (CRLF or LF; short lines padded with spaces): every record read or refused with its line. */
export function readSsim(text: string): SsimFile {
  const file: SsimFile = { carriers: [], legs: [], refused: [], other: 0 };
  const lines = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').split('\n');
  let carrier: SsimCarrier | undefined;
  for (const [index, raw] of lines.entries()) {
    const record = index + 1;
    const trimmed = raw.replace(/\s+$/, '');
    // Blank lines, and the zero records that fill a block to its 1,000 bytes, are not records.
    if (trimmed === '' || /^0+$/.test(trimmed)) continue;
    try {
      if (trimmed.length > SSIM_RECORD_LENGTH) refuse('length', { length: trimmed.length, max: SSIM_RECORD_LENGTH });
      const line = trimmed.padEnd(SSIM_RECORD_LENGTH, ' ');
      switch (line[0]) {
        case '1':
          if (!line.startsWith('1AIRLINE STANDARD SCHEDULE DATA SET')) refuse('header');
          file.other += 1;
          break;
        case '2':
          carrier = readCarrier(line, record);
          file.carriers.push(carrier);
          break;
        case '3':
          file.legs.push(readLeg(line, record, carrier));
          break;
        case '4':
        case '5':
          file.other += 1;
          break;
        default:
          refuse('recordType', { value: line[0]! });
      }
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      file.refused.push({ record, key: error.key, ...(error.params ? { params: error.params } : {}) });
    }
  }
  return file;
}

/** The legs of one flight number and itinerary variation: one periodic schedule of the cabinet. */
export interface SsimSchedule {
  number: string;
  itinerary: string;
  records: number[];
  begin: string;
  finish: string;
  weekdays: number[];
  serviceType: string;
  aircraftType: string;
  legs: { departure: string; arrival: string; std: string; stdDay: number; sta: string; staDay: number }[];
}

export interface SsimGroup {
  records: number[];
  number: string;
  itinerary: string;
  schedule: SsimSchedule | null;
  /** Why the group makes no schedule (its legs disagree). */
  problem?: SsimProblem;
}

/**
 * The legs grouped by flight number and itinerary variation, in leg sequence order. In SSIM every leg
 * of a flight carries the flight's period and days (of its first departure) and its own date
 * variations, so the legs of a group must agree on them and on the type the schedule keeps once.
 */
export function ssimSchedules(legs: readonly SsimLeg[]): SsimGroup[] {
  const groups = new Map<string, SsimLeg[]>();
  for (const leg of legs) {
    const key = `${leg.number}/${leg.itinerary}`;
    groups.set(key, [...(groups.get(key) ?? []), leg]);
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort((a, b) => a.legSequence - b.legSequence);
    const first = sorted[0]!;
    const base = { records: sorted.map((leg) => leg.record), number: first.number, itinerary: first.itinerary };
    const same = (leg: SsimLeg) => leg.from === first.from && leg.to === first.to && leg.weekdays.join() === first.weekdays.join();
    if (new Set(sorted.map((leg) => leg.legSequence)).size !== sorted.length) return { ...base, schedule: null, problem: { key: K('legTwice') } };
    if (!sorted.every(same)) return { ...base, schedule: null, problem: { key: K('legsPeriod') } };
    if (!sorted.every((leg) => leg.aircraftType === first.aircraftType && leg.serviceType === first.serviceType)) {
      return { ...base, schedule: null, problem: { key: K('legsAircraft') } };
    }
    return {
      ...base,
      schedule: {
        ...base,
        begin: first.from,
        finish: first.to,
        weekdays: first.weekdays,
        serviceType: first.serviceType,
        aircraftType: first.aircraftType,
        legs: sorted.map(({ departure, arrival, std, stdDay, sta, staDay }) => ({ departure, arrival, std, stdDay, sta, staDay })),
      },
    };
  });
}
