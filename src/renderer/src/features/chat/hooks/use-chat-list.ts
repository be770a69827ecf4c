import { useInfiniteQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { CHAT_LIMITS, type ChatTab } from '@shared/chat/constants';
import { chatKeys } from '../api/keys';
import { getChats } from '../api/chats';
import { chatStateAtom, updateChatState } from '../store/atoms';
import { fakeChatsFor, isAirlineOperator } from '../store/fakes';
import { byActivity, chatTitle } from '../store/names';
import { ensureFakes, newEntry, upsertChats } from '../store/state';
import { chatKey, type ChatEntry } from '../store/types';
import { useChatContext } from './use-chat-context';

/**
 * The chat list of a tab and a search, 30 chats a page: the pages say which chats, the store
 * holds them as live events leave them (last message, members, unread), newest activity first.
 * Non-airline users see their placeholders after their chats.
 */
export function useChatList(tab: ChatTab, search: string, enabled = true) {
  const ctx = useChatContext();
  const { store, api, user } = ctx;
  const operator = isAirlineOperator(user);
  // Staff search their clients on the server; a client's few chats are searched here, by airline.
  const serverSearch = operator ? search : '';
  const query = useInfiniteQuery({
    queryKey: chatKeys.list({ tab, search: serverSearch }),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getChats(api, user.id, { tab, search: serverSearch, page: pageParam, size: CHAT_LIMITS.listPageSize }, signal);
      updateChatState(store, (state) => upsertChats(state, page.items));
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.reduce((sum, page) => sum + page.items.length, 0) < last.total && last.items.length ? pages.length + 1 : undefined),
    enabled,
  });

  const loadedOnce = Boolean(query.data);
  useEffect(() => {
    if (loadedOnce && !operator) updateChatState(store, (state) => ensureFakes(state, fakeChatsFor(user)));
  }, [loadedOnce, operator, store, user]);

  const state = useAtomValue(chatStateAtom);
  const items = useMemo(() => {
    const listed = new Map<string, ChatEntry>();
    for (const chat of query.data?.pages.flatMap((page) => page.items) ?? []) listed.set(chatKey(chat.id), state.chats[chatKey(chat.id)] ?? newEntry(chat));
    if (operator) return [...listed.values()].sort(byActivity);
    // A client's list is all their chats: one the store has heard of live belongs there at once.
    for (const entry of Object.values(state.chats)) if (!listed.has(entry.key)) listed.set(entry.key, entry);
    const needle = search.trim().toLocaleLowerCase();
    return [...listed.values()].filter((entry) => !needle || chatTitle(entry, false).toLocaleLowerCase().includes(needle)).sort(byActivity);
  }, [query.data, state.chats, search, operator]);

  const first = query.data?.pages[0];
  return {
    items,
    tabs: first?.tabs ?? null,
    pending: query.isPending && enabled,
    error: query.error,
    more: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
