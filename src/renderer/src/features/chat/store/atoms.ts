import { atom, type createStore } from 'jotai';
import { selectAtom } from 'jotai/utils';
import type { ChatMessage } from '@shared/chat/schemas';
import { chatPanelAtom, CLOSED_PANEL } from './panel';
import { EMPTY_CHAT_STATE, type ChatEntry, type ChatState } from './types';
import { chatsOnScreenAtom } from '@/lib/state';

// The chat store (jotai): chats by key with their messages, typing members and unread counts,
// the composers' drafts, and which conversations are on screen. It belongs to the signed-in
// user: cleared when they sign out or another signs in (section 4).

type Store = ReturnType<typeof createStore>;

export const chatStateAtom = atom<ChatState>(EMPTY_CHAT_STATE);

export const chatCountsAtom = selectAtom(chatStateAtom, (state) => state.counts);
export const unreadTotalAtom = selectAtom(chatStateAtom, (state) => state.counts?.all ?? 0);

/** What the user is writing in each chat, kept while they look elsewhere. */
export interface Draft {
  text: string;
  replyTo: ChatMessage | null;
  files: File[];
}
export const EMPTY_DRAFT: Draft = { text: '', replyTo: null, files: [] };
export const draftsAtom = atom<Record<string, Draft>>({});

/** Conversations on screen now (lib/state.ts: the notifications read it too). */
export const visibleChatsAtom = chatsOnScreenAtom;

/** One chat of the store; a hook makes one per key and re-renders only when that chat changes. */
export const entryAtom = (key: string) => selectAtom(chatStateAtom, (state): ChatEntry | undefined => state.chats[key]);

export function updateChatState(store: Store, change: (state: ChatState) => ChatState): void {
  store.set(chatStateAtom, change(store.get(chatStateAtom)));
}

/** Forgets every chat, count, draft and open panel (sign-out, another user). */
export function resetChatStore(store: Store): void {
  store.set(chatStateAtom, EMPTY_CHAT_STATE);
  store.set(draftsAtom, {});
  store.set(visibleChatsAtom, {});
  store.set(chatPanelAtom, CLOSED_PANEL);
}
