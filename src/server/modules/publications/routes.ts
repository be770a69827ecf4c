import type { FastifyInstance } from 'fastify';
import { publicationsApi } from '@shared/publications/api';
import { serve } from '../../api/serve';
import { contentDisposition } from '../../lib/file-names';
import { requireUser } from '../../plugins/auth';
import { findAttachment, readUpload, storeUpload } from './attachments';
import { confirmPublication, publicationRecipients, remindRecipients } from './familiarization';
import { listPublications, loadPublication } from './read';
import { createPublication, updatePublication } from './write';

// The publications' calls (the contract in @shared/publications/api). What a caller does not read
// answers 404, its files included.

export default async function publicationRoutes(app: FastifyInstance): Promise<void> {
  serve(app, publicationsApi.list, async ({ query, request }) => listPublications(app.db, requireUser(request), query));
  serve(app, publicationsApi.get, async ({ params, request }) => loadPublication(app.db, requireUser(request), params.id));
  serve(app, publicationsApi.create, async ({ body, request }) => {
    const user = requireUser(request);
    return loadPublication(app.db, user, await createPublication(app.db, user, body));
  });
  serve(app, publicationsApi.update, async ({ params, body, request }) => {
    const user = requireUser(request);
    await updatePublication(app.db, user, params.id, body);
    return loadPublication(app.db, user, params.id);
  });
  serve(app, publicationsApi.upload, async ({ request }) => storeUpload(app.db, requireUser(request), await readUpload(request)));
  serve(app, publicationsApi.attachment, async ({ params, request, reply }) => {
    const file = await findAttachment(app.db, requireUser(request), params.id);
    reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return file.content;
  });
  serve(app, publicationsApi.confirm, async ({ params, request }) => confirmPublication(app.db, requireUser(request), params.id));
  serve(app, publicationsApi.recipients, async ({ params, request }) => publicationRecipients(app.db, requireUser(request), params.id));
  serve(app, publicationsApi.remind, async ({ params, request }) => remindRecipients(app.db, requireUser(request), params.id));
}
