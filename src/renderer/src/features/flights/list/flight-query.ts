import { FlightListQuerySchema, type FlightListQuery } from '@shared/flights';
import { parseViewQuery, sortDirection, viewQueryParams } from '@/lib/view-query';

// The flights list's view lives in its address (page, size, sort and filters), so Back from a
// flight returns to the same rows and the block page keeps it while the user is elsewhere.

/** The filters of the list: what its Reset clears and its panel counts. */
export const FLIGHT_FILTERS = ['from', 'to', 'departure', 'arrival', 'number', 'status', 'sale'] as const;
export type FlightFilter = (typeof FLIGHT_FILTERS)[number];

export const DEFAULT_FLIGHT_QUERY: FlightListQuery = { page: 1, size: 20, sort: 'std' };

/** The list's query from the address; a value the schema refuses is left out and the rest kept. */
export const parseFlightQuery = (raw: Record<string, unknown>): FlightListQuery => parseViewQuery(FlightListQuerySchema, raw, DEFAULT_FLIGHT_QUERY);

/** The address's query for a view: defaults and unset filters left out. */
export const flightQueryParams = (query: FlightListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_FLIGHT_QUERY, FLIGHT_FILTERS);

/** How many filters are set: the folded panel's toggle shows it. */
export const flightFilterCount = (query: FlightListQuery): number => FLIGHT_FILTERS.filter((key) => query[key] !== undefined).length;

/** The view with its filters cleared, on the first page; the sort and the page size stay. */
export function withoutFilters(query: FlightListQuery): FlightListQuery {
  return { page: 1, size: query.size, sort: query.sort };
}

/** The sort a column's header sets next: ascending, descending, then the list's default. */
export function nextSort(current: FlightListQuery['sort'], key: 'std' | 'number' | 'departure' | 'arrival' | 'load'): FlightListQuery['sort'] {
  if (current === key) return `-${key}`;
  if (current === `-${key}` && key !== 'std') return 'std';
  return key;
}

export { sortDirection };
