import { CHAT_EVENT_TYPES, NOTIFICATION_EVENT_TYPE, type LiveEvent, type LiveMessage, type LiveStreamName } from '@shared/live/events';
import { mercureLink, streamUrl, type DiscoveryResponse } from '@shared/live/topics';

// A leader tab's streams (section 7): discovery names the hub and the topics, then an EventSource
// with credentials listens. EventSource itself reconnects with Last-Event-ID after a dropped
// connection; when the hub refuses outright (a restart in between, a proxy's error page) it gives
// up, and we discover again after a growing pause. Stream errors are only logged (section 8).

export interface EventSourceLike {
  readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export interface BrowserStreamsOptions {
  streams: LiveStreamName[];
  discover(stream: LiveStreamName): Promise<{ data: DiscoveryResponse; headers: Headers }>;
  createEventSource(url: string): EventSourceLike;
  /** Where each stream got to, to resume after (a tab promoted to leader knows what it saw). */
  lastIds: Partial<Record<LiveStreamName, string>>;
  onMessage(message: LiveMessage): void;
  log(message: string, detail?: unknown): void;
  setTimeout?(fn: () => void, ms: number): unknown;
  clearTimeout?(handle: unknown): void;
}

const CLOSED = 2;
const TYPES: Record<LiveStreamName, readonly string[]> = { chat: CHAT_EVENT_TYPES, notification: [NOTIFICATION_EVENT_TYPE] };
const MIN_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export function openBrowserStreams(options: BrowserStreamsOptions): { close(): void } {
  const schedule = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const cancel = options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let closed = false;
  const sources = new Map<LiveStreamName, EventSourceLike>();
  const timers = new Map<LiveStreamName, unknown>();
  const retry = new Map<LiveStreamName, number>();

  const again = (stream: LiveStreamName) => {
    if (closed) return;
    const wait = retry.get(stream) ?? MIN_RETRY_MS;
    retry.set(stream, Math.min(wait * 2, MAX_RETRY_MS));
    timers.set(stream, schedule(() => void open(stream), wait));
  };

  async function open(stream: LiveStreamName): Promise<void> {
    let found: { data: DiscoveryResponse; headers: Headers };
    try {
      found = await options.discover(stream);
    } catch (error) {
      // 401 logs out (the API client does it) and closes these streams; 403 means not this stream.
      const status = (error as { status?: number }).status;
      if (status === 401 || status === 403) return;
      options.log(`live ${stream}: discovery failed`, error);
      return again(stream);
    }
    const hub = mercureLink(found.headers.get('link'));
    const topicList = found.data.topics.length ? found.data.topics : [found.data.topic].filter(Boolean);
    if (closed || !hub || !topicList.length) return;
    const source = options.createEventSource(streamUrl(hub, topicList, options.lastIds[stream]));
    sources.set(stream, source);
    for (const type of TYPES[stream]) {
      source.addEventListener(type, (event) => {
        retry.delete(stream);
        if (event.lastEventId) options.lastIds[stream] = event.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(event.data);
        } catch {
          return options.log(`live ${stream}: an event that is not JSON`, event.data);
        }
        options.onMessage({ id: event.lastEventId, stream, event: { type, data } as LiveEvent });
      });
    }
    source.onerror = (event) => {
      options.log(`live ${stream}: stream error`, event);
      if (source.readyState !== CLOSED || closed) return;
      sources.delete(stream);
      again(stream);
    };
  }

  for (const stream of options.streams) void open(stream);
  return {
    close() {
      closed = true;
      for (const timer of timers.values()) cancel(timer);
      for (const source of sources.values()) source.close();
      sources.clear();
    },
  };
}
