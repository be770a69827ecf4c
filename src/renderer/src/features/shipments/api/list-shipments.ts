import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { shipmentsApi, type ShipmentListQuery } from '@shared/shipments';
import { showsErrorPage } from '@/components/resource/error-page';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { shipmentKeys } from './keys';

export const listShipments = (api: ApiClient, query: ShipmentListQuery, signal?: AbortSignal) => api.call(shipmentsApi.list, { query, signal, primary: true });

/** The shipments of a view as an xlsx workbook (the same filters and order). */
export const downloadShipments = (api: ApiClient, query: ShipmentListQuery) => api.call(shipmentsApi.xlsx, { query });

/** A page of shipments; the previous page stays on screen while the next loads. */
export const shipmentsQueryOptions = (api: ApiClient, query: ShipmentListQuery) =>
  queryOptions({
    queryKey: shipmentKeys.list(query),
    queryFn: ({ signal }) => listShipments(api, query, signal),
    placeholderData: keepPreviousData,
    throwOnError: (error: Error) => showsErrorPage(error),
  });

export function useShipments(query: ShipmentListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({ ...shipmentsQueryOptions(api, query), enabled });
}
