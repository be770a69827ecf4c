import * as v from 'valibot';
import { BalanceListQuerySchema, DEFAULT_FINANCE_ZONE, type BalanceListQuery } from '@shared/finance';

// The balance page's view lives in its address (page, size, sort and filters), so the block page
// keeps it while the user is elsewhere and a link opens the same operations. The time zone is the
// user's, never part of the address.

export const BALANCE_FILTERS = ['contractId', 'from', 'to', 'type'] as const;

export const DEFAULT_BALANCE_QUERY: BalanceListQuery = { page: 1, size: 20, sort: '-date', tz: DEFAULT_FINANCE_ZONE };

/** The view from the address; a value the schema refuses is left out and the rest kept. */
export function parseBalanceQuery(raw: Record<string, unknown>, tz: string): BalanceListQuery {
  let input: Record<string, unknown> = Object.fromEntries(Object.entries(raw).filter(([key, value]) => key !== 'tz' && typeof value === 'string' && value !== ''));
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const parsed = v.safeParse(BalanceListQuerySchema, { ...input, tz });
    if (parsed.success) return parsed.output;
    const refused = new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !refused.has(key)));
    if (Object.keys(kept).length === Object.keys(input).length) break;
    input = kept;
  }
  return { ...DEFAULT_BALANCE_QUERY, tz };
}

/** The address's query for a view: defaults, the zone and unset filters left out. */
export function balanceQueryParams(query: BalanceListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page > 1) params.page = String(query.page);
  if (query.size !== DEFAULT_BALANCE_QUERY.size) params.size = String(query.size);
  if (query.sort !== DEFAULT_BALANCE_QUERY.sort) params.sort = query.sort;
  for (const key of BALANCE_FILTERS) {
    const value = query[key];
    if (value !== undefined) params[key] = String(value);
  }
  return params;
}

export const balanceFilterCount = (query: BalanceListQuery): number => BALANCE_FILTERS.filter((key) => query[key] !== undefined).length;

/** The view with its filters cleared, on the first page; sort, size and zone stay. */
export const withoutFilters = (query: BalanceListQuery): BalanceListQuery => ({ page: 1, size: query.size, sort: query.sort, tz: query.tz });

/** The sort a column's header sets next: descending first (newest, largest), then ascending, then the default. */
export function nextSort(current: BalanceListQuery['sort'], key: 'date' | 'amount'): BalanceListQuery['sort'] {
  if (current === `-${key}`) return key;
  if (current === key) return key === 'date' ? '-date' : DEFAULT_BALANCE_QUERY.sort;
  return `-${key}`;
}

export const sortDirection = (current: BalanceListQuery['sort'], key: string): 'ascending' | 'descending' | undefined =>
  current === key ? 'ascending' : current === `-${key}` ? 'descending' : undefined;
