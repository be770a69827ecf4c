import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError, ForbiddenError } from '../errors';

// With SameSite=Lax cookies and JSON-only bodies (no form can send JSON cross-site without a CORS
// preflight), the last guard is the Origin: when a browser sends one on a change, it must be this
// host (a browser sets Host itself; forwarded headers count only with TRUST_PROXY) or an origin
// the configuration allows, such as the desktop's app://cabinet.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  return allowed.includes(origin) || origin === `${request.protocol}://${request.host}`;
}

export default fp(
  async (app) => {
    // text/plain is the one body type a cross-site form may send without a preflight; drop its parser.
    app.removeContentTypeParser('text/plain');
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!originAllowed(request, app.config.allowedOrigins)) throw new ForbiddenError('errors:crossOrigin');
      // Multipart is the other body a cross-site form can send: only file uploads take it.
      const multipart = request.headers['content-type']?.toLowerCase().startsWith('multipart/') ?? false;
      if (multipart && !request.routeOptions.config.multipart) throw new AppError(415, 'errors:unsupportedMediaType');
    });
  },
  { name: 'csrf', dependencies: ['i18n'] },
);
