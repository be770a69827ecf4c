import * as v from 'valibot';
import { profileApi } from '@shared/profile/api';
import { CurrentUserResponseSchema } from '@shared/profile/schemas';
import { toSessionUser, type SessionUser } from '@shared/profile/session-user';
import type { ApiClient, RequestOptions } from './api/client';

/** Query keys of the signed-in user. */
export const userKeys = {
  all: ['user'] as const,
  current: () => [...userKeys.all, 'current'] as const,
};

/** `GET /api/user`, parsed with the shared contract whatever the build, and given section 6's derived flags. */
export async function getCurrentUser(api: ApiClient, options: Pick<RequestOptions, 'ignoreUnauthorized' | 'primary'> = {}): Promise<SessionUser> {
  const body = await api.call(profileApi.user, options);
  return toSessionUser(v.parse(CurrentUserResponseSchema, body));
}
