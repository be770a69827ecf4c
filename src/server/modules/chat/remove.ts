import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ChatMessage } from '@shared/chat/schemas';
import type { Database } from '../../db/client';
import { chatAttachments, chatMessages } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { publishLive } from '../../live/bus';
import type { SessionContext } from '../../access/sessions';
import { findChat, viewerOf } from './access';
import { chatEvent, chatTopics } from './events';
import { loadMessage } from './messages';

// Deleting a message (section 3's 'deleted' status, DELETE /chat/message/id-{id}): only its
// author may; the message keeps its place in the history without its text and files, and the
// others hear of it as a newMessage carrying the deleted status.

export async function deleteMessage(db: Database, user: SessionContext, messageId: number): Promise<ChatMessage> {
  const viewer = viewerOf(user);
  const [row] = await db.select({ chatId: chatMessages.chatId, createdBy: chatMessages.createdBy }).from(chatMessages).where(eq(chatMessages.id, messageId));
  if (!row) throw new NotFoundError();
  const chat = await findChat(db, viewer, row.chatId);
  if (row.createdBy !== viewer.userId) throw new ForbiddenError();
  return db.transaction(async (tx) => {
    const deleted = await tx
      .update(chatMessages)
      .set({ deletedAt: sql`now()`, text: '' })
      .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
      .returning({ id: chatMessages.id });
    const message = await loadMessage(tx, messageId);
    if (!message) throw new NotFoundError();
    // Deleting twice changes nothing and tells nobody again.
    if (deleted.length) {
      await tx.delete(chatAttachments).where(eq(chatAttachments.messageId, messageId));
      await publishLive(tx, chatEvent('newMessage', chatTopics(chat), { chatId: chat.id, message }));
    }
    return message;
  });
}
