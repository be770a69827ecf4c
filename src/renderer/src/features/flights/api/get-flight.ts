import { useQuery } from '@tanstack/react-query';
import { flightsApi } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

export const getFlight = (api: ApiClient, id: number, signal?: AbortSignal) => api.call(flightsApi.info, { params: { id }, signal, primary: true });

/** A flight with its legs, capacity, quotas, history and preliminary informing. */
export function useFlight(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: flightKeys.info(id),
    queryFn: ({ signal }) => getFlight(api, id, signal),
    retry: false,
  });
}
