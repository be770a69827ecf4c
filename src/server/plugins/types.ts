import type { AnyEndpoint } from '@shared/api/contract';
import type { Locale } from '@shared/constants';
import type { RouteAccess } from '@shared/routes';
import type { Translate } from '@shared/validation';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { DeliveryWorker } from '../delivery/worker';
import type { LiveHub } from '../live/hub';
import type { SessionCache } from '../access/session-cache';
import type { ImportSlots } from '../resources/import-slots';
import type { LookupCatalog } from '../resources/lookups';
import type { SessionContext } from '../access/sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: `*` anyone, `USER` signed in, or a role. Every API route must say. */
    access?: RouteAccess;
    /** The ability the caller must hold (section 6), checked before the handler runs. */
    ability?: string;
    /** The route takes a multipart body (a file upload); every other route takes JSON only. */
    multipart?: boolean;
    /** The route takes a plain-text body (the codec's parse); the text parser is its alone. */
    text?: boolean;
    /**
     * The write cannot change what a session is read from (a chat message, a typing signal): the
     * cached sessions stay. Every other write clears them before answering.
     */
    sessionNeutral?: boolean;
    /** The contract's endpoint the route serves (api/serve.ts); every API route has one. */
    endpoint?: AnyEndpoint;
  }
  interface FastifyInstance {
    db: Database;
    config: ServerConfig;
    sessions: SessionCache;
    live: LiveHub;
    /** Every look-up of section 7, from the reference data and the areas. */
    lookups: LookupCatalog;
    /** Who is importing a sheet now (one import at a time per user). */
    imports: ImportSlots;
    /** The delivery queue's sender: `kick` after queueing, `run` to send what is due now (tests). */
    deliveries: DeliveryWorker;
  }
  interface FastifyRequest {
    user: SessionContext | null;
    /** The bearer or cookie token of this request, when one was sent. */
    sessionToken: string | null;
    locale: Locale;
    t: Translate;
  }
}
