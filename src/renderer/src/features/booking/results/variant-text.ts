import { daysBetween } from '../days';

// How a variant's times read. The search answers each departure and arrival as the airport's
// local time with its offset (`2026-12-01T07:00+05:00`); people read the wall clock at the airport,
// never their browser's, so the time is taken from the text itself rather than through a Date.

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** The airport's wall clock of a local time with its offset: its date, its `HH:MM` and the offset. */
export function wallClock(local: string): { date: string; time: string; offset: string } {
  const match = LOCAL.exec(local);
  if (!match) throw new Error(`Not a local time with an offset: ${local}`);
  return { date: match[1]!, time: match[2]!, offset: match[3]! };
}

/** The offset as people write it: "UTC+5", "UTC+5:30", "UTC−3", "UTC". */
export function offsetText(local: string): string {
  const { offset } = wallClock(local);
  if (offset === 'Z' || offset === '+00:00' || offset === '-00:00') return 'UTC';
  const [hours, minutes] = offset.slice(1).split(':') as [string, string];
  const sign = offset.startsWith('-') ? '\u2212' : '+';
  return `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
}

/** Days the wall date falls after `date` (the flight date): 1 shows as "+1", 0 not at all. */
export const dayShift = (local: string, date: string): number => daysBetween(date, wallClock(local).date);

/** Minutes from one instant to another (a connection's wait, a trip's duration). */
export const minutesBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** Whole hours and the minutes left: the parts a duration is written with. */
export const durationParts = (minutes: number): { hours: number; minutes: number } => ({ hours: Math.floor(minutes / 60), minutes: minutes % 60 });

/** The transfers of a variant with the wait at each: the time from one leg's arrival to the next leg's departure. */
export function transferWaits(legs: readonly { arrival: string; sta: string; std: string }[]): { airport: string; minutes: number }[] {
  return legs.slice(1).map((leg, index) => {
    const previous = legs[index]!;
    return { airport: previous.arrival, minutes: minutesBetween(previous.sta, leg.std) };
  });
}

/** A strip day's short names in `locale`: its weekday ("пн", "Mon") and its day and month ("05.12", "05/12"). */
export function stripDay(date: string, locale: string): { weekday: string; day: string } {
  const at = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(at);
  const separator = locale.toLowerCase().startsWith('ru') ? '.' : '/';
  return { weekday, day: `${date.slice(8, 10)}${separator}${date.slice(5, 7)}` };
}
