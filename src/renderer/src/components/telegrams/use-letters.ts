import { useQuery } from '@tanstack/react-query';
import { lettersResource } from '@shared/messaging/letters';
import { apiOf } from '@shared/resources/api';
import type { ListQuery } from '@shared/resources/list-query';
import { resourceKeys } from '@/components/resource/api';
import { useApi } from '@/lib/api/context';

/** The letters a telegram went out in (a leg's FBL, a shipment's FFA), newest first; looked at again while any is on its way. */
export function useLetters(filter: Record<string, string | number>, enabled: boolean) {
  const api = useApi();
  const query: ListQuery = { page: 1, size: 50, sort: '-createdAt', filter };
  return useQuery({
    queryKey: resourceKeys(lettersResource.name).list(query),
    queryFn: ({ signal }) => api.call(apiOf(lettersResource).list, { query, signal }),
    enabled,
    refetchInterval: (current) => (current.state.data?.items.some((row) => row.status === 'processed') ? 3_000 : false),
  });
}
