import type { EventSourceLike } from './browser-streams';
import type { LockManagerLike } from './leader';
import type { BroadcastChannelLike } from './tab-channel';

// Stand-ins for the browser's Web Locks, BroadcastChannel and EventSource, shared by several tabs
// of one test.

export function fakeLocks(): LockManagerLike & { holders(): number } {
  const queues = new Map<string, { run: () => Promise<void>; signal?: AbortSignal; done: (v: unknown) => void }[]>();
  const busy = new Set<string>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    while (queue.length && queue[0]!.signal?.aborted) queue.shift()!.done(undefined);
    const head = queue.shift();
    if (!head) return busy.delete(name);
    busy.add(name);
    void head.run().then(() => {
      head.done(undefined);
      next(name);
    });
  };
  return {
    holders: () => busy.size,
    request(name, options, callback) {
      return new Promise((done) => {
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push({ run: callback, signal: options.signal, done });
        options.signal?.addEventListener('abort', () => {
          const at = queue.findIndex((entry) => entry.run === callback);
          if (at >= 0) queue.splice(at, 1)[0]!.done(undefined);
        });
        if (!busy.has(name)) next(name);
      });
    },
  };
}

export function fakeChannels(): () => BroadcastChannelLike {
  const members = new Set<BroadcastChannelLike>();
  return () => {
    const channel: BroadcastChannelLike = {
      onmessage: null,
      postMessage(message) {
        for (const other of members) if (other !== channel) other.onmessage?.(new MessageEvent('message', { data: structuredClone(message) }));
      },
      close() {
        members.delete(channel);
      },
    };
    members.add(channel);
    return channel;
  };
}

export class FakeEventSource implements EventSourceLike {
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: ((event: Event) => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, id: string, data: unknown): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
  fail(closed: boolean): void {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
  close(): void {
    this.readyState = 2;
  }
}
