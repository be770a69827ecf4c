import { useEffect } from 'react';
import type { ChatTab } from '@shared/chat/constants';
import type { ChatListPage } from '@shared/chat/schemas';
import { initialTab } from '../store/tabs';
import { isFakeKey } from '../store/types';
import { useChatEntry } from './use-chat-entry';

/**
 * Decides, once, the tab an airline operator's list opens on (section 4): from the opened chat
 * when there is one (once it is loaded), else from the tabs' counts.
 */
export function useInitialTab(options: { pending: boolean; userId: number; openedKey: string | null; tabs: ChatListPage['tabs'] | null; decide(tab: ChatTab): void }): void {
  const { pending, userId, openedKey, tabs, decide } = options;
  const realKey = openedKey && !isFakeKey(openedKey) ? openedKey : null;
  const opened = useChatEntry(realKey ?? '');
  const waitsForChat = Boolean(realKey && !opened);
  useEffect(() => {
    if (!pending || waitsForChat) return;
    const tab = initialTab(userId, opened?.chat ?? null, tabs);
    if (tab) decide(tab);
  }, [pending, waitsForChat, userId, opened, tabs, decide]);
}
