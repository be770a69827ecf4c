import { useMutation, useQueryClient } from '@tanstack/react-query';
import { flightTelegramsApi } from '@shared/messaging/flight-telegrams-api';
import type { FlightTelegram } from '@shared/messaging/settings';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { resourceKeys } from '@/components/resource/api';
import { flightKeys } from './keys';

export interface SendTelegramInput {
  legId: number;
  type: FlightTelegram;
}

export const sendFlightTelegram = (api: ApiClient, { legId, type }: SendTelegramInput) => api.call(flightTelegramsApi.send, { params: { id: legId, type } });

/** Sends a leg's FBL or FFM by its outgoing settings; the flight (its sent marks) and the letters load again. */
export function useSendFlightTelegram() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SendTelegramInput) => sendFlightTelegram(api, input),
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: flightKeys.all }), client.invalidateQueries({ queryKey: resourceKeys('letters').all })]);
    },
  });
}
