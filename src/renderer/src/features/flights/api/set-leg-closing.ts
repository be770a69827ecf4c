import { flightsApi } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface LegClosingInput {
  legId: number;
  closed: boolean;
}

export const setLegClosing = (api: ApiClient, { legId, closed }: LegClosingInput) => api.call(flightsApi.closing, { params: { id: legId }, body: { closed } });

/** Closes a leg (its final load) or opens it again. */
export const useSetLegClosing = () => useFlightMutation(setLegClosing);
