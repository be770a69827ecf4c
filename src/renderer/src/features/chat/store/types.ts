import type { MessageStatus } from '@shared/chat/constants';
import type { Chat, ChatCount, ChatMember, ChatMessage } from '@shared/chat/schemas';

// What the renderer keeps of chats beyond the server's answers (section 3's chat: messages, more,
// loaded, fake; a member's typing flag; the message statuses pending and error).

/** What a message sent from this tab carries until the server confirms it: enough to send it again. */
export interface Outgoing {
  text: string;
  replyToId: number | null;
  files: File[];
}

export interface LocalMessage extends Omit<ChatMessage, 'status'> {
  status: MessageStatus;
  /** A message sent from here: its key until the server gives it an id (0 meanwhile), kept after for a stable key. */
  localId?: string;
  /** Present while the message is pending or failed. */
  outgoing?: Outgoing;
  /** Why the last send failed. */
  error?: string;
}

export interface ChatEntry {
  /** The store key: the chat's id, or `fake:{marker}` for a placeholder. */
  key: string;
  /** The chat as the server shows it; a placeholder has id 0 (no call is made with it). */
  chat: Chat;
  /** A placeholder for an airline the user has no chat with yet (section 3). */
  fake: boolean;
  /** Oldest first: the server's messages by id, then what is still pending or failed. */
  messages: LocalMessage[];
  /** The history has older messages still to load. */
  more: boolean;
  /** The history has been loaded at least once. */
  loaded: boolean;
  /** Members typing now, by user id. */
  typing: Record<string, ChatMember>;
}

export interface ChatState {
  chats: Record<string, ChatEntry>;
  /** Unread messages, in all and per chat; null until loaded. */
  counts: ChatCount | null;
  /** Bumped whenever the counts change, so a slower answer does not undo a newer change. */
  countsStamp: number;
}

export const EMPTY_CHAT_STATE: ChatState = { chats: {}, counts: null, countsStamp: 0 };

export const FAKE_PREFIX = 'fake:';
export const chatKey = (id: number): string => String(id);
export const fakeKey = (marker: string): string => `${FAKE_PREFIX}${marker}`;
export const isFakeKey = (key: string): boolean => key.startsWith(FAKE_PREFIX);
/** The airline of a placeholder's key; null for a chat's. */
export const fakeMarker = (key: string): string | null => (isFakeKey(key) ? key.slice(FAKE_PREFIX.length) : null);
/** The key of what may be opened: a chat id or a placeholder's key; null for anything else. */
export function parseChatKey(value: string | null | undefined): string | null {
  if (!value) return null;
  if (isFakeKey(value)) return value.length > FAKE_PREFIX.length ? value : null;
  return /^[1-9]\d{0,14}$/.test(value) ? value : null;
}
