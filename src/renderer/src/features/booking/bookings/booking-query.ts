import { BookingListQuerySchema, type BookingListQuery } from '@shared/booking';
import { parseViewQuery, sortDirection, viewQueryParams } from '@/lib/view-query';

// The bookings list's view lives in its address (page, size, sort and filters): Back from a
// booking returns to the same rows, and the block page keeps it while the user is elsewhere.

/** The list's filters: what its Reset clears and its panel counts. */
export const BOOKING_FILTERS = ['from', 'to', 'status', 'source', 'departure', 'arrival'] as const;

export const DEFAULT_BOOKING_QUERY: BookingListQuery = { page: 1, size: 20, sort: '-created' };

/** The list's query from the address; a value the schema refuses is left out and the rest kept (the queue and one leg's or flight's bookings are other pages'). */
export const parseBookingQuery = (raw: Record<string, unknown>): BookingListQuery => {
  const { queue: _queue, legId: _leg, flightId: _flight, ...rest } = raw;
  return parseViewQuery(BookingListQuerySchema, rest, DEFAULT_BOOKING_QUERY);
};

/** The address's query for a view: defaults and unset filters left out. */
export const bookingQueryParams = (query: BookingListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_BOOKING_QUERY, BOOKING_FILTERS);

/** How many filters are set. */
export const bookingFilterCount = (query: BookingListQuery): number => BOOKING_FILTERS.filter((key) => query[key] !== undefined).length;

/** The view with its filters cleared, on the first page; the sort and the page size stay. */
export const withoutFilters = (query: BookingListQuery): BookingListQuery => ({ page: 1, size: query.size, sort: query.sort });

type SortKey = 'date' | 'created' | 'priority' | 'weight';

/** The sort a column's header sets next: ascending, descending, then the list's default (newest first). */
export function nextSort(current: BookingListQuery['sort'], key: SortKey): BookingListQuery['sort'] {
  if (current === key) return `-${key}`;
  if (current === `-${key}`) return key === 'created' ? 'created' : '-created';
  return key;
}

export { sortDirection };
