import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingApi, type PricingSearchQuery } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { isApiError } from '@/lib/api/api-error';
import { useApi } from '@/lib/api/context';
import { bookingKeys } from './keys';

/** Each search keeps its variants on the server for a week under new ids: the same search is not asked again for a while. */
const SEARCH_FRESH_MS = 5 * 60_000;

export const searchPricing = (api: ApiClient, query: PricingSearchQuery, signal?: AbortSignal) => api.call(bookingApi.search, { query, signal, primary: true });

/**
 * The strip of dates and the chosen day's variants for a search; nothing while there is none. The
 * previous answer stays on screen while the next loads (a day chosen on the strip, its arrows).
 * A refused search (400, 422) is not asked again by itself.
 */
export function useSearchPricing(query: PricingSearchQuery | null) {
  const api = useApi();
  return useQuery({
    queryKey: query ? bookingKeys.search(query) : bookingKeys.searches(),
    queryFn: ({ signal }) => searchPricing(api, query!, signal),
    enabled: query !== null,
    staleTime: SEARCH_FRESH_MS,
    placeholderData: keepPreviousData,
    retry: (count, error) => count < 1 && !(isApiError(error) && error.status < 500),
  });
}
