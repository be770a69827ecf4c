import { apiPaths } from '@shared/api/paths';
import type { RegistrationBody, TokenResponse } from '@shared/auth/schemas';
import type { ApiClient } from '@/lib/api/client';

export const register = (api: ApiClient, body: RegistrationBody): Promise<TokenResponse> =>
  api.post<TokenResponse>(apiPaths.registration, body);
