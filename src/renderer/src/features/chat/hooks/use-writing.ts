import { useCallback, useRef } from 'react';
import { CHAT_LIMITS } from '@shared/chat/constants';
import { isChatId } from '@shared/chat/rules';
import { useApi } from '@/lib/api/context';
import { announceWriting } from '../api/chats';

/** Tells the others the user is typing (POST writing), at most every 2 s. */
export function useWritingAnnouncer(chatId: number): () => void {
  const api = useApi();
  const last = useRef(0);
  return useCallback(() => {
    if (!isChatId(chatId)) return;
    const now = Date.now();
    if (now - last.current < CHAT_LIMITS.writingThrottleMs) return;
    last.current = now;
    void announceWriting(api, chatId).catch(() => undefined);
  }, [api, chatId]);
}
