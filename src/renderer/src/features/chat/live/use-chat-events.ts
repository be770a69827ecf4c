import type { QueryClient } from '@tanstack/react-query';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { can } from '@shared/abilities';
import type { SessionUser } from '@shared/profile/session-user';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { useApi } from '@/lib/api/context';
import { liveEmitterAtom } from '@/lib/live/emitter';
import { logWarning } from '@/lib/log';
import { chatKeys } from '../api/keys';
import { refreshCounts } from '../store/actions';
import { resetChatStore } from '../store/atoms';
import { isAirlineOperator } from '../store/fakes';
import { createChatLiveHandler } from './handler';

/** Section 6: the chat stream, and so the chat, only with chat.action.view. */
const COUNTS_DEBOUNCE_MS = 300;

/**
 * The chat of a signed-in user (section 4): initialised at start (the unread counts), fed by the
 * live events, and cleared when the user signs out or another signs in.
 */
export function useChatEvents(client: QueryClient, user: SessionUser): void {
  const store = useStore();
  const api = useApi();
  const emitter = useAtomValue(liveEmitterAtom);
  const allowed = can(user.abilities, CHAT_ABILITIES.view);
  const operator = isAirlineOperator(user);
  const userId = user.id;

  useEffect(() => {
    if (!allowed) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retries = 0;
    const refresh = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void refreshCounts({ store, api })
          .then((taken) => {
            // A newer change came meanwhile; the server's answer may still hold something it lacks.
            if (!taken && retries < 3) {
              retries += 1;
              refresh();
            } else retries = 0;
          })
          .catch((error: unknown) => logWarning('chat counts', error));
      }, COUNTS_DEBOUNCE_MS);
    };
    void refreshCounts({ store, api }).catch((error: unknown) => logWarning('chat counts', error));
    const handler = createChatLiveHandler({
      store,
      userId,
      isOperator: operator,
      onListsChanged: () => void client.invalidateQueries({ queryKey: chatKeys.lists() }),
      onCountsStale: refresh,
      pageVisible: () => document.visibilityState === 'visible',
    });
    const off = emitter.on(handler.handle);
    return () => {
      off();
      handler.dispose();
      clearTimeout(timer);
      resetChatStore(store);
    };
  }, [store, api, emitter, client, allowed, operator, userId]);
}
