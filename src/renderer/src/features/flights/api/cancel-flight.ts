import { flightsApi } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface CancelFlightInput {
  flightId: number;
  /** The user agreed to refund the flight's bookings (the server asked with a 409, code 700). */
  confirmed: boolean;
}

export const cancelFlight = (api: ApiClient, { flightId, confirmed }: CancelFlightInput) =>
  api.call(flightsApi.cancel, { params: { id: flightId }, query: confirmed ? { confirm: '1' } : {} });

/** Cancels every leg of a flight not yet departed. */
export const useCancelFlight = () => useFlightMutation(cancelFlight);
