import { atom } from 'jotai';
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

/**
 * What kept a session from opening at start (the user could not be read, the server failed):
 * shown on the sign-in page, so that nobody is signed out without a word.
 */
export const sessionProblemAtom = atom<string | null>(null);

/**
 * `GET /api/user`, checked with the shared contract whatever the build (an answer the app cannot
 * read is an ApiError with a message a person understands), and given section 6's derived flags.
 */
export async function getCurrentUser(api: ApiClient, options: Pick<RequestOptions, 'ignoreUnauthorized' | 'primary'> = {}): Promise<SessionUser> {
  const body = await api.call(profileApi.user, { ...options, strict: true });
  return toSessionUser(v.parse(CurrentUserResponseSchema, body));
}
