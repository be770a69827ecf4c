import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '@shared/webhooks/api';
import { useApi } from '@/lib/api/context';
import { webhookKeys } from '../keys';

/** Queues a test event to the endpoint; its log shows it. */
export function useSendPing(id: number) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(webhooksApi.ping, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveriesOf(id) }),
  });
}
