import { profileApi } from '@shared/profile/api';
import type { ChangePasswordBody } from '@shared/profile/schemas';
import type { ApiClient } from '@/lib/api/client';

/** Changes the signed-in user's password; their other sessions end, this one stays. */
export const changePassword = async (api: ApiClient, body: ChangePasswordBody): Promise<void> => {
  await api.call(profileApi.changePassword, { body });
};
