import { parseViewQuery, sortDirection, viewQueryParams } from '@/lib/view-query';
import { BalanceListQuerySchema, DEFAULT_FINANCE_ZONE, type BalanceListQuery } from '@shared/finance';

// The balance page's view lives in its address (page, size, sort and filters), so the block page
// keeps it while the user is elsewhere and a link opens the same operations. The time zone is the
// user's, never part of the address.

export const BALANCE_FILTERS = ['contractId', 'from', 'to', 'type'] as const;

export const DEFAULT_BALANCE_QUERY: BalanceListQuery = { page: 1, size: 20, sort: '-date', tz: DEFAULT_FINANCE_ZONE };

/** The view from the address in the user's zone; a value the schema refuses is left out and the rest kept. */
export const parseBalanceQuery = (raw: Record<string, unknown>, tz: string): BalanceListQuery => parseViewQuery(BalanceListQuerySchema, raw, DEFAULT_BALANCE_QUERY, { tz });

/** The address's query for a view: defaults, the zone and unset filters left out. */
export const balanceQueryParams = (query: BalanceListQuery): Record<string, string> => viewQueryParams(query, DEFAULT_BALANCE_QUERY, BALANCE_FILTERS);

export const balanceFilterCount = (query: BalanceListQuery): number => BALANCE_FILTERS.filter((key) => query[key] !== undefined).length;

/** The view with its filters cleared, on the first page; sort, size and zone stay. */
export const withoutFilters = (query: BalanceListQuery): BalanceListQuery => ({ page: 1, size: query.size, sort: query.sort, tz: query.tz });

/** The sort a column's header sets next: descending first (newest, largest), then ascending, then the default. */
export function nextSort(current: BalanceListQuery['sort'], key: 'date' | 'amount'): BalanceListQuery['sort'] {
  if (current === `-${key}`) return key;
  if (current === key) return key === 'date' ? '-date' : DEFAULT_BALANCE_QUERY.sort;
  return `-${key}`;
}

export { sortDirection };
