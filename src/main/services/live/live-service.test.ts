import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DesktopEventName, DesktopEvents, SendDesktopEvent } from '@shared/desktop/ipc-contract';
import type { LiveMessage } from '@shared/live/events';
import type { Notification } from '@shared/notifications/schemas';
import { createMemoryStore } from '../credential-store/memory';
import { fakeClock } from '../../testing/fake-clock';
import { recordingLogger } from '../../testing/fakes';
import { startTestHub, type TestHub } from '../../testing/sse-test-hub';
import type { NativeNotification } from '../notifications/presenter';
import { createLiveService, type LiveServiceOptions } from './live-service';
import type { StreamClient, StreamClientOptions, StreamState } from './stream-client';

const NOTIFICATION: Notification = {
  id: 7,
  group: 'bid',
  title: 'Accreditation',
  content: 'Request {{request}} is {{status}}.',
  contentData: {
    request: { type: 'link', text: '№ 12', subtype: 'questionnaire', params: { id: 12 } },
    status: { type: 'bold', text: 'approved' },
  },
  level: 'success',
  createdAt: '2026-03-01T10:00:00Z',
  viewedAt: null,
};
const COUNT = { all: 1, bid: 1, booking: 0, refund: 0, chat: 0, payment: 0, tariff: 0 };

const notificationMessage = (id: string, message: Notification = NOTIFICATION): LiveMessage => ({
  id,
  stream: 'notification',
  event: { type: 'notification', data: { message, count: COUNT } },
});
const chatMessage = (id: string): LiveMessage => ({ id, stream: 'chat', event: { type: 'chatView', data: { chatId: 1, userId: 2, messageId: 3 } } });

/** Stand-in streams: records how each was opened, and lets the test speak for it. */
function fakeStreams() {
  const opened: { options: StreamClientOptions; client: StreamClient & { state: StreamState; lastEventId: string | null } }[] = [];
  const openStream = (options: StreamClientOptions): StreamClient => {
    const client = {
      stream: options.stream,
      state: 'open' as StreamState,
      lastEventId: options.lastEventId ?? null,
      closed: Promise.resolve(),
      stop() {
        client.state = 'stopped';
      },
    };
    opened.push({ options, client });
    return client;
  };
  const last = (stream: string) => [...opened].reverse().find((entry) => entry.options.stream === stream)!;
  return {
    openStream,
    opened,
    live: () => opened.filter((entry) => entry.client.state !== 'stopped').map((entry) => entry.options.stream),
    /** The stream hears an event: it moves its id on and hands the message over. */
    hear(message: LiveMessage) {
      const entry = last(message.stream);
      entry.client.lastEventId = message.id;
      entry.options.onEvent(message);
    },
    refuse(stream: string, kind: 'unauthorized' | 'forbidden') {
      const entry = last(stream);
      entry.client.state = 'stopped';
      if (kind === 'unauthorized') entry.options.onUnauthorized();
    },
  };
}

function setup(overrides: Partial<LiveServiceOptions> = {}) {
  const streams = fakeStreams();
  const sent: [DesktopEventName, unknown][] = [];
  const shown: NativeNotification[] = [];
  const credentials = createMemoryStore();
  const logger = recordingLogger();
  const window = { focused: false, shown: 0 };
  const send: SendDesktopEvent = (event, payload) => void sent.push([event, payload]);
  const service = createLiveService({
    fetch: () => Promise.reject(new Error('no network in this test')),
    credentials,
    config: { apiUrl: 'https://cargo.example.com' },
    send,
    presenter: { show: (notification) => void shown.push(notification) },
    isWindowFocused: () => window.focused,
    showWindow: () => void (window.shown += 1),
    logger,
    openStream: streams.openStream,
    ...overrides,
  });
  const sentOf = <E extends DesktopEventName>(event: E) => sent.filter(([name]) => name === event).map(([, payload]) => payload as DesktopEvents[E]);
  return { service, streams, sent, sentOf, shown, credentials, logger, window };
}

describe('createLiveService', () => {
  it('opens the streams asked for with the API origin, the language and the stored token', async () => {
    const { service, streams, credentials } = setup();
    await credentials.set('tok-9');
    service.start({ streams: ['chat', 'notification'], locale: 'en', userId: 5 });
    expect(streams.opened.map((entry) => entry.options)).toMatchObject([
      { stream: 'chat', apiUrl: 'https://cargo.example.com', locale: 'en', lastEventId: null },
      { stream: 'notification', apiUrl: 'https://cargo.example.com', locale: 'en', lastEventId: null },
    ]);
    expect(await streams.opened[0]?.options.token()).toBe('tok-9');
    await credentials.clear();
    expect(await streams.opened[0]?.options.token()).toBeNull();
  });

  it('keeps the open streams when the same user starts again', () => {
    const { service, streams } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    service.start({ streams: ['notification', 'chat'], locale: 'ru', userId: 5 });
    expect(streams.opened).toHaveLength(2);
    expect(streams.live()).toEqual(['chat', 'notification']);
  });

  it('for the same user opens streams newly asked for and closes those no longer asked for', () => {
    const { service, streams } = setup();
    service.start({ streams: ['notification'], locale: 'ru', userId: 5 });
    service.start({ streams: ['notification', 'chat'], locale: 'ru', userId: 5 });
    expect(streams.opened.map((entry) => entry.options.stream)).toEqual(['notification', 'chat']);
    service.start({ streams: ['chat'], locale: 'ru', userId: 5 });
    expect(streams.live()).toEqual(['chat']);
  });

  it('reopens a stream in a new language, resuming where it was', () => {
    const { service, streams } = setup();
    service.start({ streams: ['notification'], locale: 'ru', userId: 5 });
    streams.hear(notificationMessage('31'));
    service.start({ streams: ['notification'], locale: 'en', userId: 5 });
    expect(streams.opened).toHaveLength(2);
    expect(streams.opened[0]?.client.state).toBe('stopped');
    expect(streams.opened[1]?.options).toMatchObject({ locale: 'en', lastEventId: '31' });
  });

  it('restarts every stream from scratch for another user', () => {
    const { service, streams } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    streams.hear(chatMessage('10'));
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 6 });
    expect(streams.opened).toHaveLength(4);
    expect(streams.opened.slice(0, 2).map((entry) => entry.client.state)).toEqual(['stopped', 'stopped']);
    expect(streams.opened.slice(2).map((entry) => entry.options.lastEventId)).toEqual([null, null]);
  });

  it('stop() closes every stream and forgets where they were', () => {
    const { service, streams } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    streams.hear(chatMessage('10'));
    service.stop();
    expect(streams.live()).toEqual([]);
    service.start({ streams: ['chat'], locale: 'ru', userId: 5 });
    expect(streams.opened[2]?.options.lastEventId).toBeNull();
  });

  it('opens again, on the next start, a stream the server refused (403)', () => {
    const { service, streams } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    streams.refuse('chat', 'forbidden');
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    expect(streams.opened.map((entry) => entry.options.stream)).toEqual(['chat', 'notification', 'chat']);
    expect(streams.live()).toEqual(['notification', 'chat']);
  });

  it('forwards every event to the window', () => {
    const { service, streams, sentOf } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    streams.hear(chatMessage('1'));
    streams.hear(notificationMessage('2'));
    expect(sentOf('live.message')).toEqual([chatMessage('1'), notificationMessage('2')]);
  });

  it('drops events for a window that is gone, and keeps the streams', () => {
    const { service, streams, logger } = setup({
      send: () => {
        throw new TypeError('Object has been destroyed');
      },
    });
    service.start({ streams: ['chat'], locale: 'ru', userId: 5 });
    streams.hear(chatMessage('1'));
    streams.hear(chatMessage('2'));
    expect(streams.live()).toEqual(['chat']);
    expect(logger.text('warn')).toContain('Could not pass a desktop event to the window');
  });

  it('raises a native notification while the window is not focused; a click shows the window and opens the link', () => {
    const { service, streams, shown, sentOf, window } = setup();
    service.start({ streams: ['notification'], locale: 'ru', userId: 5 });
    streams.hear(notificationMessage('2'));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: 'Accreditation', body: 'Request № 12 is approved.' });
    expect(sentOf('app.navigate')).toEqual([]);
    shown[0]?.onClick();
    expect(window.shown).toBe(1);
    expect(sentOf('app.navigate')).toEqual([{ path: '/accreditations/12' }]);
  });

  it('opens the notification list on a click when the notification has no link', () => {
    const { service, streams, shown, sentOf } = setup();
    service.start({ streams: ['notification'], locale: 'ru', userId: 5 });
    streams.hear(notificationMessage('2', { ...NOTIFICATION, contentData: {}, content: 'Plain' }));
    shown[0]?.onClick();
    expect(sentOf('app.navigate')).toEqual([{ path: '/notifications' }]);
  });

  it('leaves the toast to the renderer while the window is focused, and raises none for chat events', () => {
    const { service, streams, shown, sentOf, window } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    window.focused = true;
    streams.hear(notificationMessage('2'));
    window.focused = false;
    streams.hear(chatMessage('3'));
    expect(shown).toEqual([]);
    expect(sentOf('live.message')).toHaveLength(2);
  });

  it('closes every stream and tells the window once when the server refuses the session (401)', () => {
    const { service, streams, sentOf } = setup();
    service.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    streams.refuse('notification', 'unauthorized');
    expect(streams.live()).toEqual([]);
    expect(sentOf('live.unauthorized')).toEqual([{ stream: 'notification' }]);
  });

  it('ignores a refusal reported by a stream already replaced', () => {
    const { service, streams, sentOf } = setup();
    service.start({ streams: ['chat'], locale: 'ru', userId: 5 });
    const old = streams.opened[0]!;
    service.start({ streams: ['chat'], locale: 'en', userId: 5 });
    old.options.onUnauthorized();
    expect(streams.live()).toEqual(['chat']);
    expect(sentOf('live.unauthorized')).toEqual([]);
  });
});

describe('createLiveService over a real hub', () => {
  let hub: TestHub | undefined;
  afterEach(async () => {
    await hub?.close();
  });

  it('streams a notification from the hub to the window and to a native notification', async () => {
    hub = await startTestHub();
    const time = fakeClock();
    const sent: [DesktopEventName, unknown][] = [];
    const shown: NativeNotification[] = [];
    const credentials = createMemoryStore();
    await credentials.set('tok-1');
    const service = createLiveService({
      fetch: (url, init) => fetch(url, init),
      credentials,
      config: { apiUrl: hub.origin },
      send: (event, payload) => void sent.push([event, payload]),
      presenter: { show: (notification) => void shown.push(notification) },
      isWindowFocused: () => false,
      showWindow: () => undefined,
      logger: recordingLogger(),
      clock: time.clock,
    });
    service.start({ streams: ['notification'], locale: 'ru', userId: 5 });
    await vi.waitFor(() => expect(hub?.openStreams()).toBe(1), { timeout: 4_000, interval: 5 });
    expect(hub.requests[0]?.headers.authorization).toBe('Bearer tok-1');
    hub.event(44, 'notification', { message: NOTIFICATION, count: COUNT });
    await vi.waitFor(() => expect(sent).toHaveLength(1), { timeout: 4_000, interval: 5 });
    expect(sent[0]).toEqual(['live.message', notificationMessage('44')]);
    expect(shown.map((n) => n.body)).toEqual(['Request № 12 is approved.']);
    service.stop();
    await vi.waitFor(() => expect(hub?.openStreams()).toBe(0), { timeout: 4_000, interval: 5 });
  });
});
