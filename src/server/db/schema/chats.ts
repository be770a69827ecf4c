import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatRole } from '@shared/chat/constants';
import { airlines } from './airlines';
import { bytea } from './columns';
import { contractors } from './parties';
import { users } from './users';

// Chat between a client (a contractor's users, or one user still without a contractor) and an
// airline's staff (section 3). Attachments live in the database beside the messages, so every
// instance serves every file.

export const chats = pgTable(
  'chats',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    airlineId: integer()
      .notNull()
      .references(() => airlines.id),
    /** The client company; null while the client has none (a sign-up before its contract). */
    contractorId: integer().references(() => contractors.id),
    /** The client user who started it; the chat belongs to them when there is no contractor. */
    ownerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text().notNull().default('common'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the last message came: the list's order. */
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One chat per client and airline: the placeholder chats stand for the ones not yet started.
    uniqueIndex('chats_airline_contractor').on(t.airlineId, t.contractorId).where(sql`${t.contractorId} is not null`),
    uniqueIndex('chats_airline_owner').on(t.airlineId, t.ownerUserId).where(sql`${t.contractorId} is null`),
    index().on(t.airlineId, t.lastMessageAt),
  ],
);

export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().$type<ChatRole>().notNull(),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index().on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    chatId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    text: text().notNull().default(''),
    replyToId: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.chatId, t.id)],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    messageId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    mimeType: text().notNull(),
    size: integer().notNull(),
    content: bytea().notNull(),
  },
  (t) => [index().on(t.messageId)],
);

/** Up to which message each user has read each chat: unread counts and read marks. */
export const chatReads = pgTable(
  'chat_reads',
  {
    chatId: bigint({ mode: 'number' })
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: bigint({ mode: 'number' }).notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chatId, t.userId] }), index().on(t.userId)],
);

/**
 * Bytes of attachments each user sent each day (UTC), counted as they are stored: the daily quota
 * is checked and taken by one upsert, so parallel messages cannot pass it together.
 */
export const attachmentUsage = pgTable(
  'attachment_usage',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
