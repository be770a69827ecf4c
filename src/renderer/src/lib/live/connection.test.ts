import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveMessage } from '@shared/live/events';
import { startLiveConnection, type LiveConnectionOptions } from './connection';
import { FakeEventSource, fakeChannels, fakeLocks } from './fakes.test-support';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const discovery = (stream: string) =>
  Promise.resolve({
    data: { topic: `/${stream}`, topics: [`/${stream}`] },
    headers: new Headers({ link: '<https://cabinet.test/api/live?lang=ru>; rel="mercure"' }),
  });

function tab(shared: { locks: ReturnType<typeof fakeLocks>; channels: ReturnType<typeof fakeChannels> }, overrides: Partial<LiveConnectionOptions> = {}) {
  const received: LiveMessage[] = [];
  const leading: boolean[] = [];
  const connection = startLiveConnection({
    streams: ['chat', 'notification'],
    userId: 7,
    locale: 'ru',
    desktop: null,
    discover: (stream) => discovery(stream),
    onMessage: (message) => received.push(message),
    onUnauthorized: () => undefined,
    onLeadership: (now) => leading.push(now),
    log: () => undefined,
    locks: shared.locks,
    createChannel: shared.channels,
    createEventSource: (url) => new FakeEventSource(url),
    ...overrides,
  });
  return { connection, received, leading, isLeader: () => leading.at(-1) === true };
}

afterEach(() => {
  FakeEventSource.opened = [];
});

describe('tab leadership', () => {
  it('gives the streams to one tab and its events to every tab', async () => {
    const shared = { locks: fakeLocks(), channels: fakeChannels() };
    const first = tab(shared);
    const second = tab(shared);
    await flush();
    expect(first.isLeader()).toBe(true);
    expect(second.leading).toEqual([]);
    expect(FakeEventSource.opened.map((s) => new URL(s.url).searchParams.getAll('topic'))).toEqual([['/chat'], ['/notification']]);

    FakeEventSource.opened[1]!.emit('notification', '5', { message: { id: 1 }, count: { all: 1 } });
    expect(first.received.map((m) => [m.stream, m.id, m.event.type])).toEqual([['notification', '5', 'notification']]);
    expect(second.received).toEqual(first.received);
  });

  it('hands the streams to the next tab when the leader closes, resuming where it was', async () => {
    const shared = { locks: fakeLocks(), channels: fakeChannels() };
    const first = tab(shared);
    const second = tab(shared);
    await flush();
    FakeEventSource.opened[0]!.emit('newMessage', '41', { chatId: 1, message: {} });
    const [chat, notification] = FakeEventSource.opened;

    first.connection.stop();
    await flush();
    expect(first.leading).toEqual([true, false]);
    expect(chat!.readyState).toBe(2);
    expect(notification!.readyState).toBe(2);
    expect(second.isLeader()).toBe(true);
    const resumed = FakeEventSource.opened.slice(2).map((s) => new URL(s.url));
    expect(resumed.map((u) => u.searchParams.get('topic'))).toEqual(['/chat', '/notification']);
    expect(resumed[0]!.searchParams.get('lastEventID')).toBe('41');
    expect(resumed[1]!.searchParams.get('lastEventID')).toBeNull();
    expect(shared.locks.holders()).toBe(1);
  });

  it('leads alone where the browser has no Web Locks', async () => {
    const shared = { locks: fakeLocks(), channels: fakeChannels() };
    const only = tab(shared, { locks: null });
    await flush();
    expect(only.isLeader()).toBe(true);
    only.connection.stop();
    expect(only.leading).toEqual([true, false]);
  });
});

describe('streams of the leader', () => {
  it('discovers again after a growing pause when the hub gives up on a stream', async () => {
    vi.useFakeTimers();
    try {
      const shared = { locks: fakeLocks(), channels: fakeChannels() };
      const discover = vi.fn((stream: 'chat' | 'notification') => discovery(stream));
      tab(shared, { streams: ['chat'], discover });
      await vi.advanceTimersByTimeAsync(0);
      expect(discover).toHaveBeenCalledTimes(1);
      FakeEventSource.opened[0]!.fail(false);
      await vi.advanceTimersByTimeAsync(60_000);
      // Still connecting: EventSource retries by itself.
      expect(discover).toHaveBeenCalledTimes(1);
      FakeEventSource.opened[0]!.fail(true);
      await vi.advanceTimersByTimeAsync(999);
      expect(discover).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(discover).toHaveBeenCalledTimes(2);
      FakeEventSource.opened[1]!.fail(true);
      await vi.advanceTimersByTimeAsync(1_999);
      expect(discover).toHaveBeenCalledTimes(2);
      await vi.advanceTimersByTimeAsync(1);
      expect(discover).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens no stream the user may not hear', async () => {
    const shared = { locks: fakeLocks(), channels: fakeChannels() };
    tab(shared, { discover: (stream) => (stream === 'chat' ? Promise.reject(Object.assign(new Error('no'), { status: 403 })) : discovery(stream)) });
    await flush();
    expect(FakeEventSource.opened.map((s) => new URL(s.url).searchParams.get('topic'))).toEqual(['/notification']);
  });
});
