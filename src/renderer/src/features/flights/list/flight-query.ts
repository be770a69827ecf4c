import * as v from 'valibot';
import { FlightListQuerySchema, type FlightListQuery } from '@shared/flights';

// The flights list's view lives in its address (page, size, sort and filters), so Back from a
// flight returns to the same rows and the block page keeps it while the user is elsewhere.

/** The filters of the list: what its Reset clears and its panel counts. */
export const FLIGHT_FILTERS = ['from', 'to', 'departure', 'arrival', 'number', 'status', 'sale'] as const;
export type FlightFilter = (typeof FLIGHT_FILTERS)[number];

export const DEFAULT_FLIGHT_QUERY: FlightListQuery = { page: 1, size: 20, sort: 'std' };

/**
 * The list's query from the address. A value the schema refuses (edited by hand, a stale link) is
 * left out, and the rest of the view kept.
 */
export function parseFlightQuery(raw: Record<string, unknown>): FlightListQuery {
  let input: Record<string, unknown> = Object.fromEntries(Object.entries(raw).filter(([, value]) => typeof value === 'string' && value !== ''));
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = v.safeParse(FlightListQuerySchema, input);
    if (parsed.success) return parsed.output;
    const refused = new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !refused.has(key)));
    if (Object.keys(kept).length === Object.keys(input).length) break;
    input = kept;
  }
  return { ...DEFAULT_FLIGHT_QUERY };
}

/** The address's query for a view: defaults and unset filters left out. */
export function flightQueryParams(query: FlightListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page > 1) params.page = String(query.page);
  if (query.size !== DEFAULT_FLIGHT_QUERY.size) params.size = String(query.size);
  if (query.sort !== DEFAULT_FLIGHT_QUERY.sort) params.sort = query.sort;
  for (const key of FLIGHT_FILTERS) {
    const value = query[key];
    if (value !== undefined && value !== '') params[key] = value;
  }
  return params;
}

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

/** A column header's sort direction in the current view. */
export function sortDirection(current: FlightListQuery['sort'], key: string): 'ascending' | 'descending' | undefined {
  return current === key ? 'ascending' : current === `-${key}` ? 'descending' : undefined;
}
