import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LiveStreamName } from '@shared/live/events';

// A small stand-in for the cabinet server's live routes on a real node:http socket: both discovery
// calls and the hub, as src/server/live/routes.ts answers them, with hooks to refuse, to push
// frames and to drop streams. The client under test reaches it with Node's own fetch.

export interface SeenRequest {
  url: URL;
  headers: IncomingHttpHeaders;
}

export const TEST_USER_ID = 5;
export const topicOf = (stream: LiveStreamName) => (stream === 'chat' ? `/chats/user/${TEST_USER_ID}` : `/notifications/user/${TEST_USER_ID}`);

export async function startTestHub() {
  const requests: SeenRequest[] = [];
  const streams = new Set<ServerResponse>();
  /** One-off answers for the next requests to a path (a status, or a function that writes the answer). */
  const overrides = new Map<string, (number | ((res: ServerResponse) => void))[]>();
  let hubOrigin: string | null = null;

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin());
    requests.push({ url, headers: req.headers });
    const override = overrides.get(url.pathname)?.shift();
    if (typeof override === 'function') return override(res);
    if (typeof override === 'number') {
      res.writeHead(override, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: override, message: 'refused' }));
      return;
    }
    const discovery = /^\/api\/(chat|notification)\/discovery$/.exec(url.pathname);
    if (discovery) {
      const topic = topicOf(discovery[1] as LiveStreamName);
      res.writeHead(200, {
        'content-type': 'application/json',
        link: `<${hubOrigin ?? origin()}/api/live?lang=${req.headers['accept-language'] ?? 'ru'}>; rel="mercure"`,
      });
      res.end(JSON.stringify({ topic, topics: [topic] }));
      return;
    }
    if (url.pathname === '/api/live') {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      res.write('retry: 3000\n\n');
      streams.add(res);
      res.on('close', () => streams.delete(res));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  function origin(): string {
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  return {
    origin: origin(),
    requests,
    /** Requests to the hub (the stream), in order. */
    streamRequests: () => requests.filter((r) => r.url.pathname === '/api/live'),
    openStreams: () => streams.size,
    /** The next request to `path` gets this answer instead (queued, one per call). */
    answerNext(path: string, answer: number | ((res: ServerResponse) => void)): void {
      overrides.set(path, [...(overrides.get(path) ?? []), answer]);
    },
    /** Discovery links to a hub on another origin from now on. */
    linkHubAt(other: string): void {
      hubOrigin = other;
    },
    /** Writes raw text to every open stream. */
    write(text: string): void {
      for (const res of streams) res.write(text);
    },
    event(id: number, type: string, data: unknown): void {
      this.write(`id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    /** Ends every open stream as the server does on shutdown. */
    endStreams(): void {
      for (const res of streams) res.end();
    },
    async close(): Promise<void> {
      for (const res of streams) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TestHub = Awaited<ReturnType<typeof startTestHub>>;
