import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { can } from '@shared/abilities';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import { userAtom } from '@/lib/state';
import { chatPanelAtom } from '../store/panel';
import { isFakeKey, parseChatKey } from '../store/types';

/** Section 2: "The root with query chatId opens that chat": in the floating panel, for users who may view chats. */
export function useOpenChatFromQuery(): void {
  const [params] = useSearchParams();
  const user = useAtomValue(userAtom);
  const setPanel = useSetAtom(chatPanelAtom);
  const key = parseChatKey(params.get('chatId'));
  const allowed = Boolean(user && can(user.abilities, CHAT_ABILITIES.view));
  useEffect(() => {
    if (allowed && key && !isFakeKey(key)) setPanel({ open: true, key });
  }, [allowed, key, setPanel]);
}
