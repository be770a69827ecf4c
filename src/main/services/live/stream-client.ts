import { COMPANY_HEADER } from '@shared/api/paths';
import { discoveryPath } from '@shared/live/api';
import { PRODUCT_CODE, type Locale } from '@shared/constants';
import type { LiveMessage, LiveStreamName } from '@shared/live/events';
import { mercureLink, streamUrl } from '@shared/live/topics';
import type { Logger } from '../logger';
import { Backoff, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { systemClock, type Clock, type TimerHandle } from './clock';
import { toLiveMessage } from './live-message';
import { SseParser, type SseEvent } from './sse-parser';

// One live stream (chat or notification) held by the main process: discovery, then the hub's
// event stream, read with fetch so that the Bearer token goes along, and opened again with
// Last-Event-ID whenever it drops, so nothing published meanwhile is lost. Section 8: stream
// errors are only logged; a refused session (401) is the one thing the app is told about.

/** fetch as Electron's net.fetch and Node's global fetch both offer it. */
export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface StreamTiming {
  /** The hub sends a heartbeat every 20 s: a stream silent for three of them is dead. */
  silenceMs: number;
  /** A stream open this long counts as healthy: the next failure backs off from the start again. */
  healthyAfterMs: number;
}

export const STREAM_TIMING: StreamTiming = { silenceMs: 60_000, healthyAfterMs: 10_000 };

export interface StreamClientOptions {
  stream: LiveStreamName;
  /** The API server's origin (DesktopConfig.apiUrl); the token is sent nowhere else. */
  apiUrl: string;
  locale: Locale;
  /** Read before every connection, so a stream never outlives the stored session by a reconnect. */
  token: () => Promise<string | null>;
  fetch: Fetch;
  logger: Logger;
  onEvent: (message: LiveMessage) => void;
  /** The server refused the session; the client has stopped. */
  onUnauthorized: () => void;
  /** Where an earlier run of this stream stopped. */
  lastEventId?: string | null;
  clock?: Clock;
  backoff?: Partial<BackoffOptions>;
  timing?: Partial<StreamTiming>;
}

export type StreamState = 'connecting' | 'open' | 'waiting' | 'stopped';

export interface StreamClient {
  readonly stream: LiveStreamName;
  readonly state: StreamState;
  /** The id of the last event received, sent as Last-Event-ID on the next connection. */
  readonly lastEventId: string | null;
  /** Settles once the client has stopped and no request of it is left running. */
  readonly closed: Promise<void>;
  stop(): void;
}

type Ending =
  | { kind: 'unauthorized'; where: string }
  | { kind: 'forbidden'; where: string }
  /** `reason` null: the server ended the stream, which is normal (a restart, a deploy). */
  | { kind: 'retry'; reason: string | null };

function refusal(status: number, where: string): Ending | null {
  if (status === 401) return { kind: 'unauthorized', where };
  if (status === 403) return { kind: 'forbidden', where };
  return null;
}

function topicsOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [];
  const { topic, topics } = body as { topic?: unknown; topics?: unknown };
  if (Array.isArray(topics)) return topics.filter((t): t is string => typeof t === 'string' && t !== '');
  return typeof topic === 'string' && topic !== '' ? [topic] : [];
}

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // Node's fetch says only "fetch failed"; the cause says why (ECONNREFUSED, a TLS error…).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

function watchdog(clock: Clock, milliseconds: number, onSilence: () => void) {
  let handle: TimerHandle | null = null;
  const disarm = () => {
    if (handle !== null) clock.clearTimeout(handle);
    handle = null;
  };
  return {
    /** Something arrived: the silence starts over. */
    kick: () => {
      disarm();
      handle = clock.setTimeout(onSilence, milliseconds);
    },
    disarm,
  };
}

/** Opens the stream at once and keeps it open until stop(), a 401 or a 403. */
export function openStream(options: StreamClientOptions): StreamClient {
  const { stream, logger } = options;
  const clock = options.clock ?? systemClock;
  const timing = { ...STREAM_TIMING, ...options.timing };
  const backoff = new Backoff({ ...DEFAULT_BACKOFF, ...options.backoff });
  let state: StreamState = 'connecting';
  let lastEventId = options.lastEventId || null;
  let current: AbortController | null = null;
  /** Ends the wait before a reconnection early, when stopped. */
  let wake: (() => void) | null = null;

  const deliver = (event: SseEvent): void => {
    if (state === 'stopped') return;
    const result = toLiveMessage(stream, event);
    if (!result.ok) {
      logger.warn('Live event skipped', { stream, id: event.lastEventId, type: event.type, reason: result.reason });
      return;
    }
    try {
      options.onEvent(result.message);
    } catch (error) {
      logger.error('Live event handler failed', { stream, id: event.lastEventId, error });
    }
  };

  async function attempt(signal: AbortSignal, kick: () => void, opened: () => void): Promise<Ending> {
    const token = await options.token();
    if (!token) return { kind: 'unauthorized', where: 'no stored token' };
    signal.throwIfAborted();
    const headers = { authorization: `Bearer ${token}`, 'accept-language': options.locale, [COMPANY_HEADER]: PRODUCT_CODE };

    const discoveryUrl = `${options.apiUrl}${discoveryPath(stream)}`;
    const found = await options.fetch(discoveryUrl, { headers: { ...headers, accept: 'application/json' }, signal });
    kick();
    const refusedDiscovery = refusal(found.status, 'discovery');
    // Section 8: a success is a 200 only; any other answer (a 201, a 204) is a failure to retry.
    if (refusedDiscovery || found.status !== 200) {
      await discard(found);
      if (refusedDiscovery) return refusedDiscovery;
      throw new Error(`discovery answered ${found.status}`);
    }
    const link = mercureLink(found.headers.get('link'));
    const topics = topicsOf(await found.json());
    if (!link) throw new Error('discovery answered without a rel="mercure" link');
    if (topics.length === 0) return { kind: 'forbidden', where: 'discovery named no topic' };
    const hub = new URL(link, discoveryUrl);
    if (hub.origin !== new URL(options.apiUrl).origin) throw new Error(`the hub ${hub.origin} is not the API origin; the token is not sent there`);

    const response = await options.fetch(streamUrl(hub.href, topics), {
      headers: { ...headers, accept: 'text/event-stream', 'cache-control': 'no-cache', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal,
    });
    kick();
    const refusedStream = refusal(response.status, 'stream');
    const type = response.headers.get('content-type') ?? '';
    if (refusedStream || response.status !== 200 || !type.startsWith('text/event-stream') || !response.body) {
      await discard(response);
      if (refusedStream) return refusedStream;
      throw new Error(`the hub answered ${response.status} ${type}`);
    }
    opened();

    const parser = new SseParser({ onEvent: deliver, onRetry: (ms) => backoff.setBase(ms) }, { lastEventId: lastEventId ?? '' });
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { kind: 'retry', reason: null };
      kick();
      try {
        parser.push(value);
      } finally {
        // Events dispatched before a failure in the same chunk were delivered: resume after them.
        lastEventId = parser.lastEventId || null;
      }
    }
  }

  const isStopped = () => state === 'stopped';

  async function run(): Promise<void> {
    while (!isStopped()) {
      const controller = new AbortController();
      current = controller;
      const round = { silent: false, openedAt: null as number | null };
      const dog = watchdog(clock, timing.silenceMs, () => {
        round.silent = true;
        controller.abort();
      });
      let ending: Ending;
      try {
        dog.kick();
        ending = await attempt(controller.signal, dog.kick, () => {
          round.openedAt = clock.now();
          state = 'open';
          logger.info('Live stream open', { stream, resumingAfter: lastEventId });
        });
      } catch (error) {
        ending = { kind: 'retry', reason: round.silent ? `no data for ${timing.silenceMs} ms` : reasonOf(error) };
      } finally {
        dog.disarm();
        // Frees the connection whatever ended the attempt.
        controller.abort();
        current = null;
      }
      if (isStopped()) return;

      if (ending.kind === 'unauthorized') {
        logger.warn('Live stream: the session was refused; stopping', { stream, where: ending.where });
        stop();
        options.onUnauthorized();
        return;
      }
      if (ending.kind === 'forbidden') {
        logger.info('Live stream not allowed for this user; not opened', { stream, where: ending.where });
        stop();
        return;
      }
      if (round.openedAt !== null && clock.now() - round.openedAt >= timing.healthyAfterMs) backoff.reset();
      const delayMs = backoff.next();
      if (ending.reason === null) logger.info('Live stream ended; reconnecting', { stream, delayMs });
      else logger.warn('Live stream failed; reconnecting', { stream, reason: ending.reason, delayMs });
      state = 'waiting';
      await new Promise<void>((resolve) => {
        const handle = clock.setTimeout(() => {
          wake = null;
          resolve();
        }, delayMs);
        wake = () => {
          clock.clearTimeout(handle);
          wake = null;
          resolve();
        };
      });
      if (!isStopped()) state = 'connecting';
    }
  }

  function stop(): void {
    if (state === 'stopped') return;
    state = 'stopped';
    current?.abort();
    wake?.();
  }

  const closed = run().catch((error: unknown) => {
    logger.error('Live stream loop failed', { stream, error });
    stop();
  });

  return {
    stream,
    get state() {
      return state;
    },
    get lastEventId() {
      return lastEventId;
    },
    closed,
    stop,
  };
}
