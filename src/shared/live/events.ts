import type { ChatAnswer, ChatMember, ChatMessage } from '../chat/schemas';
import type { NotificationAnswer, NotificationCount } from '../notifications/schemas';

// What travels on the live streams (section 7: "Chat event types: count, newMessage, newChat,
// memberJoin, memberLeave, chatView, userWriting. Notification events carry message and count").
// The SSE `event:` field is the type; `data:` is the JSON below.

export const CHAT_EVENT_TYPES = ['count', 'newMessage', 'newChat', 'memberJoin', 'memberLeave', 'chatView', 'userWriting'] as const;
export type ChatEventType = (typeof CHAT_EVENT_TYPES)[number];

export const NOTIFICATION_EVENT_TYPE = 'notification';

export interface ChatEvents {
  /** Sent to one user's own topic: their unread messages, in all and per chat, after they read some. */
  count: { all: number; chats: Record<string, number> };
  newMessage: { chatId: number; message: ChatMessage };
  /** The chat's count in either form of section 3. */
  newChat: { chat: ChatAnswer };
  memberJoin: { chatId: number; member: ChatMember };
  memberLeave: { chatId: number; member: ChatMember };
  /** Somebody read a chat up to a message: read marks for the others, the count for their own tabs. */
  chatView: { chatId: number; userId: number; messageId: number };
  userWriting: { chatId: number; member: ChatMember };
}

export interface NotificationEvent {
  /** Its date in either form of section 3. */
  message: NotificationAnswer;
  count: NotificationCount;
}

export type LiveEvent =
  | { [K in ChatEventType]: { type: K; data: ChatEvents[K] } }[ChatEventType]
  | { type: typeof NOTIFICATION_EVENT_TYPE; data: NotificationEvent };

/** What the live connection (a leader tab, or the desktop's main process) hands to the app. */
export interface LiveMessage {
  /** The hub's event id, to resume after. */
  id: string;
  /** Which stream it came on. */
  stream: LiveStreamName;
  event: LiveEvent;
}

export const LIVE_STREAMS = ['chat', 'notification'] as const;
export type LiveStreamName = (typeof LIVE_STREAMS)[number];
