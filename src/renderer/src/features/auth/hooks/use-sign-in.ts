import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SessionUser } from '@shared/profile/session-user';
import { useApi } from '@/lib/api/context';
import { userAtom } from '@/lib/state';
import { getCurrentUser } from '@/lib/current-user';

/**
 * After login or signup: the desktop keeps the token in the keychain (its requests come from
 * app://cabinet, so the server answers it one), then the user is loaded and stored. A web page gets
 * no token: its session is the httpOnly cookie the same answer set.
 */
export function useSignIn(): (token: string | undefined) => Promise<SessionUser> {
  const api = useApi();
  const setUser = useSetAtom(userAtom);
  return useCallback(
    async (token) => {
      if (window.desktop) {
        if (!token) throw new Error('The server answered the desktop no session token');
        await window.desktop.credentials.set(token);
      }
      const user = await getCurrentUser(api);
      setUser(user);
      return user;
    },
    [api, setUser],
  );
}
