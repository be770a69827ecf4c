import { describe, expect, it } from 'vitest';
import { bookingFilterCount, bookingQueryParams, DEFAULT_BOOKING_QUERY, nextSort, parseBookingQuery, withoutFilters } from './booking-query';

describe('the bookings list in the address', () => {
  it('reads the filters, leaving out what the schema refuses and other pages\u2019 keys', () => {
    const query = parseBookingQuery({ from: '2026-12-01', status: 'KK', departure: 'njc', source: 'fax', queue: '1', page: '2' });
    expect(query).toMatchObject({ from: '2026-12-01', status: 'KK', departure: 'NJC', page: 2, sort: '-created' });
    expect(query.source).toBeUndefined();
    expect('queue' in query).toBe(false);
    expect(bookingFilterCount(query)).toBe(3);
  });

  it('writes only what differs from the defaults', () => {
    expect(bookingQueryParams(DEFAULT_BOOKING_QUERY)).toEqual({});
    expect(bookingQueryParams({ ...DEFAULT_BOOKING_QUERY, arrival: 'UFA', sort: 'date' })).toEqual({ arrival: 'UFA', sort: 'date' });
    expect(withoutFilters({ ...DEFAULT_BOOKING_QUERY, arrival: 'UFA', page: 3 })).toEqual({ page: 1, size: 20, sort: '-created' });
  });

  it('turns a column\u2019s sort over', () => {
    expect(nextSort('-created', 'date')).toBe('date');
    expect(nextSort('date', 'date')).toBe('-date');
    expect(nextSort('-date', 'date')).toBe('-created');
    expect(nextSort('-created', 'created')).toBe('created');
  });
});
