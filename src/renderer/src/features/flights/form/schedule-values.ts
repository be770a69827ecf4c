import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import * as v from 'valibot';
import type { SERVICE_TYPES } from '@shared/settings';
import { addDays, localToUtc, MAX_LEG_HOURS, P, scheduleProblems, ScheduleBodySchema, type FlightInfo, type ScheduleBody } from '@shared/flights';
import { issuesToFields, M, type FieldMessages } from '@shared/validation';

// The add / edit flight form's values and their way to the schedule body the server takes: the
// shared schema checks them as the server will, then the schedule's own problems (legs that do not
// join, an arrival before its departure) land on the field to fix, as the server's 400 does.

export interface LegValues {
  departure: string | null;
  arrival: string | null;
  /** Local time at the departure airport, HH:MM. */
  std: string;
  stdDay: number;
  /** Local time at the arrival airport, HH:MM. */
  sta: string;
  staDay: number;
}

export interface ScheduleValues {
  number: string;
  periodic: boolean;
  /** The single date or the first of the period: an ISO day, or text typed that is none. */
  begin: string | null;
  finish: string | null;
  weekdays: number[];
  exceptions: string[];
  legs: LegValues[];
  aircraftType: string | null;
  tailNumber: string;
  serviceType: (typeof SERVICE_TYPES)[number];
  comments: string;
}

export const emptyLeg = (departure: string | null = null): LegValues => ({ departure, arrival: null, std: '', stdDay: 0, sta: '', staDay: 0 });

/** A new flight: one leg, a scheduled passenger flight (the capacity handbooks are for those). */
export const emptySchedule = (): ScheduleValues => ({
  number: '',
  periodic: false,
  begin: null,
  finish: null,
  weekdays: [],
  exceptions: [],
  legs: [emptyLeg()],
  aircraftType: null,
  tailNumber: '',
  serviceType: 'J',
  comments: '',
});

/** The form filled from a flight's schedule (the edit page). */
export function valuesOfSchedule(schedule: FlightInfo['schedule']): ScheduleValues {
  return {
    number: schedule.number,
    periodic: schedule.periodic,
    begin: schedule.begin,
    finish: schedule.finish,
    weekdays: [...schedule.weekdays],
    exceptions: [...schedule.exceptions].sort(),
    legs: schedule.legs.map((leg) => ({ ...leg })),
    aircraftType: schedule.aircraftType,
    tailNumber: schedule.tailNumber ?? '',
    serviceType: schedule.serviceType,
    comments: schedule.comments ?? '',
  };
}

/**
 * The form field a message of the schedule (`legs.1.sta`, `weekdays.2`, `exceptions.0`) shows on,
 * for a form of `legs` legs and `exceptions` exception dates; null: the form's own message.
 */
export function fieldOfPath(path: string, counts: { legs: number; exceptions: number }): string | null {
  const [head, index, leaf] = path.split('.');
  switch (head) {
    case 'number':
    case 'periodic':
    case 'begin':
    case 'finish':
    case 'aircraftType':
    case 'tailNumber':
    case 'serviceType':
    case 'comments':
      return head;
    case 'weekdays':
      return 'weekdays';
    case 'exceptions':
      return index !== undefined && Number(index) < counts.exceptions ? `exceptions.${index}` : 'exceptions';
    case 'legs': {
      if (index === undefined || !(Number(index) < counts.legs)) return 'legs';
      return leaf && ['departure', 'arrival', 'std', 'stdDay', 'sta', 'staDay'].includes(leaf) ? `legs.${index}.${leaf}` : `legs.${index}.departure`;
    }
    default:
      return null;
  }
}

/** Messages by path as the form's nested errors: `legs.1.sta` at `errors.legs[1].sta`. */
export function nestErrors(fields: FieldMessages, values: ScheduleValues, type = 'validation'): { errors: FieldErrors<ScheduleValues>; unplaced: string[] } {
  const errors: FieldErrors<ScheduleValues> = {};
  const unplaced: string[] = [];
  const counts = { legs: values.legs.length, exceptions: values.exceptions.length };
  for (const [path, message] of Object.entries(fields)) {
    const field = fieldOfPath(path, counts);
    if (field === null) unplaced.push(message);
    else if (!getPath(errors, field)) set(errors, field, { type, message });
  }
  return { errors, unplaced };
}

function getPath(target: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), target);
}

/** An airport's IANA zone, or null when the form does not know it (the server checks then). */
export type ZoneOf = (airport: string) => string | null;

/** The schedule's problems the form can see; an airport whose zone it does not know is not one. */
export function formProblems(body: ScheduleBody, zone: ZoneOf): FieldMessages {
  const fields: FieldMessages = {};
  for (const problem of scheduleProblems(body, zone)) {
    if (problem.message === P.unknownZone) continue;
    fields[problem.field] ??= problem.message;
  }
  return fields;
}

/** What the form's values say, by field: the shared schema's messages, then the schedule's problems. */
export function scheduleMessages(values: ScheduleValues, zone: ZoneOf): FieldMessages {
  const parsed = v.safeParse(ScheduleBodySchema, values);
  if (parsed.success) return formProblems(parsed.output, zone);
  // A field left empty is to be filled in, not "wrong" (a number or a time checked by its pattern).
  const fields = issuesToFields(parsed.issues);
  for (const path of Object.keys(fields)) {
    const value = getPath(values, path);
    if (value === '' || value === null) fields[path] = M.required;
  }
  return fields;
}

/** The form's resolver: every message on its field, as the server would place it. */
export function scheduleResolver(zone: ZoneOf): Resolver<ScheduleValues> {
  return async (values) => {
    const fields = scheduleMessages(values, zone);
    if (!Object.keys(fields).length) return { values, errors: {} };
    return { values: {}, errors: nestErrors(fields, values).errors };
  };
}

/** The body the save sends: the values as the shared schema reads them (trimmed, upper case, nulls). */
export const toScheduleBody = (values: ScheduleValues): ScheduleBody => v.parse(ScheduleBodySchema, values);

const HOUR = 3_600_000;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The day a leg arrives when its arrival, as typed, would come before its departure: the first day
 * after which it lands after take-off, within the longest a leg may take. Null when the form cannot
 * tell (an airport's zone unknown, a time or the date not filled) or the leg is right as it is.
 */
export function suggestedStaDay(date: string | null, leg: LegValues, zone: ZoneOf): number | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !leg.departure || !leg.arrival || !TIME.test(leg.std) || !TIME.test(leg.sta)) return null;
  const from = zone(leg.departure);
  const to = zone(leg.arrival);
  if (!from || !to) return null;
  const std = localToUtc(addDays(date, leg.stdDay), leg.std, from).getTime();
  const arrivesAfter = (day: number) => localToUtc(addDays(date, day), leg.sta, to).getTime() > std;
  if (arrivesAfter(leg.staDay)) return null;
  for (let day = leg.staDay + 1; day <= 4; day += 1) {
    if (arrivesAfter(day)) return (localToUtc(addDays(date, day), leg.sta, to).getTime() - std) / HOUR <= MAX_LEG_HOURS ? day : null;
  }
  return null;
}
