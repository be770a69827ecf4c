import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shipmentTelegramsApi, type ShipmentTelegram } from '@shared/messaging/shipment-telegrams-api';
import { resourceKeys } from '@/components/resource/api';
import { useApi } from '@/lib/api/context';
import { shipmentKeys } from './keys';

/** A shipment's FFA as it would go now, and to whom the outgoing settings send it. */
export function useShipmentTelegram(id: number, type: ShipmentTelegram, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: shipmentKeys.telegram(id, type),
    queryFn: ({ signal }) => api.call(shipmentTelegramsApi.preview, { params: { id, type }, signal }),
    enabled,
    retry: false,
  });
}

/** Sends a shipment's FFA by its outgoing settings; the letters load again. */
export function useSendShipmentTelegram() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, type }: { id: number; type: ShipmentTelegram }) => api.call(shipmentTelegramsApi.send, { params: { id, type } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys('letters').all }),
  });
}
