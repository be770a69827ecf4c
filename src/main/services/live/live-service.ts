import type { Locale } from '@shared/constants';
import type { CredentialStore } from '@shared/desktop/credential-store';
import type { DesktopConfig, LiveStartOptions, SendDesktopEvent } from '@shared/desktop/ipc-contract';
import { NOTIFICATION_EVENT_TYPE, type LiveMessage, type LiveStreamName } from '@shared/live/events';
import type { Logger } from '../logger';
import type { NotificationPresenter } from '../notifications/presenter';
import { toastOf } from '../notifications/toast';
import type { BackoffOptions } from './backoff';
import type { Clock } from './clock';
import { openStream, type Fetch, type StreamClient, type StreamClientOptions } from './stream-client';

// The desktop's live connection: main holds the streams (not the renderer), so they stay open
// while the window is hidden or minimised, and raises native notifications itself. The renderer
// asks for the streams with live.start at sign-in and hears every event through 'live.message'.

export interface LiveServiceOptions {
  fetch: Fetch;
  credentials: CredentialStore;
  config: Pick<DesktopConfig, 'apiUrl'>;
  /** Pushes to the window; with no window the event is dropped, and the streams go on. */
  send: SendDesktopEvent;
  presenter: NotificationPresenter;
  /** While the window has the focus the renderer shows its own toast, so no native one. */
  isWindowFocused: () => boolean;
  /** Restores, shows and focuses the window (opens one if there is none). */
  showWindow: () => void;
  logger: Logger;
  /** Opens one stream; a fake in tests. */
  openStream?: (options: StreamClientOptions) => StreamClient;
  clock?: Clock;
  backoff?: Partial<BackoffOptions>;
}

export interface LiveService {
  /** Opens the streams asked for; the same user keeps those already open, another user starts afresh. */
  start(options: LiveStartOptions): void;
  /** Closes every stream and forgets where they were (sign-out). */
  stop(): void;
}

export function createLiveService(options: LiveServiceOptions): LiveService {
  const { logger } = options;
  const open = options.openStream ?? openStream;
  const running = new Map<LiveStreamName, { client: StreamClient; locale: Locale }>();
  /** Where each stream stood when it was last closed, to resume there. */
  const lastIds = new Map<LiveStreamName, string>();
  let userId: number | null = null;

  const send: SendDesktopEvent = (event, payload) => {
    try {
      options.send(event, payload);
    } catch (error) {
      // A window torn down mid-send: the event is lost for it, the streams are not.
      logger.warn('Could not pass a desktop event to the window', { event, error });
    }
  };

  const close = (name: LiveStreamName): void => {
    const entry = running.get(name);
    if (!entry) return;
    if (entry.client.lastEventId) lastIds.set(name, entry.client.lastEventId);
    entry.client.stop();
    running.delete(name);
  };
  const closeAll = (): void => {
    for (const name of [...running.keys()]) close(name);
  };

  const notify = (message: LiveMessage): void => {
    if (message.event.type !== NOTIFICATION_EVENT_TYPE || options.isWindowFocused()) return;
    const toast = toastOf(message.event.data.message);
    if (!toast) {
      logger.warn('Live notification without a readable message; no native notification', { id: message.id });
      return;
    }
    options.presenter.show({
      title: toast.title,
      body: toast.body,
      onClick: () => {
        options.showWindow();
        send('app.navigate', { path: toast.path });
      },
    });
  };

  const deliver = (message: LiveMessage): void => {
    send('live.message', message);
    try {
      notify(message);
    } catch (error) {
      logger.error('Native notification failed', { id: message.id, error });
    }
  };

  const refused = (name: LiveStreamName, client: StreamClient): void => {
    // A report from a stream already replaced is old news.
    if (running.get(name)?.client !== client) return;
    logger.warn('Live streams closed: the server refused the session', { stream: name });
    closeAll();
    send('live.unauthorized', { stream: name });
  };

  const launch = (name: LiveStreamName, locale: Locale): void => {
    const client: StreamClient = open({
      stream: name,
      apiUrl: options.config.apiUrl,
      locale,
      token: () => options.credentials.get(),
      fetch: options.fetch,
      logger,
      onEvent: deliver,
      onUnauthorized: () => refused(name, client),
      lastEventId: lastIds.get(name) ?? null,
      clock: options.clock,
      backoff: options.backoff,
    });
    running.set(name, { client, locale });
  };

  return {
    start({ streams, locale, userId: user }) {
      if (userId !== user) {
        // Another user's resume points would replay nothing of theirs; start from now.
        closeAll();
        lastIds.clear();
        userId = user;
      }
      const wanted = new Set(streams);
      for (const name of [...running.keys()]) if (!wanted.has(name)) close(name);
      for (const name of wanted) {
        const entry = running.get(name);
        if (entry && entry.client.state !== 'stopped' && entry.locale === locale) continue;
        // Not open, refused earlier, or in another language (the hub words notifications in it).
        close(name);
        launch(name, locale);
      }
      logger.info('Live streams requested', { userId: user, streams: [...wanted], locale });
    },
    stop() {
      closeAll();
      lastIds.clear();
      userId = null;
    },
  };
}
