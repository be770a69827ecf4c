import { apiPaths } from '@shared/api/paths';
import type { LoginBody, TokenResponse } from '@shared/schemas/auth';
import type { ApiClient } from '@/lib/api/client';

export const login = (api: ApiClient, body: LoginBody): Promise<TokenResponse> => api.post<TokenResponse>(apiPaths.login, body);
