import * as v from 'valibot';
import { IdTextSchema } from '@shared/api/params';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiOf } from '@shared/resources/api';
import type { ResourceDef } from '@shared/resources/define';
import type { ListQuery, ResourceRow } from '@shared/resources/list-query';
import { lookupApi, type LookupParams } from '@shared/resources/lookup-api';
import { ID_LOOKUPS, type LookupName } from '@shared/resources/lookups';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { showsErrorPage } from './error-page';

// The generic resource calls of section 7 for the list, info, add and edit pages.

/** Query keys of one resource, for queries and invalidation alike. */
export const resourceKeys = (name: string) => ({
  all: ['resource', name] as const,
  list: (query: ListQuery) => ['resource', name, 'list', query] as const,
  detail: (id: number) => ['resource', name, 'detail', id] as const,
});

/** A page of a resource's list; `enabled: false` while the page is not yet at the query it will show. */
export function useResourceList(def: ResourceDef, query: ListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys(def.name).list(query),
    queryFn: ({ signal }) => api.call(apiOf(def).list, { query, signal }),
    enabled,
    // The previous page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}

export function useResourceRow(def: ResourceDef, id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys(def.name).detail(id ?? 0),
    queryFn: ({ signal }) => api.call(apiOf(def).get, { params: { id: id ?? 0 }, signal, primary: true }),
    enabled: id !== null,
    retry: false,
  });
}

export function useSaveResource(def: ResourceDef) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, confirmed }: { id: number | null; body: Record<string, unknown>; confirmed?: boolean }) => {
      const query = confirmed ? { confirm: '1' as const } : undefined;
      return id === null ? api.call(apiOf(def).create, { body, query }) : api.call(apiOf(def).update, { params: { id }, body, query });
    },
    throwOnError: (error: Error) => showsErrorPage(error),
    onSuccess: async (row: ResourceRow) => {
      client.setQueryData(resourceKeys(def.name).detail(row.id), row);
      await client.invalidateQueries({ queryKey: [...resourceKeys(def.name).all, 'list'] });
    },
  });
}

export function useDeleteResource(def: ResourceDef) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(apiOf(def).remove, { params: { id } }),
    throwOnError: (error: Error) => showsErrorPage(error),
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: resourceKeys(def.name).detail(id) });
      await client.invalidateQueries({ queryKey: [...resourceKeys(def.name).all, 'list'] });
    },
  });
}

export const searchLookup = (api: ApiClient, lookup: LookupName, q: string, signal?: AbortSignal, params: LookupParams = {}) =>
  api.call(lookupApi(lookup), { query: { ...params, q, limit: 20 }, signal });

/**
 * The options of stored values. A look-up of rows takes ids only: a value that is none (a filter
 * typed into the URL) names no row, and asking would be a 400.
 */
export const resolveLookup = (api: ApiClient, lookup: LookupName, values: (string | number)[], params: LookupParams = {}) => {
  const asked = values.map(String).filter((value) => !ID_LOOKUPS.has(lookup) || v.is(IdTextSchema, value));
  return asked.length ? api.call(lookupApi(lookup), { query: { ...params, values: asked } }) : Promise.resolve([]);
};
