import { authApi } from '@shared/auth/api';
import type { LoginBody } from '@shared/auth/schemas';
import type { ApiClient } from '@/lib/api/client';

export const login = (api: ApiClient, body: LoginBody) => api.call(authApi.login, { body });
