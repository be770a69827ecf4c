import { useMutation } from '@tanstack/react-query';
import { bookingApi, type FlightsVariantBody } from '@shared/booking';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';

export const priceFlights = (api: ApiClient, body: FlightsVariantBody) => api.call(bookingApi.flights, { body });

/** Prices flights typed by hand: a variant kept under its own id, as a search's. */
export function usePriceFlights() {
  const api = useApi();
  return useMutation({ mutationFn: (body: FlightsVariantBody) => priceFlights(api, body) });
}
