import * as v from 'valibot';
import { M, msg } from '../validation';
import { CHAT_LIMITS, CHAT_ROLES, CHAT_TABS, type MessageStatus } from './constants';

// The chat entities of section 3 and the calls of section 7, as the server answers them. What only
// the client keeps (fake, messages, more, loaded, a member's typing flag, pending and error
// statuses) is added by the renderer's store.

export const ChatAttachmentSchema = v.object({
  id: v.number(),
  name: v.string(),
  size: v.number(),
  mimeType: v.string(),
});
export type ChatAttachment = v.InferOutput<typeof ChatAttachmentSchema>;

export const ChatMemberSchema = v.object({
  userId: v.number(),
  role: v.picklist(CHAT_ROLES),
  /** The login (email). */
  username: v.string(),
  name: v.string(),
  /** The member's company: the client's contractor, or the airline's name for its staff. */
  contractorName: v.string(),
});
export type ChatMember = v.InferOutput<typeof ChatMemberSchema>;

export const ChatMessageAuthorSchema = v.object({
  id: v.number(),
  name: v.string(),
  contractorName: v.string(),
  /** True for the airline's staff. */
  airline: v.boolean(),
});
export type ChatMessageAuthor = v.InferOutput<typeof ChatMessageAuthorSchema>;

export const ChatMessageSchema = v.object({
  id: v.number(),
  chatId: v.number(),
  status: v.picklist(['active', 'deleted'] satisfies MessageStatus[]),
  /** Empty once deleted. */
  text: v.string(),
  attachments: v.array(ChatAttachmentSchema),
  /** The message this one answers, shown above it (its text cut to a preview). */
  replyTo: v.nullable(v.object({ id: v.number(), text: v.string(), createdBy: v.string(), deleted: v.boolean(), attachments: v.number() })),
  createdBy: ChatMessageAuthorSchema,
  createdAt: v.string(),
  deletedAt: v.nullable(v.string()),
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatSchema = v.object({
  id: v.number(),
  createdAt: v.string(),
  type: v.string(),
  members: v.array(ChatMemberSchema),
  /** This caller's unread messages in the chat. */
  count: v.number(),
  /** The airline the chat is with; `acceptsMessages` is its settings' flag (clients cannot write when off). */
  company: v.object({ marker: v.string(), iata: v.string(), name: v.string(), acceptsMessages: v.boolean() }),
  /** The client company (null for a client still without one: its user's name stands in). */
  contractor: v.nullable(v.object({ name: v.string() })),
  lastMessage: v.nullable(ChatMessageSchema),
  /** Up to which message each member has read (read marks). */
  readBy: v.record(v.string(), v.number()),
});
export type Chat = v.InferOutput<typeof ChatSchema>;

/**
 * Section 3: a chat's unread `count` may come as a map keyed by user id instead of the caller's own
 * number. Answers and events are read in either form (`ChatAnswerSchema`) and kept in one
 * (`ChatSchema`: the caller's number) by `normalizeChat` of ./normalize.
 */
export const ChatUnreadSchema = v.union([v.number(), v.record(v.string(), v.number())]);
export type ChatUnread = v.InferOutput<typeof ChatUnreadSchema>;

export const ChatAnswerSchema = v.object({ ...ChatSchema.entries, count: ChatUnreadSchema });
export type ChatAnswer = v.InferOutput<typeof ChatAnswerSchema>;

export const ChatListPageSchema = v.object({
  items: v.array(ChatSchema),
  total: v.number(),
  /** Chats per tab, for the tab labels of airline staff. */
  tabs: v.object({ all: v.number(), mine: v.number(), new: v.number() } satisfies Record<(typeof CHAT_TABS)[number], v.NumberSchema<undefined>>),
});
export type ChatListPage = v.InferOutput<typeof ChatListPageSchema>;

/** The list as it may arrive: its chats' counts in either form of section 3. */
export const ChatListAnswerSchema = v.object({ ...ChatListPageSchema.entries, items: v.array(ChatAnswerSchema) });
export type ChatListAnswer = v.InferOutput<typeof ChatListAnswerSchema>;

export const ChatCountSchema = v.object({
  all: v.number(),
  chats: v.record(v.string(), v.number()),
});
export type ChatCount = v.InferOutput<typeof ChatCountSchema>;

export const ChatHistorySchema = v.object({
  items: v.array(ChatMessageSchema),
  pagination: v.object({ more: v.boolean() }),
});
export type ChatHistory = v.InferOutput<typeof ChatHistorySchema>;

/** A new chat with its first message (POST /chat). */
/** A started chat: `created` is false when the caller already had one with that airline and the message went there. */
export const ChatCreatedSchema = v.object({ chat: ChatSchema, message: ChatMessageSchema, created: v.boolean() });
export type ChatCreated = v.InferOutput<typeof ChatCreatedSchema>;
export const ChatCreatedAnswerSchema = v.object({ chat: ChatAnswerSchema, message: ChatMessageSchema, created: v.boolean() });
export type ChatCreatedAnswer = v.InferOutput<typeof ChatCreatedAnswerSchema>;

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
