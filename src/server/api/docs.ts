import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AnyEndpoint } from '@shared/api/contract';
import { docsApi } from '@shared/api/docs-api';
import { API_PREFIX } from '@shared/api/paths';
import { NotFoundError } from '../errors';
import { openApiDocument } from './openapi';
import { serve } from './serve';

// The API's description, public: the OpenAPI document at /api/openapi.json, generated from the
// endpoints the app registered, and a reference page at /api/docs (Swagger UI, served from its
// package: no CDN, so it works where the cabinet's users are).

/**
 * Gathers the endpoint of every route registered after this call. An API route without one does
 * not start: the document covers every route by construction.
 */
export function collectEndpoints(app: FastifyInstance): () => readonly AnyEndpoint[] {
  const endpoints = new Set<AnyEndpoint>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    const endpoint = route.config?.endpoint;
    if (!endpoint) throw new Error(`API route ${String(route.method)} ${route.url} is not registered from the contract (api/serve.ts)`);
    endpoints.add(endpoint);
  });
  return () => [...endpoints];
}

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** The files the page loads, and their types; nothing else of the package is served. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>UTair Cargo cabinet API</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// Kept out of the page so the page needs no inline script.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#reference',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  persistAuthorization: false,
  tryItOutEnabled: false,
});
`;

const PAGE_POLICY = "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'";

export async function docsRoutes(app: FastifyInstance, { endpoints }: { endpoints: () => readonly AnyEndpoint[] }): Promise<void> {
  let document: Record<string, unknown> | null = null;

  serve(app, docsApi.openapi, async ({ reply }) => {
    // Built once, on first request: by then every route is registered.
    document ??= openApiDocument(endpoints());
    reply.header('cache-control', 'no-cache');
    return document as { openapi: string };
  });

  serve(app, docsApi.page, async ({ reply }) => {
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', PAGE_POLICY).header('cache-control', 'no-cache');
    return Buffer.from(PAGE);
  });

  serve(app, docsApi.asset, async ({ params, reply }) => {
    if (params.file === 'init.js') {
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache');
      return Buffer.from(INIT);
    }
    const type = ASSETS[params.file];
    if (!type) throw new NotFoundError();
    reply.header('content-type', type).header('cache-control', 'public, max-age=86400');
    return readFile(join(swaggerUi, params.file));
  });
}
