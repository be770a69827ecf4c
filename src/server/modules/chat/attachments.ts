import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatAttachments, chatMessages, chats } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { visibleChats, type Viewer } from './access';
import type { UploadedFile } from './upload';

// Files of messages, kept in the database beside them (every instance serves every file). They
// are read whole only for a download; lists carry their name, size and type.

export async function storeAttachments(db: Pick<Database, 'insert'>, messageId: number, files: readonly UploadedFile[]): Promise<void> {
  if (!files.length) return;
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

/** `Content-Disposition` for a download, the name in UTF-8 (RFC 6266) with an ASCII fallback for old clients. */
export function contentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
