import qs from 'qs';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { routerParseOptions, routerStringifyOptions } from '@shared/query-string';

/** The router's query strings of section 2: non-indexed arrays, nulls skipped, depth 3. */
export const parseRouteQuery = (search: string): qs.ParsedQs => qs.parse(search.replace(/^\?/, ''), routerParseOptions) as qs.ParsedQs;
export const stringifyRouteQuery = (query: Record<string, unknown>): string => qs.stringify(query, routerStringifyOptions);

export function useRouteQuery(): qs.ParsedQs {
  const { search } = useLocation();
  return useMemo(() => parseRouteQuery(search), [search]);
}
