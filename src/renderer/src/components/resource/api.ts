import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResourceDef } from '@shared/resources/define';
import type { ListQuery, ResourcePage, ResourceRow } from '@shared/resources/list-query';
import type { LookupOption } from '@shared/resources/lookups';
import { useApi } from '@/lib/api/context';

// The generic resource calls of section 7 for the list, info, add and edit pages.

/** Query keys of one resource, for queries and invalidation alike. */
export const resourceKeys = (name: string) => ({
  all: ['resource', name] as const,
  list: (query: ListQuery) => ['resource', name, 'list', query] as const,
  detail: (id: number) => ['resource', name, 'detail', id] as const,
});

export function useResourceList(def: ResourceDef, query: ListQuery) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys(def.name).list(query),
    queryFn: ({ signal }) => api.get<ResourcePage>(def.path, { query, signal }),
    // The previous page stays on screen while the next one loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });
}

export function useResourceRow(def: ResourceDef, id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: resourceKeys(def.name).detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ResourceRow>(`${def.path}/id-${id}`, { signal, primary: true }),
    enabled: id !== null,
    retry: false,
  });
}

export function useSaveResource(def: ResourceDef) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, confirmed }: { id: number | null; body: Record<string, unknown>; confirmed?: boolean }) => {
      const query = confirmed ? { confirm: 1 } : undefined;
      return id === null
        ? api.request<ResourceRow>(def.path, { method: 'POST', body, query })
        : api.request<ResourceRow>(`${def.path}/id-${id}`, { method: 'PUT', body, query });
    },
    onSuccess: async (row) => {
      client.setQueryData(resourceKeys(def.name).detail(row.id), row);
      await client.invalidateQueries({ queryKey: [...resourceKeys(def.name).all, 'list'] });
    },
  });
}

export function useDeleteResource(def: ResourceDef) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${def.path}/id-${id}`),
    onSuccess: async (_, id) => {
      client.removeQueries({ queryKey: resourceKeys(def.name).detail(id) });
      await client.invalidateQueries({ queryKey: [...resourceKeys(def.name).all, 'list'] });
    },
  });
}

export const lookupPath = (lookup: string): string => `/autocomplete/${lookup}`;

export const searchLookup = (api: ReturnType<typeof useApi>, lookup: string, q: string, signal?: AbortSignal) =>
  api.get<LookupOption[]>(lookupPath(lookup), { query: { q, limit: 20 }, signal });

export const resolveLookup = (api: ReturnType<typeof useApi>, lookup: string, values: (string | number)[]) =>
  values.length ? api.get<LookupOption[]>(lookupPath(lookup), { query: { values: values.map(String) } }) : Promise.resolve([]);
