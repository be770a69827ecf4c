import type { FastifyInstance } from 'fastify';
import { cimpApi, MESSAGING_ABILITIES } from '@shared/messaging';
import { CimpError, generateCimp, parseCimp } from '@shared/messaging/cimp';
import { serve } from '../../api/serve';
import { AppError, ForbiddenError, NotFoundError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findRow } from '../../resources/query';
import type { SessionContext } from '../../access/sessions';
import { authenticateSender, makeReceiveToken, receiveTelegram } from './receive';
import { incomingBinding } from './settings-bindings';

// The codec's calls: pure, so the only things checked here are the caller (airline staff holding
// the cimp ability) and the telegram itself. Receiving: the sender's own credentials, no session
// (a session cookie is no credential here, so a browser page cannot post in a user's name); the
// Origin check stays, and machines send no Origin.

/** A telegram (or an object) that does not read: 400 with the fault's kind, line and detail at the top. */
export class CimpFaultError extends AppError {
  constructor(error: CimpError) {
    super(400, 'errors:cimpFault', { params: { line: error.line, detail: error.detail }, top: { fault: error.fault, line: error.line, detail: error.detail } });
  }
}

function airlineStaff(user: SessionContext): void {
  if (user.airlineId === null) throw new ForbiddenError();
}

function codec<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof CimpError) throw new CimpFaultError(error);
    throw error;
  }
}

export async function cimpRoutes(app: FastifyInstance): Promise<void> {
  serve(app, cimpApi.parse, async ({ body, request }) => {
    airlineStaff(requireUser(request));
    return codec(() => parseCimp(body));
  });
  serve(app, cimpApi.generate, async ({ body, request, reply }) => {
    airlineStaff(requireUser(request));
    const text = codec(() => generateCimp(body));
    void reply.type('text/plain; charset=utf-8');
    return Buffer.from(text, 'utf8');
  });
  // A telegram changes nothing a session is read from: the cached sessions stay.
  serve(app, cimpApi.receive, async ({ body, request }) => receiveTelegram(app.db, await authenticateSender(app.db, request.headers.authorization), body, request.t), { sessionNeutral: true });
  serve(app, cimpApi.receiveToken, async ({ params, request }) => {
    // The setting as the caller may edit it (its airline, a client's own contract): out of reach, a 404.
    const setting = await findRow(app, incomingBinding, requireUser(request), MESSAGING_ABILITIES.incoming.edit, params.id);
    if (!setting) throw new NotFoundError();
    return { username: String(setting.username), token: await makeReceiveToken(app.db, { id: setting.id, protocol: setting.protocol }) };
  });
}
