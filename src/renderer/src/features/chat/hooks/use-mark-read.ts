import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { isChatId } from '@shared/chat/rules';
import { logWarning } from '@/lib/log';
import { markChatRead } from '../store/actions';
import { chatCountsAtom, visibleChatsAtom } from '../store/atoms';
import { useChatContext } from './use-chat-context';
import { useChatEntry } from './use-chat-entry';
import { usePageVisible } from './use-page-visible';

/**
 * A conversation on screen reads what arrives in it: PATCH view with the newest message id while
 * it is visible, and it is known as visible so that arrivals there do not count as unread.
 */
export function useMarkRead(key: string, active: boolean): void {
  const ctx = useChatContext();
  const setVisible = useSetAtom(visibleChatsAtom);
  const pageVisible = usePageVisible();
  const entry = useChatEntry(key);
  const counts = useAtomValue(chatCountsAtom);
  const requested = useRef(0);

  useEffect(() => {
    if (!active) return undefined;
    setVisible((visible) => ({ ...visible, [key]: (visible[key] ?? 0) + 1 }));
    return () =>
      setVisible((visible) => {
        const next = { ...visible };
        if ((next[key] ?? 0) > 1) next[key] = (next[key] ?? 0) - 1;
        else delete next[key];
        return next;
      });
  }, [active, key, setVisible]);

  const newest = entry?.messages.findLast((m) => isChatId(m.id))?.id ?? 0;
  const unread = entry ? (counts?.chats[String(entry.chat.id)] ?? 0) : 0;
  const ready = Boolean(entry?.loaded && !entry.fake);
  useEffect(() => {
    if (!active || !pageVisible || !ready || !newest) return;
    if (newest <= requested.current && !unread) return;
    requested.current = newest;
    markChatRead(ctx, key).catch((error: unknown) => logWarning('chat view', error));
  }, [active, pageVisible, ready, newest, unread, ctx, key]);
}
