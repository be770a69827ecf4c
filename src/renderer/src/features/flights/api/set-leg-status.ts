import { flightsApi, type SETTABLE_STATUSES } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface LegStatusInput {
  legId: number;
  status: (typeof SETTABLE_STATUSES)[number];
}

export const setLegStatus = (api: ApiClient, { legId, status }: LegStatusInput) => api.call(flightsApi.status, { params: { id: legId }, body: { status } });

/** Marks a leg departed or arrived, or back to scheduled. */
export const useSetLegStatus = () => useFlightMutation(setLegStatus);
