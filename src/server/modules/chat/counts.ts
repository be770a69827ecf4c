import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { ChatCount } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { chatMessages, chatReads, chats } from '../../db/schema';
import { visibleChats, type Viewer } from './access';

// Unread messages and read marks. A user has read a chat up to a message (chat_reads); unread are
// the later messages of others that are not deleted. A mark only moves forward.

type Reader = Pick<Database, 'select'>;

// The subqueries below name their tables themselves: Drizzle leaves columns unqualified in a
// query without joins, where `chat_id = id` would compare a message's columns with each other.
/** The outer query's chat. */
const CHAT_ID = sql.raw('"chats"."id"');

/** The user's unread messages in the chat of the outer query's `chats` row. */
export const unreadIn = (userId: number): SQL<number> => sql<number>`(
  select count(*)::int from chat_messages um
  where um.chat_id = ${CHAT_ID}
    and um.id > coalesce((select ur.message_id from chat_reads ur where ur.chat_id = um.chat_id and ur.user_id = ${userId}), 0)
    and um.created_by <> ${userId}
    and um.deleted_at is null
)`;

const hasAirlineMember = (userId?: number): SQL =>
  sql`exists (select 1 from chat_members am where am.chat_id = ${CHAT_ID} and am.role = 'airline'${userId === undefined ? sql`` : sql` and am.user_id = ${userId}`})`;

/** Staff's "mine": chats they answer. */
export const takenBy = (userId: number): SQL => hasAirlineMember(userId);
/** Staff's "new": chats nobody of the airline has taken. */
export const untaken = (): SQL => sql`not ${hasAirlineMember()}`;

/**
 * The unread count of the menu and the chat tabs. Staff count the chats they answer and the ones
 * nobody has taken yet (what waits for them), not the ones a colleague answers; clients all theirs.
 */
export async function countUnread(db: Reader, viewer: Viewer): Promise<ChatCount> {
  const scope = viewer.kind === 'staff' ? and(visibleChats(viewer), sql`(${takenBy(viewer.userId)} or ${untaken()})`) : visibleChats(viewer);
  // One pass over the unread messages of every chat in scope (hash joins), not a lookup per chat.
  const rows = await db
    .select({ chatId: chatMessages.chatId, n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .leftJoin(chatReads, and(eq(chatReads.chatId, chatMessages.chatId), eq(chatReads.userId, viewer.userId)))
    .where(
      and(
        scope,
        sql`${chatMessages.id} > coalesce(${chatReads.messageId}, 0)`,
        ne(chatMessages.createdBy, viewer.userId),
        isNull(chatMessages.deletedAt),
      ),
    )
    .groupBy(chatMessages.chatId);
  const result: ChatCount = { all: 0, chats: {} };
  for (const row of rows) {
    result.chats[String(row.chatId)] = row.n;
    result.all += row.n;
  }
  return result;
}

/** Moves the user's read mark up to the message; the mark when it moved, null when it was already there or further. */
export async function markRead(db: Pick<Database, 'insert'>, chatId: number, userId: number, messageId: number): Promise<number | null> {
  const [row] = await db
    .insert(chatReads)
    .values({ chatId, userId, messageId })
    .onConflictDoUpdate({
      target: [chatReads.chatId, chatReads.userId],
      set: { messageId, viewedAt: sql`now()` },
      setWhere: sql`${chatReads.messageId} < excluded.message_id`,
    })
    .returning({ messageId: chatReads.messageId });
  return row?.messageId ?? null;
}

/** Up to which message each user has read each chat. */
export async function loadReadMarks(db: Reader, chatIds: readonly number[]): Promise<Map<number, Record<string, number>>> {
  const result = new Map<number, Record<string, number>>(chatIds.map((id) => [id, {}]));
  if (!chatIds.length) return result;
  const rows = await db
    .select({ chatId: chatReads.chatId, userId: chatReads.userId, messageId: chatReads.messageId })
    .from(chatReads)
    .where(inArray(chatReads.chatId, [...chatIds]));
  for (const row of rows) {
    const marks = result.get(row.chatId);
    if (marks) marks[String(row.userId)] = row.messageId;
  }
  return result;
}

