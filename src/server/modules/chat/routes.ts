import type { FastifyInstance } from 'fastify';
import { chatApi } from '@shared/chat/api';
import { serve } from '../../api/serve';
import { contentDisposition } from '../../lib/file-names';
import { requireUser } from '../../plugins/auth';
import { findChat, viewerOf } from './access';
import { findAttachment } from './attachments';
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

// Section 7's chat calls (the contract in @shared/chat/api; the stream's discovery is served by
// the live hub). A chat the caller does not see answers 404. Nothing here changes what sessions
// are read from, so the cached sessions stay.

const MESSAGE_FIELDS = ['message', 'replyTo'] as const;
const CREATE_FIELDS = ['company', ...MESSAGE_FIELDS] as const;

export default async function chatRoutes(app: FastifyInstance): Promise<void> {
  const neutral = { sessionNeutral: true };
  const viewer = (request: Parameters<typeof requireUser>[0]) => viewerOf(requireUser(request));

  serve(app, chatApi.list, async ({ query, request }) => listChats(app.db, viewer(request), query));
  serve(app, chatApi.get, async ({ params, request }) => loadChat(app.db, viewer(request), params.id));
  serve(app, chatApi.count, async ({ request }) => countUnread(app.db, viewer(request)));

  serve(
    app,
    chatApi.create,
    async ({ request }) => {
      // A chat with that airline already there takes the message; `created` tells the two apart.
      const result = await createChat(app.db, requireUser(request), await readMessageForm(request, CREATE_FIELDS), app.config.chat);
      return { chat: result.chat, message: result.message, created: result.created };
    },
    neutral,
  );

  serve(app, chatApi.send, async ({ params, request }) => sendMessage(app.db, requireUser(request), params.id, () => readMessageForm(request, MESSAGE_FIELDS), app.config.chat), neutral);

  serve(app, chatApi.history, async ({ params, query, request }) => {
    const chat = await findChat(app.db, viewer(request), params.id);
    return history(app.db, chat.id, query);
  });

  serve(app, chatApi.view, async ({ params, body, request }) => viewChat(app.db, requireUser(request), params.id, body.messageId), neutral);
  serve(app, chatApi.join, async ({ params, request }) => joinChat(app.db, requireUser(request), params.id), neutral);
  serve(app, chatApi.leave, async ({ params, request }) => leaveChat(app.db, requireUser(request), params.id), neutral);
  serve(app, chatApi.writing, async ({ params, request }) => announceWriting(app.db, requireUser(request), params.id), neutral);

  serve(app, chatApi.attachment, async ({ params, request, reply }) => {
    const file = await findAttachment(app.db, viewer(request), params.id);
    reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return file.content;
  });

  serve(app, chatApi.remove, async ({ params, request }) => deleteMessage(app.db, requireUser(request), params.id), neutral);
}
