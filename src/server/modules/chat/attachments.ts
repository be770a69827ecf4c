import { and, eq, sql } from 'drizzle-orm';
import { messageRef } from '@shared/validation';
import type { Database } from '../../db/client';
import { attachmentUsage, chatAttachments, chatMessages, chats } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { visibleChats, type Viewer } from './access';
import type { UploadedFile } from './upload';

// Files of messages, kept in the database beside them (every instance serves every file). They
// are read whole only for a download; lists carry their name, size and type.

const MEGABYTE = 1024 * 1024;

/**
 * Takes the files' bytes from the sender's quota of the day (UTC), or refuses them on `files`
 * with nothing taken. One upsert counts and checks, so parallel messages cannot pass it together.
 */
async function takeDailyQuota(db: Pick<Database, 'insert'>, userId: number, bytes: number, bytesPerDay: number): Promise<void> {
  const refuse = () => new ValidationError({ files: messageRef('chat:errors.dailyQuota', { limit: Math.floor(bytesPerDay / MEGABYTE) }) });
  if (bytes > bytesPerDay) throw refuse();
  const [taken] = await db
    .insert(attachmentUsage)
    .values({ userId, day: sql`(now() at time zone 'utc')::date`, bytes })
    .onConflictDoUpdate({
      target: [attachmentUsage.userId, attachmentUsage.day],
      set: { bytes: sql`${attachmentUsage.bytes} + excluded.bytes` },
      setWhere: sql`${attachmentUsage.bytes} + excluded.bytes <= ${bytesPerDay}`,
    })
    .returning({ bytes: attachmentUsage.bytes });
  if (!taken) throw refuse();
}

/** Stores a message's files, counted against their sender's daily quota. */
export async function storeAttachments(
  db: Pick<Database, 'insert'>,
  message: { id: number; senderId: number },
  files: readonly UploadedFile[],
  bytesPerDay: number,
): Promise<void> {
  if (!files.length) return;
  await takeDailyQuota(db, message.senderId, files.reduce((sum, f) => sum + f.content.length, 0), bytesPerDay);
  const messageId = message.id;
  await db.insert(chatAttachments).values(files.map((f) => ({ messageId, name: f.name, mimeType: f.mimeType, size: f.content.length, content: f.content })));
}

export interface AttachmentFile {
  name: string;
  mimeType: string;
  content: Buffer;
}

/** A file of a message in a chat the viewer sees, or 404. */
export async function findAttachment(db: Pick<Database, 'select'>, viewer: Viewer, id: number): Promise<AttachmentFile> {
  const [row] = await db
    .select({ name: chatAttachments.name, mimeType: chatAttachments.mimeType, content: chatAttachments.content })
    .from(chatAttachments)
    .innerJoin(chatMessages, eq(chatMessages.id, chatAttachments.messageId))
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(eq(chatAttachments.id, id), visibleChats(viewer)));
  if (!row) throw new NotFoundError();
  return row;
}
