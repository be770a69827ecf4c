import { flightsApi } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface LegEstimateInput {
  legId: number;
  /** Local date-times at the leg's airports (`YYYY-MM-DDTHH:MM`); null clears one. */
  etd: string | null;
  eta: string | null;
}

export const setLegEstimate = (api: ApiClient, { legId, etd, eta }: LegEstimateInput) => api.call(flightsApi.estimate, { params: { id: legId }, body: { etd, eta } });

/** Sets or clears a leg's delay: its estimated times of departure and arrival. */
export const useSetLegEstimate = () => useFlightMutation(setLegEstimate);
