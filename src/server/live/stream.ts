import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Subscriber } from './hub';

// One SSE response as a hub subscriber: headers, a retry hint, frames, and an end when either side
// stops. A connection that cannot keep up (a full socket buffer) is ended: the client reconnects
// with Last-Event-ID and gets the rest from the log.

const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const RETRY_MS = 3_000;

export interface SseStream extends Subscriber {
  readonly closed: Promise<void>;
}

export function openSseStream(request: FastifyRequest, reply: FastifyReply, topics: Set<string>, locale: string): SseStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold frames back.
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  request.raw.socket.setNoDelay(true);
  request.raw.socket.setKeepAlive(true);

  let ended = false;
  let resolveClosed!: () => void;
  const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
  const end = () => {
    if (ended) return;
    ended = true;
    if (!res.writableEnded) res.end();
    resolveClosed();
  };
  request.raw.on('close', end);
  res.on('close', end);
  res.on('error', end);

  return {
    topics,
    locale,
    closed,
    write(frame) {
      if (ended) return false;
      res.write(frame);
      return res.writableLength <= MAX_BUFFERED_BYTES;
    },
    close: end,
  };
}
