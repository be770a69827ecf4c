import type { FastifyInstance } from 'fastify';
import { cimpApi } from '@shared/messaging';
import { CimpError, generateCimp, parseCimp } from '@shared/messaging/cimp';
import { serve } from '../../api/serve';
import { AppError, ForbiddenError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import type { SessionContext } from '../../access/sessions';

// The codec's calls: pure, so the only things checked here are the caller (airline staff holding
// the cimp ability) and the telegram itself.

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
}
