import { flightsApi, type InformingBodySchema } from '@shared/flights';
import type * as v from 'valibot';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface RecordInformingInput {
  legId: number;
  body: v.InferInput<typeof InformingBodySchema>;
}

export const recordInforming = (api: ApiClient, { legId, body }: RecordInformingInput) => api.call(flightsApi.informing, { params: { id: legId }, body });

/** Records what customs answered about a shipment on an international leg; the flight comes back refreshed. */
export const useRecordInforming = () => useFlightMutation(recordInforming);
