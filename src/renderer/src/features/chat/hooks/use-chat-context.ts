import { useAtomValue, useStore } from 'jotai';
import { useMemo } from 'react';
import type { SessionUser } from '@shared/profile/session-user';
import { useApi } from '@/lib/api/context';
import { userAtom } from '@/lib/state';
import type { ChatContext } from '../store/actions';

/** The store, the API and the signed-in user the chat's actions work with (chat screens are for signed-in users). */
export function useChatContext(): ChatContext & { user: SessionUser } {
  const store = useStore();
  const api = useApi();
  const user = useAtomValue(userAtom);
  if (!user) throw new Error('The chat needs a signed-in user');
  return useMemo(() => ({ store, api, user }), [store, api, user]);
}
