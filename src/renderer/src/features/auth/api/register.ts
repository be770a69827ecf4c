import { authApi } from '@shared/auth/api';
import type { RegistrationBody } from '@shared/auth/schemas';
import type { ApiClient } from '@/lib/api/client';

export const register = (api: ApiClient, body: RegistrationBody) => api.call(authApi.registration, { body });
