import * as v from 'valibot';
import { WEEKDAYS } from '../constants';
import { DATE_RANGE_ORDER } from '../resources/define';
import { f } from '../resources/fields';
import { SERVICE_TYPES } from '../settings';
import { FLIGHT_NUMBER } from '../technology';
import { M, msg } from '../validation';
import { addDays, daysBetween, isoWeekday, localToUtc } from './zones';

// A flight as staff add it (section 3, "single or periodic schedule"): a number, one or more legs
// with local departure and arrival times, an aircraft, a service type, and either one date or a
// period with days of the week and exceptions. The schedule expands into flight dates; each date's
// legs get their UTC instants from the airports' zones, so a period across a clock change keeps
// its local times (IATA SSIM practice).

/** The most legs one flight has (a multi-stop northern milk run has five or six). */
export const MAX_LEGS = 8;
/** A period spans at most a year and a day: a whole IATA season with margin. */
export const MAX_PERIOD_DAYS = 366;
/** The longest a leg may take, hours: anything longer is a typo in a time or a day. */
export const MAX_LEG_HOURS = 20;

export const P = {
  legsJoin: 'flights:problems.legsJoin',
  arrivalBeforeDeparture: 'flights:problems.arrivalBeforeDeparture',
  departureBeforeArrival: 'flights:problems.departureBeforeArrival',
  legTooLong: 'flights:problems.legTooLong',
  firstDay: 'flights:problems.firstDay',
  periodTooLong: 'flights:problems.periodTooLong',
  noDates: 'flights:problems.noDates',
  sameAirports: 'resources:problems.sameAirports',
  unknownAircraft: 'flights:problems.unknownAircraft',
  tailOfOtherType: 'flights:problems.tailOfOtherType',
  unknownZone: 'flights:problems.unknownZone',
  exists: 'flights:problems.exists',
  departed: 'flights:problems.departed',
  canceled: 'flights:problems.canceled',
  hasBookings: 'flights:problems.hasBookings',
  notInternational: 'flights:problems.notInternational',
  notOnBoard: 'flights:problems.notOnBoard',
  estimateOrder: 'flights:problems.estimateOrder',
  statusOrder: 'flights:problems.statusOrder',
} as const;

/** An aircraft registration as the capacity handbook writes it. */
export const REGISTRATION = /^[A-Z0-9]{1,2}-?[A-Z0-9]{2,6}$/;

const time = v.pipe(v.string(msg(M.invalidType)), v.trim(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg(M.invalid)));
const dayOffset = (max: number) => v.optional(v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(0, msg(M.minValue)), v.maxValue(max, msg(M.maxValue))), 0);

export const ScheduleLegSchema = v.strictObject({
  departure: f.airport({ required: true }).schema,
  arrival: f.airport({ required: true }).schema,
  /** Local time of departure at `departure`, HH:MM. */
  std: time,
  /** Days after the flight date the leg departs (0 for the first leg). */
  stdDay: dayOffset(3),
  /** Local time of arrival at `arrival`, HH:MM. */
  sta: time,
  /** Days after the flight date the leg arrives: 1 for an arrival the next day. */
  staDay: dayOffset(4),
});
export type ScheduleLeg = v.InferOutput<typeof ScheduleLegSchema>;

export const FlightNumberSchema = v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(FLIGHT_NUMBER, msg(M.invalid)));

const optionalText = (max: number) =>
  v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(max, msg(M.maxLength)), v.transform((s) => s || null))), null);

/** What staff fill in to add a flight or change its schedule. */
export const ScheduleBodySchema = v.strictObject({
  /** The airline's own number without its code: 103, 4501A. */
  number: FlightNumberSchema,
  periodic: v.optional(v.boolean(msg(M.invalidType)), false),
  /** The single date, or the first of the period. */
  begin: f.date({ required: true }).schema,
  /** The last date of a period; a single flight ignores it. */
  finish: v.optional(v.nullable(f.date().schema), null),
  /** Section 9's weekdays, 1 Monday to 7 Sunday; a period needs at least one. */
  weekdays: v.optional(v.pipe(v.array(v.picklist(WEEKDAYS, msg(M.invalid)), msg(M.invalidType)), v.maxLength(7, msg(M.maxLength))), []),
  /** Dates of the period without the flight. */
  exceptions: v.optional(v.pipe(v.array(f.date({ required: true }).schema, msg(M.invalidType)), v.maxLength(MAX_PERIOD_DAYS, msg(M.maxLength))), []),
  legs: v.pipe(v.array(ScheduleLegSchema, msg(M.invalidType)), v.minLength(1, msg(M.required)), v.maxLength(MAX_LEGS, msg(M.maxLength))),
  aircraftType: f.aircraftType({ required: true }).schema,
  /** The aircraft's registration, when known: RA-73001, VQ-BJI. */
  tailNumber: v.optional(
    v.nullable(
      v.pipe(
        v.string(msg(M.invalidType)),
        v.trim(),
        v.toUpperCase(),
        v.transform((s) => s || null),
        v.nullable(v.pipe(v.string(), v.regex(REGISTRATION, msg(M.invalid)))),
      ),
    ),
    null,
  ),
  /** IATA service type (stc): J scheduled passenger, C passenger charter, F/H/A cargo... */
  serviceType: v.picklist(SERVICE_TYPES, msg(M.invalid)),
  comments: optionalText(1000),
});
export type ScheduleBody = v.InferOutput<typeof ScheduleBodySchema>;

/** A problem of a schedule on one of its fields (`legs.1.sta`), with the message's key and values. */
export interface ScheduleProblem {
  field: string;
  message: string;
}

/** One leg of one flight date, with its instants. */
export interface ExpandedLeg {
  seq: number;
  departure: string;
  arrival: string;
  std: Date;
  sta: Date;
}

export interface ExpandedFlight {
  /** The flight date: the first leg's local departure date. */
  date: string;
  legs: ExpandedLeg[];
}

/** The dates a schedule flies, in order: the single date, or the period's matching weekdays less exceptions. */
export function scheduleDates(schedule: Pick<ScheduleBody, 'periodic' | 'begin' | 'finish' | 'weekdays' | 'exceptions'>): string[] {
  if (!schedule.periodic) return [schedule.begin];
  const finish = schedule.finish ?? schedule.begin;
  const days = daysBetween(schedule.begin, finish);
  if (days < 0 || days > MAX_PERIOD_DAYS) return [];
  const skip = new Set(schedule.exceptions);
  const weekdays = new Set<number>(schedule.weekdays);
  const dates: string[] = [];
  for (let day = 0; day <= days; day += 1) {
    const date = addDays(schedule.begin, day);
    if (weekdays.has(isoWeekday(date)) && !skip.has(date)) dates.push(date);
  }
  return dates;
}

/** A date's legs with their UTC instants; `zone` gives an airport's IANA zone. */
export function expandLegs(date: string, legs: readonly ScheduleLeg[], zone: (airport: string) => string): ExpandedLeg[] {
  return legs.map((leg, seq) => ({
    seq,
    departure: leg.departure,
    arrival: leg.arrival,
    std: localToUtc(addDays(date, leg.stdDay), leg.std, zone(leg.departure)),
    sta: localToUtc(addDays(date, leg.staDay), leg.sta, zone(leg.arrival)),
  }));
}

/** Every flight date of a schedule with its legs. */
export function expandSchedule(schedule: ScheduleBody, zone: (airport: string) => string): ExpandedFlight[] {
  return scheduleDates(schedule).map((date) => ({ date, legs: expandLegs(date, schedule.legs, zone) }));
}

const HOUR = 3_600_000;

/**
 * What is wrong with a schedule beyond its fields' own shapes, on the field to fix: legs that do not
 * join, an arrival before its departure (in UTC, so across zones and midnight), a period that is
 * reversed, too long or has no date. `zone` answers null for an airport without a known zone.
 */
export function scheduleProblems(schedule: ScheduleBody, zone: (airport: string) => string | null): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const add = (field: string, message: string) => problems.push({ field, message });
  if (schedule.periodic) {
    const finish = schedule.finish;
    if (finish === null) add('finish', M.required);
    else if (finish < schedule.begin) add('finish', DATE_RANGE_ORDER);
    else if (daysBetween(schedule.begin, finish) > MAX_PERIOD_DAYS) add('finish', P.periodTooLong);
    if (schedule.weekdays.length === 0) add('weekdays', M.required);
    else if (finish !== null && finish >= schedule.begin && scheduleDates(schedule).length === 0) add('weekdays', P.noDates);
  }
  let zonesKnown = true;
  schedule.legs.forEach((leg, index) => {
    if (leg.departure === leg.arrival) add(`legs.${index}.arrival`, P.sameAirports);
    const previous = schedule.legs[index - 1];
    if (previous && previous.arrival !== leg.departure) add(`legs.${index}.departure`, P.legsJoin);
    if (index === 0 && leg.stdDay !== 0) add('legs.0.stdDay', P.firstDay);
    for (const [airport, field] of [
      [leg.departure, 'departure'],
      [leg.arrival, 'arrival'],
    ] as const) {
      if (zone(airport) === null) {
        add(`legs.${index}.${field}`, P.unknownZone);
        zonesKnown = false;
      }
    }
  });
  if (!zonesKnown || problems.some((p) => p.field.startsWith('legs.'))) return problems;
  // Times are checked on the first date: zone offsets move by an hour at most across a period.
  const legs = expandLegs(schedule.begin, schedule.legs, (airport) => zone(airport)!);
  legs.forEach((leg, index) => {
    const hours = (leg.sta.getTime() - leg.std.getTime()) / HOUR;
    if (hours <= 0) add(`legs.${index}.sta`, P.arrivalBeforeDeparture);
    else if (hours > MAX_LEG_HOURS) add(`legs.${index}.sta`, P.legTooLong);
    const previous = legs[index - 1];
    if (previous && leg.std.getTime() <= previous.sta.getTime()) add(`legs.${index}.std`, P.departureBeforeArrival);
  });
  return problems;
}
