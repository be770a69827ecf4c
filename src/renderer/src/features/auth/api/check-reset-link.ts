import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '@shared/auth/api';
import type { ApiClient } from '@/lib/api/client';
import { useApi } from '@/lib/api/context';

export const resetLinkKeys = {
  all: ['reset-link'] as const,
  check: (token: string) => [...resetLinkKeys.all, 'check', token] as const,
};

/** Resolves while the link works; a used, expired or unknown one rejects with a 400 on `token`. */
export const checkResetLink = (api: ApiClient, token: string): Promise<null> =>
  api.call(authApi.checkResetToken, { body: { token }, primary: true }).then(() => null);

export const resetLinkQuery = (api: ApiClient, token: string) =>
  // Asked once per page: a link does not come back to life, and using it leaves the page.
  queryOptions({ queryKey: resetLinkKeys.check(token), queryFn: () => checkResetLink(api, token), retry: false, staleTime: Infinity, gcTime: 0 });

export function useResetLinkCheck(token: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...resetLinkQuery(api, token), enabled });
}
