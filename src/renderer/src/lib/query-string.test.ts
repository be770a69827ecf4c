import { describe, expect, it } from 'vitest';
import { parseRouteQuery, stringifyRouteQuery } from './query-string';

// Section 2: the router's query strings use non-indexed arrays, skip nulls and allow depth 3.

describe('stringifyRouteQuery', () => {
  it('writes arrays without indices', () => {
    expect(stringifyRouteQuery({ a: ['1', '2'] })).toBe('a[]=1&a[]=2');
    expect(stringifyRouteQuery({ filter: { status: ['KK', 'HN'] } })).toBe('filter[status][]=KK&filter[status][]=HN');
  });

  it('skips nulls (and undefined) but keeps empty strings, zero and false', () => {
    expect(stringifyRouteQuery({ a: null, b: 'x', c: undefined })).toBe('b=x');
    expect(stringifyRouteQuery({ a: '', b: 0, c: false })).toBe('a=&b=0&c=false');
    expect(stringifyRouteQuery({ shared: { contractId: null, page: 2 } })).toBe('shared[page]=2');
  });

  it('writes nested objects as the notification links do', () => {
    expect(stringifyRouteQuery({ openId: 7, shared: { contractId: 3 } })).toBe('openId=7&shared[contractId]=3');
  });

  it('encodes values, not brackets', () => {
    expect(stringifyRouteQuery({ q: 'a b&c=d', path: '/accounts?x=1' })).toBe('q=a%20b%26c%3Dd&path=%2Faccounts%3Fx%3D1');
  });

  it('writes nothing for an empty query', () => {
    expect(stringifyRouteQuery({})).toBe('');
  });
});

describe('parseRouteQuery', () => {
  it('reads non-indexed arrays, with or without the leading question mark', () => {
    expect(parseRouteQuery('?a[]=1&a[]=2')).toEqual({ a: ['1', '2'] });
    expect(parseRouteQuery('a[]=1&a[]=2')).toEqual({ a: ['1', '2'] });
    expect(parseRouteQuery('')).toEqual({});
  });

  it('also reads indexed arrays and nested objects', () => {
    expect(parseRouteQuery('?a[0]=x&a[1]=y')).toEqual({ a: ['x', 'y'] });
    expect(parseRouteQuery('?openId=7&shared[contractId]=3')).toEqual({ openId: '7', shared: { contractId: '3' } });
  });

  it('decodes values', () => {
    expect(parseRouteQuery('?q=a%20b%26c%3Dd&path=%2Faccounts%3Fx%3D1')).toEqual({ q: 'a b&c=d', path: '/accounts?x=1' });
  });

  it('nests three levels deep', () => {
    expect(parseRouteQuery('?a[b][c][d]=1')).toEqual({ a: { b: { c: { d: '1' } } } });
  });

  it('keeps what lies deeper than three levels as one literal key (qs semantics, no error)', () => {
    expect(parseRouteQuery('?a[b][c][d][e]=1')).toEqual({ a: { b: { c: { d: { '[e]': '1' } } } } });
    expect(parseRouteQuery('?a[b][c][d][e][f]=1')).toEqual({ a: { b: { c: { d: { '[e][f]': '1' } } } } });
  });
});

describe('round trip', () => {
  it.each([
    { a: ['1', '2'] },
    { page: '2', sort: ['name', 'date'], filter: { status: ['KK', 'HN'], route: { from: 'SGC', to: 'VKO' } } },
    { openId: '7', shared: { contractId: '3' } },
    { q: 'a b&c=d', path: '/accounts?x=1#y' },
  ])('parse(stringify(%j)) gives the query back', (query) => {
    expect(parseRouteQuery(`?${stringifyRouteQuery(query)}`)).toEqual(query);
  });

  it.each(['a[]=1&a[]=2', 'filter[status][]=KK&filter[status][]=HN&page=2', 'openId=7&shared[contractId]=3'])(
    'stringify(parse(%s)) gives the string back',
    (search) => {
      expect(stringifyRouteQuery(parseRouteQuery(search))).toBe(search);
    },
  );

  it('drops nulls on the way', () => {
    expect(parseRouteQuery(stringifyRouteQuery({ a: ['1'], b: null }))).toEqual({ a: ['1'] });
  });
});
