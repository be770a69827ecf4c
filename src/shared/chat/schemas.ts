import * as v from 'valibot';
import { M, msg } from '../validation';
import { CHAT_LIMITS, CHAT_TABS, type ChatRole, type MessageStatus } from './constants';

// The chat entities of section 3 and the calls of section 7, as the server answers them. What only
// the client keeps (fake, messages, more, loaded, a member's typing flag, pending and error
// statuses) is added by the renderer's store.

export interface ChatAttachment {
  id: number;
  name: string;
  size: number;
  mimeType: string;
}

export interface ChatMember {
  userId: number;
  role: ChatRole;
  /** The login (email). */
  username: string;
  name: string;
  /** The member's company: the client's contractor, or the airline's name for its staff. */
  contractorName: string;
}

export interface ChatMessageAuthor {
  id: number;
  name: string;
  contractorName: string;
  /** True for the airline's staff. */
  airline: boolean;
}

export interface ChatMessage {
  id: number;
  chatId: number;
  status: Extract<MessageStatus, 'active' | 'deleted'>;
  /** Empty once deleted. */
  text: string;
  attachments: ChatAttachment[];
  /** The message this one answers, shown above it (its text cut to a preview). */
  replyTo: { id: number; text: string; createdBy: string; deleted: boolean; attachments: number } | null;
  createdBy: ChatMessageAuthor;
  createdAt: string;
  deletedAt: string | null;
}

export interface Chat {
  id: number;
  createdAt: string;
  type: string;
  members: ChatMember[];
  /** This caller's unread messages in the chat. */
  count: number;
  /** The airline the chat is with; `acceptsMessages` is its settings' flag (clients cannot write when off). */
  company: { marker: string; iata: string; name: string; acceptsMessages: boolean };
  /** The client company (null for a client still without one: its user's name stands in). */
  contractor: { name: string } | null;
  lastMessage: ChatMessage | null;
  /** Up to which message each member has read (read marks). */
  readBy: Record<string, number>;
}

export interface ChatListPage {
  items: Chat[];
  total: number;
  /** Chats per tab, for the tab labels of airline staff. */
  tabs: Record<(typeof CHAT_TABS)[number], number>;
}

export interface ChatCount {
  all: number;
  chats: Record<string, number>;
}

export interface ChatHistory {
  items: ChatMessage[];
  pagination: { more: boolean };
}

const idString = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,15}$/, msg(M.integer)), v.transform(Number))], msg(M.integer)),
  v.number(),
  v.integer(msg(M.integer)),
  v.minValue(1, msg(M.minValue)),
  v.maxValue(2_147_483_647, msg(M.maxValue)),
);

export const ChatIdParamsSchema = v.object({ id: idString });

export const ChatListQuerySchema = v.object({
  tab: v.optional(v.picklist(CHAT_TABS, msg(M.unknownValue)), 'all'),
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, msg(M.maxLength)))),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, msg(M.integer)), v.transform(Number)), '1'),
  size: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d?$|^100$/, msg(M.maxValue)), v.transform(Number)), String(CHAT_LIMITS.listPageSize)),
});
export type ChatListQuery = v.InferOutput<typeof ChatListQuerySchema>;

export const ChatHistoryQuerySchema = v.object({
  limit: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d?$/, msg(M.integer)), v.transform(Number), v.maxValue(CHAT_LIMITS.pageSize, msg(M.maxValue))), String(CHAT_LIMITS.pageSize)),
  direction: v.optional(v.picklist(['before'], msg(M.unknownValue)), 'before'),
  messageId: v.optional(idString),
});
export type ChatHistoryQuery = v.InferOutput<typeof ChatHistoryQuerySchema>;

/** The text fields of a message (the files travel beside them in the multipart body). */
export const ChatMessageFieldsSchema = v.object({
  message: v.optional(v.pipe(v.string(), v.maxLength(CHAT_LIMITS.maxTextLength, msg(M.maxLength))), ''),
  replyTo: v.optional(v.union([v.literal(''), idString])),
});

/** A new chat's fields: the airline it is with (its marker) and the first message. */
export const ChatCreateFieldsSchema = v.object({
  ...ChatMessageFieldsSchema.entries,
  company: v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(20, msg(M.maxLength))),
});

export const ChatViewSchema = v.object({ messageId: idString });
