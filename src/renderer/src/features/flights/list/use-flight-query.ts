import type { FlightListQuery } from '@shared/flights';
import { useAddressView } from '@/lib/view-query';
import { flightQueryParams, parseFlightQuery } from './flight-query';

/** The list's view from the address, and its change (a replace: Back leaves the list, not a filter). */
export function useFlightQuery(): [FlightListQuery, (patch: Partial<FlightListQuery>) => void, (next: FlightListQuery) => void] {
  const [query, update, replace] = useAddressView(parseFlightQuery, flightQueryParams);
  return [query, update, replace];
}
