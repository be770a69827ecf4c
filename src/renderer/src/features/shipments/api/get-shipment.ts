import { queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentsApi } from '@shared/shipments';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentKeys } from './keys';

/** A shipment by its id, or by its AWB number (the notification links open `/shipments/{AWB}`). */
export const getShipment = (api: ApiClient, ref: number | string, signal?: AbortSignal) =>
  typeof ref === 'number'
    ? api.call(shipmentsApi.get, { params: { id: ref }, signal, primary: true })
    : api.call(shipmentsApi.byAwb, { params: { awb: ref }, signal, primary: true });

/** One shipment as its page shows it: the AWB's data, parties, bookings, movements, history, the correction time and what the caller may do. */
export const shipmentQueryOptions = (api: ApiClient, ref: number | string) =>
  queryOptions({ queryKey: shipmentKeys.detail(ref), queryFn: ({ signal }) => getShipment(api, ref, signal), retry: false });

export function useShipment(ref: number | string) {
  const api = useApi();
  return useQuery(shipmentQueryOptions(api, ref));
}
