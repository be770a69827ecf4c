import type { Season } from '../constants';
import { isoWeekday } from './zones';

// Two calendars of seasons meet in capacity. The handbooks (payloads, baggage, passenger norms) are
// kept by section 9's four seasons, read as the meteorological ones; the airline settings give
// passenger weights for winter and summer, which are IATA's two scheduling seasons.

/** Section 9's season of a local date: December to February winter, March to May spring, and so on. */
export function seasonOf(date: string): Season {
  const month = Number(date.slice(5, 7));
  if (month === 12 || month <= 2) return 'WINTER';
  if (month <= 5) return 'SPRING';
  if (month <= 8) return 'SUMMER';
  return 'AUTUMN';
}

/** The last Sunday of a month, `YYYY-MM-DD`. */
function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const back = isoWeekday(last) % 7;
  return new Date(Date.UTC(year, month - 1, Number(last.slice(8)) - back)).toISOString().slice(0, 10);
}

/**
 * IATA's scheduling season of a local date: summer from the last Sunday of March to the day before
 * the last Sunday of October, winter otherwise. Passenger standard weights follow it.
 */
export function iataSeasonOf(date: string): 'winter' | 'summer' {
  const year = Number(date.slice(0, 4));
  return date >= lastSunday(year, 3) && date < lastSunday(year, 10) ? 'summer' : 'winter';
}
