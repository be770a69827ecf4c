import { authApi } from '@shared/auth/api';
import type { ResetPasswordBody } from '@shared/auth/schemas';
import type { ApiClient } from '@/lib/api/client';

/** Sets the new password through the link; answers a session token, as sign-in does. */
export const resetPassword = (api: ApiClient, body: ResetPasswordBody) => api.call(authApi.resetPassword, { body });
