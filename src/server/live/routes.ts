import type { FastifyInstance, FastifyRequest } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import { LastEventIdHeaderSchema, liveApi } from '@shared/live/api';
import { LIVE_HUB_PATH } from '@shared/live/topics';
import { serve } from '../api/serve';
import { liveEvents } from '../db/schema';
import { AppError, ForbiddenError } from '../errors';
import { publicBaseUrl } from '../lib/base-url';
import { parseInput } from '../lib/validate';
import { requireUser } from '../plugins/auth';
import { hashToken, loadSession } from '../access/sessions';
import { allowedTopics, type LiveStreamSource } from './streams';
import { openSseStream, type SseStream } from './stream';

// The hub's HTTP side (section 7): both discovery calls, and the stream itself. A stream names its
// topics; each must be one the caller may hear, or the answer is 403. Streams end when their
// session does (checked at every heartbeat).

const PRUNE_EVERY_MS = 3_600_000;

export interface LiveRoutesOptions {
  /** The areas' streams: a discovery call each, and the topics the hub lets a user hear. */
  streams: readonly LiveStreamSource[];
}

export default async function liveRoutes(app: FastifyInstance, { streams: sources }: LiveRoutesOptions): Promise<void> {
  const hubUrl = (request: FastifyRequest) => `${publicBaseUrl(request)}${LIVE_HUB_PATH}?lang=${request.locale}`;

  for (const source of sources) {
    serve(app, source.discovery, async ({ request, reply }) => {
      const found = source.topics(requireUser(request));
      reply.header('link', `<${hubUrl(request)}>; rel="mercure"`);
      reply.header('cache-control', 'no-store');
      return { topic: found[0] ?? '', topics: found };
    });
  }

  /** Open streams and the session each stands on. */
  const streams = new Map<SseStream, string>();

  serve(app, liveApi.stream, async ({ query, request, reply }) => {
    const user = requireUser(request);
    const header = parseInput(LastEventIdHeaderSchema, request.headers)['last-event-id'];
    const allowed = allowedTopics(sources, user);
    if (query.topic.some((t) => !allowed.has(t))) throw new ForbiddenError();
    const after = typeof header === 'number' ? header : (query.lastEventID ?? null);
    const session = request.sessionToken ? hashToken(request.sessionToken) : '';
    // A tab's leader holds two streams; ten cover tabs reopening while old sockets close. More is
    // a client gone wrong, or one holding the server's sockets (counted per instance).
    let open = 0;
    for (const held of streams.values()) if (held === session) open += 1;
    if (open >= app.config.live.maxStreamsPerSession) throw new AppError(429, 'errors:tooManyStreams', { headers: { 'retry-after': String(app.config.live.heartbeatSeconds) } });
    const stream = openSseStream(request, reply, new Set(query.topic), query.lang ?? request.locale);
    streams.set(stream, session);
    try {
      const unsubscribe = await app.live.subscribe(stream, after);
      void stream.closed.then(() => {
        unsubscribe();
        streams.delete(stream);
      });
    } catch (error) {
      streams.delete(stream);
      stream.close();
      request.log.error({ err: error }, 'live stream: replay failed');
    }
  });

  /** Ends streams whose session ended or no longer reaches their topics. */
  async function checkSessions(): Promise<void> {
    for (const [stream, hash] of streams) {
      const loaded = hash ? await app.sessions.get(hash, () => loadSession(app.db, hash)) : null;
      const allowed = loaded ? allowedTopics(sources, loaded) : new Set<string>();
      if ([...stream.topics].some((t) => !allowed.has(t))) stream.close();
    }
  }

  async function prune(): Promise<void> {
    const hours = app.config.live.retentionHours;
    await app.db.delete(liveEvents).where(lt(liveEvents.createdAt, sql`now() - make_interval(hours => ${hours})`));
  }

  let heartbeat: NodeJS.Timeout | undefined;
  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    heartbeat = setInterval(() => {
      app.live.heartbeat();
      checkSessions().catch((error: unknown) => app.log.warn({ err: error }, 'live streams: session check failed'));
    }, app.config.live.heartbeatSeconds * 1000);
    heartbeat.unref();
    const runPrune = () => prune().catch((error: unknown) => app.log.warn({ err: error }, 'live events: pruning failed'));
    void runPrune();
    pruning = setInterval(runPrune, PRUNE_EVERY_MS);
    pruning.unref();
  });
  // Open streams would keep the server from closing.
  app.addHook('preClose', async () => {
    clearInterval(heartbeat);
    clearInterval(pruning);
    for (const stream of streams.keys()) stream.close();
  });
}
