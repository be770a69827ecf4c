import { authApi } from '@shared/auth/api';
import type { ApiClient } from '@/lib/api/client';

/** Ends the session on the server; a session already gone is not an error here. */
export const logout = async (api: ApiClient): Promise<void> => {
  await api.call(authApi.logout, { ignoreUnauthorized: true });
};
