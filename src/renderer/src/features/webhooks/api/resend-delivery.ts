import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@shared/webhooks/api';
import { useApi } from '@/lib/api/context';
import { webhookKeys } from '../keys';

/** Queues a delivery of the endpoint again, as a new one. */
export function useResendDelivery(endpointId: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api.call(webhooksApi.resend, { params: { id: deliveryId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(endpointId) }),
  });
}
