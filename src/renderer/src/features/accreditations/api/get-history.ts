import { useQuery } from '@tanstack/react-query';
import type { HistoryEntry } from '@shared/accreditations';
import { accreditationsResource } from '@shared/accreditations/definition';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { accreditationKeys } from './keys';

export const getHistory = (api: ApiClient, id: number, signal?: AbortSignal) =>
  api.get<HistoryEntry[]>(`${accreditationsResource.path}/id-${id}/history`, { signal });

/** A request's history, oldest first (section 4: who, when, from, to, why). */
export function useHistory(id: number) {
  const api = useApi();
  return useQuery({ queryKey: accreditationKeys.history(id), queryFn: ({ signal }) => getHistory(api, id, signal) });
}
