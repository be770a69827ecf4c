import { useMutation } from '@tanstack/react-query';
import { webhooksApi } from '@shared/webhooks/api';
import { useApi } from '@/lib/api/context';

/** A new secret for the endpoint, answered once. */
export function useRotateSecret(id: number) {
  const api = useApi();
  return useMutation({ mutationFn: () => api.call(webhooksApi.rotateSecret, { params: { id } }) });
}
