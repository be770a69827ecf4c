import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SITE_FILES } from '@shared/api/paths';
import { matchRoute } from '@shared/routes';
import { publicBaseUrl } from '../lib/base-url';
import { isApiPath } from './errors';

// Serves the web build on the API's origin. Any page path answers index.html (the renderer
// routes it), with status 404 when the route table has no such page on this platform.

const CONFIG_PLACEHOLDER = '<!--cabinet-config-->';

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Fluent UI (Griffel) inserts its style rules at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function securityHeaders(reply: FastifyReply): void {
  void reply
    .header('content-security-policy', CONTENT_SECURITY_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('x-frame-options', 'DENY');
}

export default fp(
  async (app) => {
    const root = app.config.webRoot;
    const indexFile = root ? join(root, 'index.html') : null;
    const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

    if (root && template) {
      await app.register(fastifyStatic, {
        root,
        index: false,
        wildcard: false,
        // Hashed assets never change; everything else is checked on each load.
        setHeaders: (reply, path) => {
          const immutable = path.startsWith(join(root, 'assets'));
          void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          if (path.endsWith(SITE_FILES.serviceWorker)) void reply.header('service-worker-allowed', '/');
        },
      });
    } else {
      app.log.warn(`No web build at ${root ?? '(disabled)'}: serving the API only. Run npm run build.`);
    }

    const page = (request: FastifyRequest, reply: FastifyReply) => {
      if (!template) {
        return reply.status(503).type('text/plain; charset=utf-8').send('The web build is missing: run `npm run build`.\n');
      }
      const pathname = request.url.split('?')[0] ?? '/';
      const match = matchRoute(pathname, app.config.platform);
      // The page's own validate step runs here too: /accounts/abc is no page (section 2).
      const known = match !== null && (!match.route.validate || match.route.validate(match.params));
      const meta =
        `<meta name="cabinet-platform" content="${escapeAttribute(app.config.platform)}">` +
        `<meta name="cabinet-base-url" content="${escapeAttribute(publicBaseUrl(request))}">` +
        // A server checking its own answers (development, tests) asks the app to check them too.
        (app.config.checkAnswers ? '<meta name="cabinet-check-answers" content="1">' : '');
      securityHeaders(reply);
      return reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(template.replace(CONFIG_PLACEHOLDER, meta));
    };

    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (isPage) {
        // A static file that was not found (e.g. /assets/x.js) must not answer the page.
        const looksLikeFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
        if (!looksLikeFile) return page(request, reply);
      }
      return reply.status(404).type('application/json; charset=utf-8').send({ code: 404, message: request.t('errors:notFound') });
    });
  },
  { name: 'web', dependencies: ['i18n'] },
);
