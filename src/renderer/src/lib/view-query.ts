import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { stringifyRouteQuery, useRouteQuery } from './query-string';

// A list page's view lives in its address (page, size, sort and filters): Back returns to the
// same rows, a link opens them, and the block page keeps them while the user is elsewhere. These
// are the pieces every such page shares.

interface View {
  page: number;
  size: number;
  sort: string;
}

/**
 * The view from the address. A value the schema refuses (edited by hand, a stale link) is left
 * out and the rest kept; `fixed` values (the user's time zone) are never the address's.
 */
export function parseViewQuery<S extends v.GenericSchema>(schema: S, raw: Record<string, unknown>, fallback: v.InferOutput<S>, fixed: Record<string, unknown> = {}): v.InferOutput<S> {
  let input: Record<string, unknown> = Object.fromEntries(Object.entries(raw).filter(([key, value]) => !(key in fixed) && typeof value === 'string' && value !== ''));
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const parsed = v.safeParse(schema, { ...input, ...fixed });
    if (parsed.success) return parsed.output;
    const refused = new Set(parsed.issues.map((issue) => String(issue.path?.[0]?.key ?? '')));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !refused.has(key)));
    if (Object.keys(kept).length === Object.keys(input).length) break;
    input = kept;
  }
  return { ...(fallback as object), ...fixed } as v.InferOutput<S>;
}

/** The address's query for a view: defaults and unset filters left out. */
export function viewQueryParams<Q extends View>(query: Q, defaults: View, filters: readonly (keyof Q & string)[]): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.page > 1) params.page = String(query.page);
  if (query.size !== defaults.size) params.size = String(query.size);
  if (query.sort !== defaults.sort) params.sort = query.sort;
  for (const key of filters) {
    const value = query[key];
    if (value !== undefined && value !== '') params[key] = String(value);
  }
  return params;
}

/** A column header's sort direction in the current view (`key` ascending, `-key` descending). */
export const sortDirection = (current: string, key: string): 'ascending' | 'descending' | undefined =>
  current === key ? 'ascending' : current === `-${key}` ? 'descending' : undefined;

/** A page past the end of a list (rows deleted since, a stale link) moves to the last page that has rows. */
export function useLastPageWithRows(data: { items: readonly unknown[]; total: number } | undefined, query: { page: number; size: number }, go: (patch: { page: number }) => void): void {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / query.size)) : 1;
  useEffect(() => {
    if (data && !data.items.length && query.page > lastPage) go({ page: lastPage });
  }, [data, query.page, lastPage, go]);
}

/**
 * A list page's view read from the address with `parse`, and its changes written back with
 * `params` as replaces (Back leaves the page, not a filter). `update` merges a patch.
 */
export function useAddressView<Q extends object>(
  parse: (raw: Record<string, unknown>) => Q,
  params: (query: Q) => Record<string, string>,
): [Q, (patch: Partial<Q>) => void, (next: Q) => void, Record<string, unknown>] {
  const raw = useRouteQuery() as Record<string, unknown>;
  const navigate = useNavigate();
  const query = useMemo(() => parse(raw), [parse, raw]);
  const replace = useCallback(
    (next: Q) => {
      const search = stringifyRouteQuery(params(next));
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, params],
  );
  const update = useCallback((patch: Partial<Q>) => replace({ ...query, ...patch }), [query, replace]);
  return [query, update, replace, raw];
}
