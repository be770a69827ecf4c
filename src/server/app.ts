import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import qs from 'qs';
import { COMPANY_HEADER } from '@shared/api/paths';
import { apiParseOptions } from '@shared/query-string';
import { SessionCache } from './access/session-cache';
import { collectEndpoints, docsRoutes } from './api/docs';
import deliveryPlugin from './delivery/plugin';
import type { AreaModule } from './area';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { LiveHub } from './live/hub';
import liveRoutes from './live/routes';
import { MODULES } from './modules';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import errorsPlugin, { handleError } from './plugins/errors';
import i18nPlugin from './plugins/i18n';
import securityHeadersPlugin from './plugins/security-headers';
import './plugins/types';
import webPlugin from './plugins/web';
import { geoIpRoutes, REFERENCE_LOOKUPS } from './reference';
import { ImportSlots } from './resources/import-slots';
import { registerLookups } from './resources/lookup-routes';
import { lookupCatalog } from './resources/lookups';
import { registerResource } from './resources/routes';

export interface AppOptions {
  config: ServerConfig;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** Told of every route as it is registered (the tests keep an inventory of the API with it). */
  onRoute?: onRouteHookHandler;
  /**
   * Cached sessions: on for a single instance (PGlite), or while a change feed links the instances
   * (see db/change-feed.ts). Off when not given.
   */
  sessions?: SessionCache;
  /**
   * The live hub, fed by the database's change feed (db/change-feed.ts). Without one, events are
   * logged but no stream of this app hears them.
   */
  hub?: LiveHub;
  /** The business areas to serve; all of them (modules/index.ts) by default. */
  modules?: readonly AreaModule[];
}

async function prettyStream() {
  const { default: pretty } = await import('pino-pretty');
  return pretty({ sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** Builds the cabinet API (and the web build beside it); listening is the caller's business. */
export async function buildApp({ config, db, logger, onRoute, sessions, hub, modules = MODULES }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      // Readable lines in development, written synchronously so they never interleave with the
      // start banner; JSON lines (pino's own) for a collector in production.
      ...(config.logFormat === 'pretty' && config.logLevel !== 'silent' ? { stream: await prettyStream() } : {}),
    },
    // Requests are not logged one by one; failures are, by the error handler.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A malformed or overlong URL fails before any hook runs; it still answers `{code, message}`.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
    routerOptions: {
      maxParamLength: 200,
      // Section 7: API queries carry indexed arrays and nested objects, parsed by qs.
      querystringParser: (query: string) => qs.parse(query, apiParseOptions),
    },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('sessions', sessions ?? new SessionCache({ enabled: false }));
  app.decorate('live', hub ?? new LiveHub(db));
  app.decorate('imports', new ImportSlots());
  app.decorate('lookups', lookupCatalog([...REFERENCE_LOOKUPS, ...modules.flatMap((module) => module.lookups ?? [])]));
  if (onRoute) app.addHook('onRoute', onRoute);

  // Security headers first: every answer has them, CORS preflights and early refusals included.
  await app.register(securityHeadersPlugin);
  // External plugins next.
  await app.register(cookie);
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept-language', COMPANY_HEADER, 'last-event-id'],
    exposedHeaders: ['link', 'retry-after', 'content-disposition'],
    maxAge: 600,
  });
  // Imports (xlsx) and, later, attachments: one file per request.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });

  // Then the app's own plugins.
  await app.register(i18nPlugin);
  await app.register(errorsPlugin);
  await app.register(csrfPlugin);
  await app.register(authPlugin);
  await app.register(deliveryPlugin);

  // Every API route from here on comes from the contract; the API's description lists them all.
  const endpoints = collectEndpoints(app);

  // Then the business areas: their own calls, their resources on the engine, the look-ups and the
  // live streams they offer, and the reference data they all read.
  for (const module of modules) {
    if (module.routes) await app.register(module.routes);
    for (const binding of module.resources ?? []) registerResource(app, binding);
  }
  registerLookups(app);
  await app.register(geoIpRoutes);
  await app.register(liveRoutes, { streams: modules.flatMap((module) => module.live ?? []) });
  await app.register(docsRoutes, { endpoints });

  // The web build answers whatever the API does not.
  await app.register(webPlugin);
  return app;
}
