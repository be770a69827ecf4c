import { useQuery } from '@tanstack/react-query';
import { flightTelegramsApi } from '@shared/messaging/flight-telegrams-api';
import type { FlightTelegram } from '@shared/messaging/settings';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { flightKeys } from './keys';

export const getFlightTelegram = (api: ApiClient, legId: number, type: FlightTelegram, signal?: AbortSignal) =>
  api.call(flightTelegramsApi.preview, { params: { id: legId, type }, signal });

/** A leg's FBL or FFM as it would go now, and to whom the outgoing settings send it. */
export function useFlightTelegram(legId: number, type: FlightTelegram) {
  const api = useApi();
  return useQuery({
    queryKey: flightKeys.telegram(legId, type),
    queryFn: ({ signal }) => getFlightTelegram(api, legId, type, signal),
  });
}
