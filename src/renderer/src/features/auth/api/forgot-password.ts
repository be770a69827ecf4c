import { authApi } from '@shared/auth/api';
import type { ForgotPasswordBody } from '@shared/auth/schemas';
import type { ApiClient } from '@/lib/api/client';

/** Asks for a reset link; the answer is the same whether or not the account exists. */
export const forgotPassword = async (api: ApiClient, body: ForgotPasswordBody): Promise<void> => {
  await api.call(authApi.forgotPassword, { body });
};
