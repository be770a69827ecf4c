import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentsApi, type ServiceListQuery } from '@shared/shipments';
import { showsErrorPage } from '@/components/resource/error-page';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { serviceKeys } from './keys';

export const listServices = (api: ApiClient, query: ServiceListQuery, signal?: AbortSignal) => api.call(shipmentsApi.services, { query, signal });

/** A page of the services ordered with the caller's shipments; the previous page stays on screen while the next loads. */
export const servicesQueryOptions = (api: ApiClient, query: ServiceListQuery) =>
  queryOptions({
    queryKey: serviceKeys.list(query),
    queryFn: ({ signal }) => listServices(api, query, signal),
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });

export function useServices(query: ServiceListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...servicesQueryOptions(api, query), enabled });
}
