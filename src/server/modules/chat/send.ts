import { eq, sql } from 'drizzle-orm';
import { can } from '@shared/abilities';
import type { ChatRole } from '@shared/chat/constants';
import { ChatMessageFieldsSchema, type ChatMessage } from '@shared/chat/schemas';
import { topics } from '@shared/live/topics';
import { M } from '@shared/validation';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import type { Database } from '../../db/client';
import { chatMessages, chats } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { publishLive, type LiveEventInput } from '../../live/bus';
import type { SessionContext } from '../../access/sessions';
import { findChat, viewerOf, type ChatRef, type Viewer } from './access';
import { storeAttachments } from './attachments';
import { countUnread, markRead } from './counts';
import { chatEvent, chatTopics } from './events';
import { addMember, roleFor } from './members';
import { isMessageOf, loadMessage } from './messages';
import { notifyMessage } from './recipients';
import type { MessageForm, UploadedFile } from './upload';

// Sending a message (section 7: text, replyTo and files). The sender joins the chat if not yet a
// member (a client as an author, staff as the airline's operator), reads it up to their own
// message, and everyone who may read the chat hears of it, live and as a notification.

export interface MessageInput {
  text: string;
  replyTo: number | null;
  files: UploadedFile[];
}

/** The message of a form: its text (trimmed) or at least one file. */
export function messageInput(form: MessageForm): MessageInput {
  const fields = parseInput(ChatMessageFieldsSchema, form.fields);
  const text = fields.message.trim();
  if (!text && !form.files.length) throw new ValidationError({ message: M.required });
  return { text, replyTo: typeof fields.replyTo === 'number' ? fields.replyTo : null, files: form.files };
}

/** Clients write only to an airline that accepts messages, and only with the chatting ability; its staff always may answer. */
export function assertMayWrite(user: SessionContext, viewer: Viewer, chat: Pick<ChatRef, 'airlineMarker' | 'acceptsChatMessages'>): void {
  if (viewer.kind !== 'client') return;
  if (!can(user.abilities, CHAT_ABILITIES.chatting, { company: chat.airlineMarker })) throw new ForbiddenError();
  if (!chat.acceptsChatMessages) throw new AppError(409, 'chat:errors.notAccepting');
}

/** The server's configured chat limits (ServerConfig.chat). */
export interface ChatLimits {
  /** Bytes of attachments one user may send a day (UTC). */
  attachmentBytesPerDay: number;
}

export interface Posted {
  message: ChatMessage;
  /** Live events to publish, in order, once the caller has added its own. */
  events: LiveEventInput[];
}

/**
 * Writes a message into a chat in the caller's transaction. The events are returned, not
 * published: a new chat's own event must go first.
 */
export async function postMessage(tx: Database, viewer: Viewer, chat: ChatRef, input: MessageInput, options: { role?: ChatRole; announceJoin: boolean; attachmentBytesPerDay: number }): Promise<Posted> {
  if (input.replyTo !== null && !(await isMessageOf(tx, chat.id, input.replyTo))) throw new ValidationError({ replyTo: 'chat:errors.notInChat' });
  const chatTopicList = chatTopics(chat);
  const events: LiveEventInput[] = [];

  const joined = await addMember(tx, chat.id, viewer.userId, options.role ?? roleFor(viewer, chat));
  if (joined && options.announceJoin) events.push(chatEvent('memberJoin', chatTopicList, { chatId: chat.id, member: joined }));

  const unreadBefore = (await countUnread(tx, viewer)).chats[String(chat.id)] ?? 0;
  const [row] = await tx
    .insert(chatMessages)
    .values({ chatId: chat.id, createdBy: viewer.userId, text: input.text, replyToId: input.replyTo })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('chat message not inserted');
  await storeAttachments(tx, { id: row.id, senderId: viewer.userId }, input.files, options.attachmentBytesPerDay);
  await tx.update(chats).set({ lastMessageAt: sql`now()` }).where(eq(chats.id, chat.id));
  // Answering is reading: the sender has read the chat up to their own message.
  await markRead(tx, chat.id, viewer.userId, row.id);

  const message = await loadMessage(tx, row.id);
  if (!message) throw new Error('chat message not found after insert');
  events.push(chatEvent('newMessage', chatTopicList, { chatId: chat.id, message }));
  if (unreadBefore > 0) events.push(chatEvent('count', [topics.chatUser(viewer.userId)], await countUnread(tx, viewer)));
  return { message, events };
}

/** POST /chat/id-{id}/message. */
export async function sendMessage(db: Database, user: SessionContext, chatId: number, readForm: () => Promise<MessageForm>, limits: ChatLimits): Promise<ChatMessage> {
  const viewer = viewerOf(user);
  const chat = await findChat(db, viewer, chatId);
  assertMayWrite(user, viewer, chat);
  const input = messageInput(await readForm());
  return db.transaction(async (tx) => {
    const posted = await postMessage(tx, viewer, chat, input, { announceJoin: true, attachmentBytesPerDay: limits.attachmentBytesPerDay });
    await publishLive(tx, posted.events);
    await notifyMessage(tx, chat, posted.message);
    return posted.message;
  });
}
