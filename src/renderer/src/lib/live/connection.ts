import type { DesktopBridge } from '@shared/desktop/ipc-contract';
import type { Locale } from '@shared/constants';
import type { LiveMessage, LiveStreamName } from '@shared/live/events';
import type { DiscoveryResponse } from '@shared/live/topics';
import { openBrowserStreams, type EventSourceLike } from './browser-streams';
import { electLeader, type LockManagerLike } from './leader';
import { openTabChannel, type BroadcastChannelLike } from './tab-channel';

// The live connection of one signed-in app: on the desktop main process holds the streams (alive
// while the window is hidden) and forwards events; in a browser one tab leads and holds them, the
// others hear its events over the broadcast channel. Started at login, stopped at logout.

export interface LiveConnectionOptions {
  streams: LiveStreamName[];
  userId: number;
  locale: Locale;
  desktop: DesktopBridge | null;
  discover(stream: LiveStreamName): Promise<{ data: DiscoveryResponse; headers: Headers }>;
  onMessage(message: LiveMessage): void;
  /** The desktop's main process found the session gone (a 401 on its streams). */
  onUnauthorized(): void;
  /** Tells whether this tab leads (for the tests and the diagnostics). */
  onLeadership?(leading: boolean): void;
  log(message: string, detail?: unknown): void;
  /** Browser facilities; absent ones fall back (no locks: every tab leads; no channel: no sharing). */
  locks?: LockManagerLike | null;
  createChannel?: (() => BroadcastChannelLike) | null;
  createEventSource?: (url: string) => EventSourceLike;
}

const LOCK_NAME = 'cabinet-live-leader';
const CHANNEL_NAME = 'cabinet-live';

export function startLiveConnection(options: LiveConnectionOptions): { stop(): void } {
  if (!options.streams.length) return { stop: () => undefined };
  const { desktop } = options;
  if (desktop) {
    const offMessages = desktop.subscribe('live.message', options.onMessage);
    const offUnauthorized = desktop.subscribe('live.unauthorized', () => options.onUnauthorized());
    void desktop.live.start({ streams: options.streams, locale: options.locale, userId: options.userId });
    return {
      stop() {
        offMessages();
        offUnauthorized();
        void desktop.live.stop();
      },
    };
  }

  const lastIds: Partial<Record<LiveStreamName, string>> = {};
  const remember = (message: LiveMessage) => {
    if (message.id) lastIds[message.stream] = message.id;
  };
  const channel = openTabChannel(
    options.createChannel === undefined ? (typeof BroadcastChannel === 'undefined' ? null : () => new BroadcastChannel(CHANNEL_NAME)) : options.createChannel,
    ({ message }) => {
      remember(message);
      options.onMessage(message);
    },
  );
  let streams: { close(): void } | null = null;
  const leadership = electLeader({
    name: `${LOCK_NAME}-${options.userId}`,
    locks: options.locks === undefined ? ((navigator as Navigator & { locks?: LockManagerLike }).locks ?? null) : options.locks,
    onPromoted() {
      options.onLeadership?.(true);
      streams = openBrowserStreams({
        streams: options.streams,
        discover: options.discover,
        createEventSource: options.createEventSource ?? ((url) => new EventSource(url, { withCredentials: true })),
        lastIds,
        log: options.log,
        onMessage(message) {
          remember(message);
          options.onMessage(message);
          channel.post({ kind: 'event', message });
        },
      });
    },
    onDemoted() {
      options.onLeadership?.(false);
      streams?.close();
      streams = null;
    },
  });
  return {
    stop() {
      leadership.stop();
      channel.close();
    },
  };
}
