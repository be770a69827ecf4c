import { apiPaths } from '@shared/api/paths';
import type { LoginBody, TokenResponse } from '@shared/auth/schemas';
import type { ApiClient } from '@/lib/api/client';

export const login = (api: ApiClient, body: LoginBody): Promise<TokenResponse> => api.post<TokenResponse>(apiPaths.login, body);
