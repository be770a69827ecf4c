import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_ABILITIES } from '@shared/chat/abilities';
import {
  ChatHistoryQuerySchema,
  ChatIdParamsSchema,
  ChatListQuerySchema,
  ChatViewSchema,
  type Chat,
  type ChatCount,
  type ChatHistory,
  type ChatListPage,
  type ChatMessage,
} from '@shared/chat/schemas';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { findChat, viewerOf } from './access';
import { contentDisposition, findAttachment } from './attachments';
import { countUnread } from './counts';
import { createChat } from './create';
import { listChats, loadChat } from './list';
import { history } from './messages';
import { deleteMessage } from './remove';
import { sendMessage } from './send';
import { joinChat, leaveChat } from './take';
import { readMessageForm } from './upload';
import { viewChat } from './view';
import { announceWriting } from './writing';

// Section 7's chat calls (the stream's discovery is in live/routes.ts). Every call needs the chat
// ability; a chat the caller does not see answers 404. Nothing here changes what sessions are
// read from, so the cached sessions stay.

const MESSAGE_FIELDS = ['message', 'replyTo'] as const;
const CREATE_FIELDS = ['company', ...MESSAGE_FIELDS] as const;

export default async function chatRoutes(app: FastifyInstance): Promise<void> {
  const view = { access: 'USER', ability: CHAT_ABILITIES.view } as const;
  const write = { ...view, sessionNeutral: true } as const;
  const idOf = (request: FastifyRequest) => parseInput(ChatIdParamsSchema, request.params).id;

  app.get('/api/chat', { config: view }, async (request): Promise<ChatListPage> => {
    const query = parseInput(ChatListQuerySchema, request.query ?? {});
    return listChats(app.db, viewerOf(requireUser(request)), query);
  });

  app.get('/api/chat/id-:id', { config: view }, async (request): Promise<Chat> => loadChat(app.db, viewerOf(requireUser(request)), idOf(request)));

  app.get('/api/chat/message/count', { config: view }, async (request): Promise<ChatCount> => countUnread(app.db, viewerOf(requireUser(request))));

  app.post('/api/chat', { config: { access: 'USER', ability: CHAT_ABILITIES.chatting, multipart: true, sessionNeutral: true } }, async (request, reply) => {
    const result = await createChat(app.db, requireUser(request), await readMessageForm(request, CREATE_FIELDS));
    return reply.status(result.created ? 201 : 200).send({ chat: result.chat, message: result.message });
  });

  app.post('/api/chat/id-:id/message', { config: { ...write, multipart: true } }, async (request): Promise<ChatMessage> => {
    const id = idOf(request);
    return sendMessage(app.db, requireUser(request), id, () => readMessageForm(request, MESSAGE_FIELDS));
  });

  app.get('/api/chat/id-:id/message', { config: view }, async (request): Promise<ChatHistory> => {
    const id = idOf(request);
    const query = parseInput(ChatHistoryQuerySchema, request.query ?? {});
    const chat = await findChat(app.db, viewerOf(requireUser(request)), id);
    return history(app.db, chat.id, query);
  });

  app.patch('/api/chat/id-:id/view', { config: write }, async (request): Promise<ChatCount> => {
    const id = idOf(request);
    const { messageId } = parseInput(ChatViewSchema, request.body ?? {});
    return viewChat(app.db, requireUser(request), id, messageId);
  });

  app.patch('/api/chat/id-:id/join', { config: write }, async (request): Promise<Chat> => joinChat(app.db, requireUser(request), idOf(request)));

  app.patch('/api/chat/id-:id/leave', { config: write }, async (request): Promise<Chat> => leaveChat(app.db, requireUser(request), idOf(request)));

  app.post('/api/chat/id-:id/writing', { config: write }, async (request, reply) => {
    await announceWriting(app.db, requireUser(request), idOf(request));
    return reply.status(204).send();
  });

  app.get('/api/chat/message/attachment/id-:id', { config: view }, async (request, reply) => {
    const file = await findAttachment(app.db, viewerOf(requireUser(request)), idOf(request));
    return reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(file.content);
  });

  app.delete('/api/chat/message/id-:id', { config: write }, async (request): Promise<ChatMessage> => deleteMessage(app.db, requireUser(request), idOf(request)));
}
