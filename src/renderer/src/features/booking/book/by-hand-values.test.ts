import { describe, expect, it } from 'vitest';
import { M } from '@shared/validation';
import { emptyRow } from '../search/search-values';
import { byHandProblems, checkByHand, type ByHandValues } from './by-hand-values';

const values = (extra: Partial<ByHandValues> = {}): ByHandValues => ({
  departure: 'NJC',
  arrival: 'UFA',
  date: '2026-12-02',
  pieces: '2',
  weight: '120,5',
  measure: 'volume',
  volume: '0.6',
  dimensions: [emptyRow()],
  shc: [],
  product: '',
  flight: ' ut 242 ',
  onward: '',
  ...extra,
});

describe('flights typed by hand', () => {
  it('sends one flight, or a connection\u2019s two, with the search\u2019s cargo', () => {
    expect(checkByHand(values()).body).toEqual({
      departure: 'NJC',
      arrival: 'UFA',
      date: '2026-12-02',
      pieces: 2,
      weight: 120.5,
      volume: 0.6,
      shc: [],
      product: null,
      flights: ['ut 242'],
      contractId: null,
    });
    expect(checkByHand(values({ onward: '345' })).body?.flights).toEqual(['ut 242', '345']);
  });

  it('says what is wrong on its field', () => {
    expect(checkByHand(values({ flight: '' })).problems).toEqual({ flight: M.required });
    expect(checkByHand(values({ flight: 'U-242', onward: 'UT 12345', weight: '' })).problems).toMatchObject({ flight: M.invalid, onward: M.invalid, weight: expect.any(String) });
  });

  it('puts the server\u2019s problems on the form\u2019s fields', () => {
    expect(byHandProblems({ 'flights.0': 'a', 'flights.1': 'b', arrival: 'c' }, 'volume')).toEqual({ flight: 'a', onward: 'b', arrival: 'c' });
    expect(byHandProblems({ flights: 'a', volume: 'v' }, 'dimensions')).toEqual({ flight: 'a', dimensions: 'v' });
  });
});
