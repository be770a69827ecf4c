import type { ListQuery } from '@shared/resources/list-query';

// The block layout's filter panel: how many of a list's filters are set (its toggle shows the
// count, so a folded panel still tells the list is narrowed) and what its Reset clears.

const isSet = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.values(value).some(isSet);
  return true;
};

/** The filters set in a list's query, the search counted as one: they all sit in the panel. */
export function activeFilterCount(query: Pick<ListQuery, 'q' | 'filter'>): number {
  return Object.values(query.filter).filter(isSet).length + (query.q ? 1 : 0);
}

/**
 * What Reset changes in the list's query: the filters and the search cleared, back to the first
 * page. The sort and the page size stay: they are how the user reads the list, not which rows.
 */
export const FILTERS_CLEARED = { filter: {}, q: undefined, page: 1 } as const satisfies Partial<ListQuery>;
