import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { SessionUser } from '@shared/profile/session-user';
import { useApi } from '@/lib/api/context';
import { userAtom } from '@/lib/state';
import { getCurrentUser } from '@/lib/current-user';

/** After login or signup: the desktop keeps the token in the keychain, then the user is loaded and stored. */
export function useSignIn(): (token: string) => Promise<SessionUser> {
  const api = useApi();
  const setUser = useSetAtom(userAtom);
  return useCallback(
    async (token) => {
      await window.desktop?.credentials.set(token);
      const user = await getCurrentUser(api);
      setUser(user);
      return user;
    },
    [api, setUser],
  );
}
