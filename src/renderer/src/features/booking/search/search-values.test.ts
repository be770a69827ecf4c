import { describe, expect, it } from 'vitest';
import { addressOf, checkSearch, dimensionsVolume, emptyRow, shiftedDate, valuesOfAddress, type SearchValues } from './search-values';

const row = (pieces: string, length: string, width: string, height: string) => ({ pieces, length, width, height });
const defaults = { departure: 'SGC', date: '2026-12-01' };
const filled = (patch: Partial<SearchValues> = {}): SearchValues => ({
  departure: 'NJC',
  arrival: 'UFA',
  date: '2026-12-05',
  pieces: '2',
  weight: '120',
  measure: 'volume',
  volume: '',
  dimensions: [emptyRow()],
  shc: [],
  product: '',
  ...patch,
});

describe('dimensions', () => {
  it('add up to a volume in m³, rounded up to the litre', () => {
    // 2 × 120 × 80 × 60 cm = 1 152 000 cm³ = 1.152 m³.
    expect(dimensionsVolume([row('2', '120', '80', '60')])).toBe(1.152);
    expect(dimensionsVolume([row('2', '120', '80', '60'), row('1', '50', '40', '30')])).toBe(1.212);
    // 10 × 10 × 10.5 cm is 1.05 litres: two litres, never less than the cargo.
    expect(dimensionsVolume([row('1', '10', '10', '10,5')])).toBe(0.002);
    // Float noise does not add a litre: 0.1 × 3 is not 0.30000000000000004 here.
    expect(dimensionsVolume([row('3', '100', '100', '10')])).toBe(0.3);
  });

  it('leave out rows not filled in, and give nothing without a complete row', () => {
    expect(dimensionsVolume([row('1', '100', '100', '100'), row('', '', '', ''), row('2', '10', '', '10')])).toBe(1);
    expect(dimensionsVolume([emptyRow()])).toBeNull();
    expect(dimensionsVolume([row('0', '10', '10', '10'), row('1.5', '10', '10', '10'), row('1', '10', '10', '1001')])).toBeNull();
  });

  it('search with the volume they add up to, and say which row is wrong or when pieces differ', () => {
    const good = checkSearch(filled({ measure: 'dimensions', volume: '9', dimensions: [row('2', '120', '80', '60')] }));
    expect(good.query).toMatchObject({ volume: 1.152, pieces: 2 });
    expect(checkSearch(filled({ measure: 'dimensions', dimensions: [row('2', '120', '80', '60'), row('1', 'x', '1', '1')] })).problems).toEqual({
      dimensions: 'booking:dimensions.invalidRow|{"row":2,"max":1000}',
    });
    expect(checkSearch(filled({ measure: 'dimensions', dimensions: [row('3', '120', '80', '60')] })).problems).toEqual({
      dimensions: 'booking:dimensions.piecesDiffer|{"rows":3,"pieces":2}',
    });
    expect(checkSearch(filled({ measure: 'dimensions', dimensions: [emptyRow()] })).problems).toEqual({ dimensions: 'booking:dimensions.required' });
  });
});

describe('the search form', () => {
  it('checks what is typed with the shared schema, each problem on its field', () => {
    expect(checkSearch(filled({ weight: '120,5', volume: '0,6', shc: ['per'] as string[] })).query).toMatchObject({
      departure: 'NJC',
      arrival: 'UFA',
      date: '2026-12-05',
      pieces: 2,
      weight: 120.5,
      volume: 0.6,
      days: 3,
      product: null,
    });
    const { problems } = checkSearch(filled({ departure: null, arrival: 'U1', pieces: '0', weight: 'abc', date: null }));
    expect(Object.keys(problems!).sort()).toEqual(['arrival', 'date', 'departure', 'pieces', 'weight']);
  });

  it('goes to the address and comes back the same', () => {
    const values = filled({ volume: '0.6', shc: ['PER', 'AVI'], product: 'exp' });
    const address = addressOf(values);
    expect(address).toEqual({ departure: 'NJC', arrival: 'UFA', date: '2026-12-05', pieces: '2', weight: '120', volume: '0.6', shc: ['PER', 'AVI'], product: 'EXP' });
    expect(valuesOfAddress(address, defaults)).toEqual({ ...values, product: 'EXP' });

    const measured = filled({ measure: 'dimensions', volume: '5', dimensions: [row('1', '120', '80', '60'), emptyRow(), row('1', '50,5', '40', '30')] });
    const rows = addressOf(measured);
    expect(rows.dims).toEqual(['1x120x80x60', '1x50.5x40x30']);
    expect(rows.volume).toBeUndefined();
    expect(valuesOfAddress(rows, defaults)).toMatchObject({ measure: 'dimensions', volume: '', dimensions: [row('1', '120', '80', '60'), row('1', '50.5', '40', '30')] });
  });

  it('reads a single SHC, lower case and junk in the address without failing', () => {
    expect(valuesOfAddress({ departure: 'njc', shc: 'per', dims: ['2x1x1', 'axbxcxd'] }, defaults)).toMatchObject({
      departure: 'NJC',
      shc: ['PER'],
      measure: 'dimensions',
      dimensions: [row('a', 'b', 'c', 'd')],
    });
  });

  it('starts from the nearest airport, tomorrow and one piece without an address, and not over a search', () => {
    expect(valuesOfAddress({}, defaults)).toMatchObject({ departure: 'SGC', arrival: null, date: '2026-12-01', pieces: '1', measure: 'volume' });
    expect(valuesOfAddress({ arrival: 'UFA' }, defaults)).toMatchObject({ departure: null, date: null, pieces: '' });
  });

  it('moves the strip a whole strip at a time', () => {
    expect(shiftedDate('2026-12-05', 3, 1)).toBe('2026-12-12');
    expect(shiftedDate('2026-12-05', 3, -1)).toBe('2026-11-28');
  });
});
