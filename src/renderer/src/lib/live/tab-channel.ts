import type { LiveMessage } from '@shared/live/events';

// The leader hands every live event to the other tabs of this browser (section 4: "Tabs share
// events over a broadcast channel"), each tab's copy of the app then handles it as its own.

export type TabMessage = { kind: 'event'; message: LiveMessage };

export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}

export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export function openTabChannel(create: (() => BroadcastChannelLike) | null, onMessage: (message: TabMessage) => void): TabChannel {
  if (!create) return { post: () => undefined, close: () => undefined };
  const channel = create();
  channel.onmessage = (event) => {
    const data = event.data as Partial<TabMessage> | null;
    if (data?.kind === 'event' && data.message) onMessage(data as TabMessage);
  };
  return {
    post: (message) => channel.postMessage(message),
    close: () => {
      channel.onmessage = null;
      channel.close();
    },
  };
}
