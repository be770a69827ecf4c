import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { PricingSearchQuery } from '@shared/booking';
import { addDays } from '../days';
import { dayOfDate } from '@/lib/dates';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';
import { addressOf, checkSearch, valuesOfAddress, type SearchValues } from './search-values';

export interface SearchAddress {
  /** What the address holds, as the form shows it. */
  values: SearchValues;
  /** The search the address asks for; null without one, or when the address is not a valid search. */
  query: PricingSearchQuery | null;
  /** The address's problems by field (a link edited by hand); null when there are none. */
  problems: Record<string, string> | null;
  /** Today at the user's. */
  today: string;
  /** Whether the address asks for a search at all (the first visit does not). */
  searched: boolean;
  /** A new search: a new entry in the history, so Back returns to the previous one. */
  go(values: SearchValues): void;
  /** The same search on another date (the strip). */
  goDate(date: string): void;
  /** Whether these values are the search the address already holds. */
  holds(values: SearchValues): boolean;
}

const NOTHING_KEPT: Readonly<Record<string, string>> = {};

/**
 * The pricing search in the address: a search is a link, Back returns to the one before, a reload
 * keeps it. `kept` (memoized) stays in the address beside every search and is no part of it: the
 * client's contract when staff book for a client.
 */
export function useSearchAddress(kept: Readonly<Record<string, string>> = NOTHING_KEPT): SearchAddress {
  const all = useRouteQuery() as Record<string, unknown>;
  const raw = useMemo(() => Object.fromEntries(Object.entries(all).filter(([key]) => !(key in kept))), [all, kept]);
  const navigate = useNavigate();
  const today = dayOfDate(new Date());
  const values = useMemo(() => valuesOfAddress(raw, { departure: null, date: addDays(today, 1) }), [raw, today]);
  const searched = Object.keys(raw).length > 0;
  const checked = useMemo(() => (searched ? checkSearch(values) : null), [searched, values]);
  const current = stringifyRouteQuery(searched ? addressOf(values) : {});
  const push = useCallback((address: Record<string, unknown>) => void navigate({ search: `?${stringifyRouteQuery({ ...kept, ...address })}` }), [navigate, kept]);
  return {
    values,
    query: checked?.query ?? null,
    problems: checked?.problems ?? null,
    today,
    searched,
    go: useCallback((next: SearchValues) => push(addressOf(next)), [push]),
    goDate: useCallback((date: string) => push({ ...addressOf(values), date }), [push, values]),
    holds: (next: SearchValues) => stringifyRouteQuery(addressOf(next)) === current,
  };
}
