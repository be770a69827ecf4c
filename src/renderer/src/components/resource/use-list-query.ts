import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import type { ResourceDef } from '@shared/resources/define';
import { listQuerySchema, type ListQuery } from '@shared/resources/list-query';
import { stringifyRouteQuery, useRouteQuery } from '@/lib/query-string';

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * A list's page, size, sort, search and filters live in the page's URL (issue 4): Back from a row
 * returns to the same view, and a link to a filtered list can be shared. A URL the schema refuses
 * (edited by hand) falls back to the first page, unfiltered.
 */
export function useListQuery(def: ResourceDef): [ListQuery, (patch: Partial<ListQuery>) => void] {
  const raw = useRouteQuery();
  const navigate = useNavigate();
  const schema = useMemo(() => listQuerySchema(def), [def]);
  const query = useMemo<ListQuery>(() => {
    const parsed = v.safeParse(schema, raw);
    return parsed.success ? (parsed.output as ListQuery) : { page: 1, size: PAGE_SIZES[0], filter: {} };
  }, [schema, raw]);
  const update = useCallback(
    (patch: Partial<ListQuery>) => {
      const next = { ...query, ...patch };
      const filter = Object.fromEntries(Object.entries(next.filter).filter(([, value]) => value !== undefined && value !== '' && value !== null));
      const search = stringifyRouteQuery({
        page: next.page > 1 ? next.page : undefined,
        size: next.size !== PAGE_SIZES[0] ? next.size : undefined,
        sort: next.sort,
        q: next.q || undefined,
        filter: Object.keys(filter).length ? filter : undefined,
      });
      void navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [navigate, query],
  );
  return [query, update];
}
