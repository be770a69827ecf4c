import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useApi } from '@/lib/api/context';
import { getCurrentUser, userKeys } from '@/lib/current-user';
import { userAtom } from '@/lib/state';

/**
 * Reloads the signed-in user (their rights may have changed since sign-in) and stores the fresh
 * copy; a session that ended meanwhile answers 401, which signs the user out (section 8).
 */
export function useFreshCurrentUser(): void {
  const api = useApi();
  const setUser = useSetAtom(userAtom);
  const { data } = useQuery({ queryKey: userKeys.current(), queryFn: () => getCurrentUser(api, { primary: true }), staleTime: 0, retry: false });
  useEffect(() => {
    if (data) setUser(data);
  }, [data, setUser]);
}
