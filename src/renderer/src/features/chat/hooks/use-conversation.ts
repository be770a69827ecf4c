import { useCallback, useEffect, useState } from 'react';
import { isChatId } from '@shared/chat/rules';
import { loadChat, loadHistory } from '../store/actions';
import { isFakeKey } from '../store/types';
import { useChatContext } from './use-chat-context';
import { useChatEntry } from './use-chat-entry';

/**
 * A conversation opened by its key (section 2: "opening it initialises that chat"): the chat
 * itself when the store lacks it, its newest 30 messages, and older ones on demand.
 */
export function useConversation(key: string) {
  const ctx = useChatContext();
  const entry = useChatEntry(key);
  const [error, setError] = useState<Error | null>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const id = Number(key);
  const needsChat = !entry && !isFakeKey(key) && isChatId(id);
  const needsHistory = Boolean(entry && !entry.fake && !entry.loaded);

  useEffect(() => setError(null), [key]);

  useEffect(() => {
    if (!needsChat) return undefined;
    let current = true;
    loadChat(ctx, id).catch((e: Error) => current && setError(e));
    return () => {
      current = false;
    };
  }, [ctx, id, needsChat]);

  useEffect(() => {
    if (!needsHistory) return undefined;
    let current = true;
    loadHistory(ctx, key).catch((e: Error) => current && setError(e));
    return () => {
      current = false;
    };
  }, [ctx, key, needsHistory]);

  const more = entry?.more ?? false;
  const loadOlder = useCallback(async () => {
    if (loadingOlder || !more) return;
    setLoadingOlder(true);
    try {
      await loadHistory(ctx, key, true);
    } catch (e) {
      setError(e as Error);
    } finally {
      setLoadingOlder(false);
    }
  }, [ctx, key, loadingOlder, more]);

  return { entry, error, loadingOlder, loadOlder };
}
