import { useQuery } from '@tanstack/react-query';
import { webhooksApi } from '@shared/webhooks/api';
import { useApi } from '@/lib/api/context';
import { webhookKeys } from '../keys';

/**
 * A new endpoint's secret, asked for once while its page is open: the server answers it the first
 * time only, so the answer is never refetched and is dropped with the page (gcTime 0).
 */
export function useRevealedSecret(id: number, enabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: webhookKeys.secret(id),
    queryFn: () => api.call(webhooksApi.revealSecret, { params: { id } }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
