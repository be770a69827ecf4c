import { useQuery } from '@tanstack/react-query';
import { accreditationsApi } from '@shared/accreditations/api';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';
import { accreditationKeys } from './keys';

export const getHistory = (api: ApiClient, id: number, signal?: AbortSignal) => api.call(accreditationsApi.history, { params: { id }, signal });

/** A request's history, oldest first (section 4: who, when, from, to, why). */
export function useHistory(id: number) {
  const api = useApi();
  return useQuery({ queryKey: accreditationKeys.history(id), queryFn: ({ signal }) => getHistory(api, id, signal) });
}
