import { useQuery } from '@tanstack/react-query';
import { bookingApi } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

/** The largest queue a flight's tab shows at once: a flight with more waiting is a flight to look at in the bookings list. */
const QUEUE_SIZE = 100;

export const getFlightBookings = (api: ApiClient, flightId: number, signal?: AbortSignal) =>
  api.call(bookingApi.list, { query: { flightId, queue: '1', size: QUEUE_SIZE, page: 1 }, signal });

/** A flight's bookings waiting for the airline (HN) or wait-listed (LL, CN), in the airline's priority order. */
export function useFlightBookings(flightId: number) {
  const api = useApi();
  return useQuery({
    queryKey: flightKeys.processing(flightId),
    queryFn: ({ signal }) => getFlightBookings(api, flightId, signal),
  });
}
