import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bookingApi, type BookingListQuery } from '@shared/booking';
import { showsErrorPage } from '@/components/resource/error-page';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { bookingKeys } from './keys';

export const listBookings = (api: ApiClient, query: BookingListQuery, signal?: AbortSignal) => api.call(bookingApi.list, { query, signal, primary: true });

/** The bookings of a view as an xlsx workbook. */
export const downloadBookings = (api: ApiClient, query: BookingListQuery) => api.call(bookingApi.xlsx, { query });

/** A page of bookings (one row per leg); the previous page stays on screen while the next loads. */
export function useBookings(query: BookingListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: bookingKeys.list(query),
    queryFn: ({ signal }) => listBookings(api, query, signal),
    enabled,
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });
}
