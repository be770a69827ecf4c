import fp from 'fastify-plugin';
import { isApiPath } from './errors';

// Headers every answer carries, set before any handler so that one with its own policy (the live
// stream, the API description, a downloaded file, the web build's static files) overrides them:
// - nosniff everywhere: a browser takes each answer for the type it says it is;
// - `Cache-Control: no-store` on the API: its answers are private data, to be kept by no cache,
//   shared or the browser's, unless the route says otherwise;
// - HSTS only when the request came over HTTPS (behind a proxy, as its X-Forwarded-Proto says,
//   which counts only with TRUST_PROXY): sent over plain HTTP it would be ignored, and a server on
//   plain HTTP must not promise HTTPS. A year, for this host only: subdomains are not ours to bind.

export const HSTS = 'max-age=31536000';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('x-content-type-options', 'nosniff');
      if (isApiPath(request.url.split('?')[0] ?? '')) void reply.header('cache-control', 'no-store');
      if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
