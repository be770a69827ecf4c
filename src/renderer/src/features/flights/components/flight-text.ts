import { daysBetween } from '@shared/flights';
import { formatDay, formatInstant } from '@/lib/dates';

// How the flights screens write a flight, its legs and their times: the local wall time at each
// airport is what people read; the UTC instant is one hover away.

/** "UT 103": the airline's code and the flight's number. */
export const flightName = (flight: { airline: string; number: string }): string => `${flight.airline} ${flight.number}`;

/** "2/3": the leg's place among the flight's legs; null for a flight of one leg. */
export const legPlace = (leg: { seq: number; legCount: number }): string | null => (leg.legCount > 1 ? `${leg.seq + 1}/${leg.legCount}` : null);

/** "SGC → TJM". */
export const routeName = (leg: { departure: string; arrival: string }): string => `${leg.departure} → ${leg.arrival}`;

/** A flight's legs as one route: "SGC → TJM → VKO". */
export const legsRoute = (legs: readonly { departure: string; arrival: string }[]): string =>
  legs.length ? [legs[0]!.departure, ...legs.map((leg) => leg.arrival)].join(' → ') : '';

/** The date and time of a local `YYYY-MM-DDTHH:MM`. */
export const localParts = (local: string): { date: string; time: string } => ({ date: local.slice(0, 10), time: local.slice(11, 16) });

/** Days a local time falls after the flight date: 1 for "+1" (the next day), 0 the same day. */
export const dayShift = (local: string, flightDate: string): number => daysBetween(flightDate, local.slice(0, 10));

/** An instant as the hover text shows it: "07.03.2026 10:05 UTC". */
export function utcText(instant: string, locale: string): string {
  const iso = new Date(instant).toISOString();
  return `${formatDay(iso.slice(0, 10), locale)} ${iso.slice(11, 16)} UTC`;
}

/** An instant in the reader's own clock, short: "07.03.2026 13:05" (audit times: history, customs answers). */
export const instantText = formatInstant;

