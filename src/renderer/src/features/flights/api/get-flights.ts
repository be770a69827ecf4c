import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { flightsApi, type FlightListQuery } from '@shared/flights';
import { showsErrorPage } from '@/components/resource/error-page';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

export const getFlights = (api: ApiClient, query: FlightListQuery, signal?: AbortSignal) => api.call(flightsApi.list, { query, signal });

/** A page of flight legs; the previous page stays on screen while the next one loads. */
export function useFlights(query: FlightListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: flightKeys.list(query),
    queryFn: ({ signal }) => getFlights(api, query, signal),
    enabled,
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}
