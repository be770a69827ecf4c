import { describe, expect, it } from 'vitest';
import { DEFAULT_FLIGHT_QUERY, flightFilterCount, flightQueryParams, nextSort, parseFlightQuery, withoutFilters } from './flight-query';

describe('the flights list query in the address', () => {
  it('reads a view and writes it back without its defaults', () => {
    const query = parseFlightQuery({ page: '3', size: '50', sort: '-load', from: '2026-03-01', to: '2026-03-07', departure: 'sgc', number: '103', status: 'departed', sale: 'closed' });
    expect(query).toEqual({ page: 3, size: 50, sort: '-load', from: '2026-03-01', to: '2026-03-07', departure: 'SGC', number: '103', status: 'departed', sale: 'closed' });
    expect(flightQueryParams(query)).toEqual({ page: '3', size: '50', sort: '-load', from: '2026-03-01', to: '2026-03-07', departure: 'SGC', number: '103', status: 'departed', sale: 'closed' });
    expect(flightQueryParams(DEFAULT_FLIGHT_QUERY)).toEqual({});
  });

  it('leaves out what the schema refuses and keeps the rest of the view', () => {
    expect(parseFlightQuery({ page: '2', status: 'flying', from: '2026-02-30', departure: 'SGC', size: '1000' })).toEqual({ page: 2, size: 20, sort: 'std', departure: 'SGC' });
    expect(parseFlightQuery({ page: ['1', '2'], number: '' })).toEqual(DEFAULT_FLIGHT_QUERY);
  });

  it('counts the filters set and clears them, keeping sort and page size', () => {
    const query = parseFlightQuery({ page: '4', size: '100', sort: 'number', arrival: 'VKO', sale: 'open' });
    expect(flightFilterCount(query)).toBe(2);
    expect(withoutFilters(query)).toEqual({ page: 1, size: 100, sort: 'number' });
  });

  it('sorts a column ascending, then descending, then back to departure time', () => {
    expect(nextSort('std', 'load')).toBe('load');
    expect(nextSort('load', 'load')).toBe('-load');
    expect(nextSort('-load', 'load')).toBe('std');
    expect(nextSort('std', 'std')).toBe('-std');
    expect(nextSort('-std', 'std')).toBe('std');
  });
});
