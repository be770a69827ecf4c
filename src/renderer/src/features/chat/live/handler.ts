import type { createStore } from 'jotai';
import { CHAT_LIMITS } from '@shared/chat/constants';
import { normalizeChat } from '@shared/chat/normalize';
import type { ChatEvents, LiveMessage } from '@shared/live/events';
import { chatStateAtom, updateChatState, visibleChatsAtom } from '../store/atoms';
import { chatViewed, clearTyping, countOneMore, memberJoined, memberLeft, receiveMessage, setCounts, setTyping, upsertChat } from '../store/state';
import { isTakenBy, operatorsOf } from '../store/tabs';
import { chatKey } from '../store/types';

// Section 7's chat events brought into the store: count, newMessage, newChat, memberJoin,
// memberLeave, chatView, userWriting. A typing flag clears after 6 s, or when that member's new
// message arrives (section 4).

type Store = ReturnType<typeof createStore>;

export interface ChatLiveDeps {
  store: Store;
  userId: number;
  /** Airline staff count only the chats they answer and the untaken ones (as the server does). */
  isOperator: boolean;
  /** The lists' membership or tabs may have changed: refetch them. */
  onListsChanged(): void;
  /** The unread counts changed in a way only the server can tell: fetch them. */
  onCountsStale(): void;
  /** Whether the page is on screen (a conversation in a hidden tab reads nothing). */
  pageVisible(): boolean;
}

export interface ChatLiveHandler {
  handle(message: LiveMessage): void;
  dispose(): void;
}

export function createChatLiveHandler(deps: ChatLiveDeps): ChatLiveHandler {
  const { store, userId } = deps;
  const typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const timerKey = (chatId: number, memberId: number) => `${chatId}:${memberId}`;

  function stopTyping(chatId: number, memberId: number): void {
    const key = timerKey(chatId, memberId);
    clearTimeout(typingTimers.get(key));
    typingTimers.delete(key);
    updateChatState(store, (state) => clearTyping(state, chatId, memberId));
  }

  function onNewMessage({ chatId, message }: ChatEvents['newMessage']): void {
    const key = chatKey(chatId);
    const before = store.get(chatStateAtom).chats[key];
    const seen = before?.messages.some((m) => m.id === message.id) || (before?.chat.lastMessage?.id ?? 0) >= message.id;
    stopTyping(chatId, message.createdBy.id);
    updateChatState(store, (state) => receiveMessage(state, message, userId));
    // A chat the lists do not hold yet, or one that moves up: the lists show it.
    if (!before) deps.onListsChanged();
    if (message.createdBy.id === userId) return;
    // A deletion may take an unread message away: only the server knows.
    if (message.status === 'deleted') return deps.onCountsStale();
    if (seen) return;
    // The conversation on screen reads it at once (its read mark's answer brings the counts).
    if ((store.get(visibleChatsAtom)[key] ?? 0) > 0 && deps.pageVisible()) return;
    if (!before) return deps.onCountsStale();
    // A colleague's dialog does not count for this operator.
    if (deps.isOperator && operatorsOf(before.chat).length > 0 && !isTakenBy(before.chat, userId)) return;
    updateChatState(store, (state) => countOneMore(state, chatId));
  }

  function onWriting({ chatId, member }: ChatEvents['userWriting']): void {
    if (member.userId === userId) return;
    const key = timerKey(chatId, member.userId);
    clearTimeout(typingTimers.get(key));
    updateChatState(store, (state) => setTyping(state, chatId, member));
    typingTimers.set(
      key,
      setTimeout(() => stopTyping(chatId, member.userId), CHAT_LIMITS.typingIndicatorMs),
    );
  }

  return {
    handle({ event }) {
      switch (event.type) {
        case 'count':
          updateChatState(store, (state) => setCounts(state, event.data));
          return;
        case 'newMessage':
          return onNewMessage(event.data);
        case 'newChat':
          updateChatState(store, (state) => upsertChat(state, normalizeChat(event.data.chat, deps.userId)));
          return deps.onListsChanged();
        case 'memberJoin':
        case 'memberLeave': {
          const { chatId, member } = event.data;
          updateChatState(store, (state) => (event.type === 'memberJoin' ? memberJoined : memberLeft)(state, chatId, member));
          deps.onListsChanged();
          // Taken or left, a dialog enters or leaves what an operator counts.
          if (deps.isOperator) deps.onCountsStale();
          return;
        }
        case 'chatView':
          updateChatState(store, (state) => chatViewed(state, event.data.chatId, event.data.userId, event.data.messageId));
          return;
        case 'userWriting':
          return onWriting(event.data);
        default:
          return;
      }
    },
    dispose() {
      for (const timer of typingTimers.values()) clearTimeout(timer);
      typingTimers.clear();
    },
  };
}
