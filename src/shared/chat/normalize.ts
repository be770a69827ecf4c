import type { Chat, ChatAnswer, ChatCreated, ChatCreatedAnswer, ChatListAnswer, ChatListPage, ChatUnread } from './schemas';

// Section 3's second form of a chat's unread count, read into the one the client keeps.

/** The caller's unread messages: the number itself, or the caller's entry of a map keyed by user id. */
export const unreadFor = (count: ChatUnread, userId: number): number => (typeof count === 'number' ? count : (count[String(userId)] ?? 0));

export const normalizeChat = (chat: ChatAnswer, userId: number): Chat => ({ ...chat, count: unreadFor(chat.count, userId) });

export const normalizeChatList = (page: ChatListAnswer, userId: number): ChatListPage => ({ ...page, items: page.items.map((chat) => normalizeChat(chat, userId)) });

export const normalizeChatCreated = (answer: ChatCreatedAnswer, userId: number): ChatCreated => ({ ...answer, chat: normalizeChat(answer.chat, userId) });
