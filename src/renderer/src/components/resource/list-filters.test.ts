import { describe, expect, it } from 'vitest';
import type { ListQuery } from '@shared/resources/list-query';
import { activeFilterCount, FILTERS_CLEARED } from './list-filters';

describe('activeFilterCount: the number on the filter panel toggle', () => {
  it('is none for a plain list', () => {
    expect(activeFilterCount({ filter: {} })).toBe(0);
    expect(activeFilterCount({ q: '', filter: { departure: undefined, contracts: [], begin: {} } })).toBe(0);
  });

  it('counts each filter set, ranges and lists included, and the search as one', () => {
    expect(activeFilterCount({ filter: { departure: 'LED' } })).toBe(1);
    expect(activeFilterCount({ q: 'VAT', filter: { departure: 'LED', contracts: [4, 5], begin: { from: '2026-01-01' }, direct: false } })).toBe(5);
    expect(activeFilterCount({ filter: { weight: { from: undefined, to: 0 } } })).toBe(1);
  });
});

describe('FILTERS_CLEARED: what Reset does to the list query', () => {
  it('clears the filters and the search and goes back to page 1, keeping the sort and the size', () => {
    const query: ListQuery = { page: 4, size: 50, sort: '-begin', q: 'VAT', filter: { departure: 'LED' } };
    const reset = { ...query, ...FILTERS_CLEARED };
    expect(reset).toEqual({ page: 1, size: 50, sort: '-begin', q: undefined, filter: {} });
    expect(activeFilterCount(reset)).toBe(0);
  });
});
