import { flightsApi } from '@shared/flights';
import type { ApiClient } from '@/lib/api/client';
import { useFlightMutation } from './use-flight-mutation';

export interface LegSaleInput {
  legId: number;
  closed: boolean;
}

export const setLegSale = (api: ApiClient, { legId, closed }: LegSaleInput) => api.call(flightsApi.sale, { params: { id: legId }, body: { closed } });

/** Opens or closes a leg for sale. */
export const useSetLegSale = () => useFlightMutation(setLegSale);
