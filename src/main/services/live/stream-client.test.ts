import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@shared/live/events';
import { fakeClock } from '../../testing/fake-clock';
import { recordingLogger } from '../../testing/fakes';
import { startTestHub, topicOf, type TestHub } from '../../testing/sse-test-hub';
import { openStream, type StreamClient, type StreamClientOptions } from './stream-client';

// The stream client against a real HTTP server through Node's fetch. Time that matters (backoff,
// silence) is a fake clock moved by hand; waitFor only waits for the sockets.

const NOTIFICATION = {
  message: { id: 1, group: 'chat', title: 'New message', content: 'Hi', contentData: {}, level: 'info', createdAt: '2026-01-01T00:00:00Z', viewedAt: null },
  count: { all: 1, bid: 0, booking: 0, refund: 0, chat: 1, payment: 0, tariff: 0 },
};

let hub: TestHub;
const clients: StreamClient[] = [];

beforeEach(async () => {
  hub = await startTestHub();
});

afterEach(async () => {
  for (const client of clients.splice(0)) client.stop();
  await hub.close();
});

const until = (check: () => void) => vi.waitFor(check, { timeout: 4_000, interval: 5 });

function connect(overrides: Partial<StreamClientOptions> = {}) {
  const time = fakeClock();
  const logger = recordingLogger();
  const messages: LiveMessage[] = [];
  const unauthorized = vi.fn();
  const client = openStream({
    stream: 'notification',
    apiUrl: hub.origin,
    locale: 'en',
    token: async () => 'tok-1',
    fetch: (url, init) => fetch(url, init),
    logger,
    clock: time.clock,
    backoff: { random: () => 0 },
    onEvent: (message) => messages.push(message),
    onUnauthorized: unauthorized,
    ...overrides,
  });
  clients.push(client);
  return { client, time, logger, messages, unauthorized };
}

const openState = (client: StreamClient) => until(() => expect(client.state).toBe('open'));

describe('openStream', () => {
  it('discovers the hub with the session headers, opens the topics and delivers LiveMessages', async () => {
    const { client, messages } = connect();
    await openState(client);
    const [discovery, stream] = hub.requests;
    expect(discovery?.url.pathname).toBe('/api/notification/discovery');
    expect(discovery?.headers).toMatchObject({ authorization: 'Bearer tok-1', 'accept-language': 'en', 'x-company': 'ut' });
    expect(stream?.url.pathname).toBe('/api/live');
    expect(stream?.url.searchParams.getAll('topic')).toEqual([topicOf('notification')]);
    expect(stream?.url.searchParams.get('lang')).toBe('en');
    expect(stream?.headers).toMatchObject({ authorization: 'Bearer tok-1', accept: 'text/event-stream', 'x-company': 'ut' });
    expect(stream?.headers['last-event-id']).toBeUndefined();

    hub.event(12, 'notification', NOTIFICATION);
    await until(() => expect(messages).toHaveLength(1));
    expect(messages[0]).toEqual({ id: '12', stream: 'notification', event: { type: 'notification', data: NOTIFICATION } });
    expect(client.lastEventId).toBe('12');
  });

  it('reads the chat stream with its own discovery and event types', async () => {
    const { client, messages } = connect({ stream: 'chat' });
    await openState(client);
    expect(hub.requests[0]?.url.pathname).toBe('/api/chat/discovery');
    expect(hub.streamRequests()[0]?.url.searchParams.getAll('topic')).toEqual([topicOf('chat')]);
    hub.event(3, 'userWriting', { chatId: 9, member: { id: 1 } });
    hub.event(4, 'count', { all: 2, chats: { 9: 2 } });
    await until(() => expect(messages.map((m) => [m.id, m.stream, m.event.type])).toEqual([
      ['3', 'chat', 'userWriting'],
      ['4', 'chat', 'count'],
    ]));
  });

  it('reconnects after the server ends the stream, resuming with Last-Event-ID of the last event received', async () => {
    const { client, time, messages } = connect({ stream: 'chat' });
    await openState(client);
    hub.event(5, 'newMessage', { chatId: 1, message: { id: 1 } });
    hub.event(6, 'newMessage', { chatId: 1, message: { id: 2 } });
    await until(() => expect(messages).toHaveLength(2));

    hub.endStreams();
    // The hub said `retry: 3000`, so that is the first delay.
    await until(() => expect(time.pending()).toEqual([3_000]));
    expect(client.state).toBe('waiting');
    time.advance(3_000);
    await until(() => expect(hub.openStreams()).toBe(1));
    expect(hub.streamRequests()[1]?.headers['last-event-id']).toBe('6');

    // A connection that brought nothing but the hub's opening `retry:` block keeps the resume point.
    hub.endStreams();
    await until(() => expect(client.state).toBe('waiting'));
    time.advance(time.dueIn()[0] ?? 0);
    await until(() => expect(hub.streamRequests()).toHaveLength(3));
    expect(hub.streamRequests()[2]?.headers['last-event-id']).toBe('6');

    await openState(client);
    hub.event(7, 'newMessage', { chatId: 1, message: { id: 3 } });
    await until(() => expect(messages.map((m) => m.id)).toEqual(['5', '6', '7']));
  });

  it('takes a discovery answered with another success than 200 for a failure (section 8)', async () => {
    hub.answerNext('/api/notification/discovery', (res) => {
      const topic = topicOf('notification');
      res.writeHead(201, { 'content-type': 'application/json', link: `<${hub.origin}/api/live>; rel="mercure"` }).end(JSON.stringify({ topic, topics: [topic] }));
    });
    const { client, time, logger } = connect();
    await until(() => expect(time.pending()).toEqual([1_000]));
    expect(logger.lines.find((line) => line.level === 'warn')?.fields).toMatchObject({ reason: 'discovery answered 201' });
    expect(hub.streamRequests()).toHaveLength(0);
    time.advance(1_000);
    await openState(client);
  });

  it('resumes after the id it was started with', async () => {
    const { client } = connect({ lastEventId: '40' });
    await openState(client);
    expect(hub.streamRequests()[0]?.headers['last-event-id']).toBe('40');
  });

  it('backs off doubling while the server fails, and starts over after a healthy stream', async () => {
    for (let i = 0; i < 3; i += 1) hub.answerNext('/api/notification/discovery', 500);
    const { client, time, logger } = connect();
    for (const delay of [1_000, 2_000, 4_000]) {
      await until(() => expect(time.pending()).toEqual([delay]));
      time.advance(delay);
    }
    await openState(client);
    expect(logger.text('warn')).toContain('Live stream failed; reconnecting');
    expect(logger.lines.find((line) => line.level === 'warn')?.fields).toMatchObject({ stream: 'notification', reason: 'discovery answered 500', delayMs: 1_000 });

    // Dropped at once: not healthy, so the doubling goes on, now from the hub's `retry: 3000`.
    hub.endStreams();
    await until(() => expect(time.pending()).toEqual([24_000]));
    time.advance(24_000);
    await openState(client);

    // Open for 10 s: healthy, so the next delay is the first one again.
    time.advance(10_000);
    hub.endStreams();
    await until(() => expect(time.pending()).toEqual([3_000]));
  });

  it('logs a network failure and tries again', async () => {
    const { time, logger } = connect({ apiUrl: 'http://127.0.0.1:1' });
    await until(() => expect(time.pending()).toEqual([1_000]));
    expect(logger.lines.find((line) => line.level === 'warn')?.fields?.reason).toMatch(/fetch failed/);
  });

  it.each(['/api/notification/discovery', '/api/live'])('stops and reports once when %s answers 401', async (path) => {
    hub.answerNext(path, 401);
    const { client, time, unauthorized, logger } = connect();
    await client.closed;
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(client.state).toBe('stopped');
    expect(time.pending()).toEqual([]);
    expect(hub.openStreams()).toBe(0);
    expect(logger.text('warn')).toContain('the session was refused');
    time.advance(120_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hub.requests.filter((r) => r.url.pathname === path)).toHaveLength(1);
  });

  it('stops as unauthorized without a request when no token is stored', async () => {
    const { client, unauthorized } = connect({ token: async () => null });
    await client.closed;
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(hub.requests).toEqual([]);
  });

  it.each(['/api/notification/discovery', '/api/live'])('stops that stream quietly when %s answers 403', async (path) => {
    hub.answerNext(path, 403);
    const { client, time, unauthorized, logger } = connect();
    await client.closed;
    expect(client.state).toBe('stopped');
    expect(unauthorized).not.toHaveBeenCalled();
    expect(time.pending()).toEqual([]);
    expect(logger.text('warn')).toBe('');
    expect(logger.text('error')).toBe('');
  });

  it('treats a stream silent for 60 s as dead; a heartbeat keeps it alive', async () => {
    const { client, time, logger, messages } = connect();
    await openState(client);
    hub.event(8, 'notification', NOTIFICATION);
    await until(() => expect(messages).toHaveLength(1));

    time.advance(59_000);
    expect(time.dueIn()).toEqual([1_000]);
    hub.write(':\n\n');
    await until(() => expect(time.dueIn()).toEqual([60_000]));
    time.advance(59_999);
    expect(client.state).toBe('open');

    time.advance(1);
    await until(() => expect(client.state).toBe('waiting'));
    expect(logger.lines.find((line) => line.message === 'Live stream failed; reconnecting')?.fields).toMatchObject({ reason: 'no data for 60000 ms' });
    await until(() => expect(hub.openStreams()).toBe(0));

    time.advance(time.dueIn()[0] ?? 0);
    await openState(client);
    expect(hub.streamRequests()[1]?.headers['last-event-id']).toBe('8');
  });

  it('stop() aborts the open stream and delivers nothing more', async () => {
    const { client, time, messages } = connect();
    await openState(client);
    client.stop();
    await client.closed;
    await until(() => expect(hub.openStreams()).toBe(0));
    hub.event(1, 'notification', NOTIFICATION);
    expect(messages).toEqual([]);
    expect(time.pending()).toEqual([]);
    expect(client.state).toBe('stopped');
  });

  it('stop() during the wait cancels the reconnection', async () => {
    hub.answerNext('/api/notification/discovery', 503);
    const { client, time } = connect();
    await until(() => expect(time.pending()).toEqual([1_000]));
    client.stop();
    await client.closed;
    expect(time.pending()).toEqual([]);
    time.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hub.requests).toHaveLength(1);
  });

  it('skips events of an unknown type or with bad data, logging them, and still resumes after them', async () => {
    const { client, messages, logger, time } = connect();
    await openState(client);
    hub.event(3, 'newMessage', { chatId: 1 });
    hub.write('id: 4\nevent: notification\ndata: {not json\n\n');
    hub.event(5, 'notification', NOTIFICATION);
    hub.event(6, 'bogus', {});
    await until(() => expect(client.lastEventId).toBe('6'));
    expect(messages.map((m) => m.id)).toEqual(['5']);
    expect(logger.lines.filter((line) => line.message === 'Live event skipped').map((line) => line.fields?.reason)).toEqual([
      'unknown event type "newMessage"',
      'data is not JSON',
      'unknown event type "bogus"',
    ]);
    hub.endStreams();
    await until(() => expect(client.state).toBe('waiting'));
    time.advance(time.dueIn()[0] ?? 0);
    await until(() => expect(hub.streamRequests()).toHaveLength(2));
    expect(hub.streamRequests()[1]?.headers['last-event-id']).toBe('6');
  });

  it('keeps reading when the event handler throws', async () => {
    let calls = 0;
    const { client, logger } = connect({
      onEvent: () => {
        calls += 1;
        if (calls === 1) throw new Error('renderer gone');
      },
    });
    await openState(client);
    hub.event(1, 'notification', NOTIFICATION);
    hub.event(2, 'notification', NOTIFICATION);
    await until(() => expect(calls).toBe(2));
    expect(logger.text('error')).toContain('Live event handler failed');
    expect(client.state).toBe('open');
  });

  it('does not send the token to a hub on another origin', async () => {
    hub.linkHubAt(hub.origin.replace('127.0.0.1', 'localhost'));
    const { time, logger } = connect();
    await until(() => expect(time.pending()).toEqual([1_000]));
    expect(hub.streamRequests()).toEqual([]);
    expect(logger.lines.find((line) => line.level === 'warn')?.fields?.reason).toContain('is not the API origin');
  });

  it('fails over an answer that is not an event stream', async () => {
    hub.answerNext('/api/live', (res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>'));
    const { time, logger } = connect();
    await until(() => expect(time.pending()).toEqual([1_000]));
    expect(logger.lines.find((line) => line.level === 'warn')?.fields?.reason).toBe('the hub answered 200 text/html');
  });
});
