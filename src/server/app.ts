import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type onRouteHookHandler } from 'fastify';
import qs from 'qs';
import { COMPANY_HEADER } from '@shared/api/paths';
import { apiParseOptions } from '@shared/query-string';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import accreditationRoutes from './modules/accreditations/routes';
import authRoutes from './modules/auth/routes';
import chatRoutes from './modules/chat/routes';
import { SessionCache } from './modules/auth/session-cache';
import { LiveHub } from './live/hub';
import liveRoutes from './live/routes';
import handbookRoutes from './modules/handbooks/routes';
import notificationRoutes from './modules/notifications/routes';
import profileRoutes from './modules/profile/routes';
import shipmentRoutes from './modules/shipments/routes';
import authPlugin from './plugins/auth';
import csrfPlugin from './plugins/csrf';
import errorsPlugin, { handleError } from './plugins/errors';
import i18nPlugin from './plugins/i18n';
import './plugins/types';
import webPlugin from './plugins/web';

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
}

/** Builds the cabinet API (and the web build beside it); listening is the caller's business. */
export async function buildApp({ config, db, logger, onRoute, sessions, hub }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
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
  if (onRoute) app.addHook('onRoute', onRoute);

  // External plugins first.
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

  // Then the business areas.
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(shipmentRoutes);
  await app.register(handbookRoutes);
  await app.register(accreditationRoutes);
  await app.register(notificationRoutes);
  await app.register(chatRoutes);
  await app.register(liveRoutes);

  // The web build answers whatever the API does not.
  await app.register(webPlugin);
  return app;
}
