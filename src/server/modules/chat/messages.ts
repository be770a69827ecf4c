import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messagePreview } from '@shared/chat/rules';
import type { ChatAttachment, ChatHistory, ChatHistoryQuery, ChatMessage } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { chatAttachments, chatMessages } from '../../db/schema';
import { loadPeople, unknownPerson } from './people';

// Messages as the API shows them (section 3's chat message): a page of them at a time, each with
// its files, its author and the message it answers. A deleted one keeps its place, without text.

type Reader = Pick<Database, 'select'>;

const reply = alias(chatMessages, 'reply');

async function queryMessages(db: Reader, where: SQL, order: 'asc' | 'desc', limit?: number): Promise<ChatMessage[]> {
  const query = db
    .select({
      id: chatMessages.id,
      chatId: chatMessages.chatId,
      text: chatMessages.text,
      createdBy: chatMessages.createdBy,
      createdAt: chatMessages.createdAt,
      deletedAt: chatMessages.deletedAt,
      replyId: reply.id,
      replyText: reply.text,
      replyCreatedBy: reply.createdBy,
      replyDeletedAt: reply.deletedAt,
      replyAttachments: sql<number>`case when ${reply.id} is null then 0 else (select count(*)::int from chat_attachments ra where ra.message_id = ${reply.id}) end`,
    })
    .from(chatMessages)
    // Only a message of the same chat counts as the one answered.
    .leftJoin(reply, and(eq(reply.id, chatMessages.replyToId), eq(reply.chatId, chatMessages.chatId)))
    .where(where)
    .orderBy(order === 'asc' ? asc(chatMessages.id) : desc(chatMessages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  if (!rows.length) return [];

  const ids = rows.map((r) => r.id);
  const [files, people] = await Promise.all([
    db
      .select({ id: chatAttachments.id, messageId: chatAttachments.messageId, name: chatAttachments.name, size: chatAttachments.size, mimeType: chatAttachments.mimeType })
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, ids))
      .orderBy(asc(chatAttachments.id)),
    loadPeople(db, rows.flatMap((r) => (r.replyCreatedBy === null ? [r.createdBy] : [r.createdBy, r.replyCreatedBy]))),
  ]);
  const filesOf = new Map<number, ChatAttachment[]>();
  for (const { messageId, ...file } of files) filesOf.set(messageId, [...(filesOf.get(messageId) ?? []), file]);

  return rows.map((row) => {
    const author = people.get(row.createdBy) ?? unknownPerson(row.createdBy);
    const deleted = row.deletedAt !== null;
    return {
      id: row.id,
      chatId: row.chatId,
      status: deleted ? 'deleted' : 'active',
      text: deleted ? '' : row.text,
      attachments: deleted ? [] : (filesOf.get(row.id) ?? []),
      replyTo:
        row.replyId === null
          ? null
          : {
              id: row.replyId,
              text: row.replyDeletedAt === null ? (messagePreview(row.replyText ?? '') ?? '') : '',
              createdBy: (people.get(row.replyCreatedBy ?? 0) ?? unknownPerson(0)).name,
              deleted: row.replyDeletedAt !== null,
              attachments: row.replyDeletedAt === null ? row.replyAttachments : 0,
            },
      createdBy: { id: author.userId, name: author.name, contractorName: author.contractorName, airline: author.airline },
      createdAt: row.createdAt.toISOString(),
      deletedAt: row.deletedAt?.toISOString() ?? null,
    } satisfies ChatMessage;
  });
}

export async function loadMessages(db: Reader, ids: readonly number[]): Promise<Map<number, ChatMessage>> {
  if (!ids.length) return new Map();
  const list = await queryMessages(db, inArray(chatMessages.id, [...new Set(ids)]), 'asc');
  return new Map(list.map((m) => [m.id, m]));
}

export async function loadMessage(db: Reader, id: number): Promise<ChatMessage | null> {
  return (await loadMessages(db, [id])).get(id) ?? null;
}

/** A page of a chat's history: the newest messages, or those before a message; oldest first. */
export async function history(db: Reader, chatId: number, query: ChatHistoryQuery): Promise<ChatHistory> {
  const where = and(eq(chatMessages.chatId, chatId), query.messageId === undefined ? undefined : lt(chatMessages.id, query.messageId))!;
  const newestFirst = await queryMessages(db, where, 'desc', query.limit + 1);
  return { items: newestFirst.slice(0, query.limit).reverse(), pagination: { more: newestFirst.length > query.limit } };
}

/** Whether the message belongs to the chat (a read mark or an answer may only point inside it). */
export async function isMessageOf(db: Reader, chatId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chatId)));
  return row !== undefined;
}
