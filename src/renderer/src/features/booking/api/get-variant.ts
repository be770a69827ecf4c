import { useQuery } from '@tanstack/react-query';
import { bookingApi } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { bookingKeys } from './keys';

export const getVariant = (api: ApiClient, id: string, signal?: AbortSignal) => api.call(bookingApi.variant, { params: { id }, signal });

/** A priced variant by its shareable id: as it was made, and whether it still holds now. */
export function useVariant(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.variant(id),
    queryFn: ({ signal }) => getVariant(api, id, signal),
    enabled,
    retry: false,
  });
}
