import type { Locale, Platform } from '../constants';
import type { LiveMessage, LiveStreamName } from '../live/events';

// The one IPC contract of the desktop: every channel with its argument and result types. Main
// registers a handler for each, preload builds `window.desktop` from the same list, and the
// renderer sees only the typed bridge. A channel `area.method` becomes `desktop.area.method()`.

/**
 * The origin the desktop loads its bundled renderer from (a privileged app:// scheme, not file://).
 * The server allows it by CORS and in its CSRF origin check.
 */
export const DESKTOP_ORIGIN = 'app://cabinet';

export interface DesktopConfig {
  /** Origin of the cabinet API server, e.g. `https://cargo.example.com`. */
  apiUrl: string;
  platform: Platform;
  version: string;
}

/** What the renderer asks main to hear: which streams, in which language, for whom. */
export interface LiveStartOptions {
  streams: LiveStreamName[];
  locale: Locale;
  /** The signed-in user's id: main drops the streams when a different user signs in. */
  userId: number;
}

export interface DesktopContract {
  'config.get': { args: []; result: DesktopConfig };
  'credentials.get': { args: []; result: string | null };
  'credentials.set': { args: [token: string]; result: void };
  'credentials.clear': { args: []; result: void };
  /** Main opens the live streams (with the stored token) and keeps them while the window is hidden. */
  'live.start': { args: [options: LiveStartOptions]; result: void };
  /** Main closes the streams and forgets where they were (logout). */
  'live.stop': { args: []; result: void };
}

/** What main pushes to the renderer, with its payload. */
export interface DesktopEvents {
  /** An event from a live stream. */
  'live.message': LiveMessage;
  /**
   * The server refused the session on a live stream (401): main has closed every stream, and the
   * renderer signs out, as it does on a 401 of its own calls.
   */
  'live.unauthorized': { stream: LiveStreamName };
  /** A native notification was clicked: open this in-app path. */
  'app.navigate': { path: string };
}
export type DesktopEventName = keyof DesktopEvents;
export const DESKTOP_EVENTS = ['live.message', 'live.unauthorized', 'app.navigate'] as const satisfies readonly DesktopEventName[];
type MissingEvent = Exclude<DesktopEventName, (typeof DESKTOP_EVENTS)[number]>;
const everyEventListed: MissingEvent extends never ? true : never = true;
void everyEventListed;

export type DesktopChannel = keyof DesktopContract;

/** The runtime list of channels; the type check keeps it equal to the contract's keys. */
export const DESKTOP_CHANNELS = [
  'config.get',
  'credentials.get',
  'credentials.set',
  'credentials.clear',
  'live.start',
  'live.stop',
] as const satisfies readonly DesktopChannel[];

type Missing = Exclude<DesktopChannel, (typeof DESKTOP_CHANNELS)[number]>;
// A channel added to the contract but not to the list fails to compile here.
const everyChannelListed: Missing extends never ? true : never = true;
void everyChannelListed;

/** Only channels with this prefix cross the bridge. */
export const IPC_PREFIX = 'desktop:';
export const ipcName = (channel: DesktopChannel): string => `${IPC_PREFIX}${channel}`;

/** Main → renderer pushes travel apart from the invoke channels, so neither can be mistaken for the other. */
export const EVENT_IPC_PREFIX = 'desktop-event:';
export const eventIpcName = (event: DesktopEventName): string => `${EVENT_IPC_PREFIX}${event}`;
export const isDesktopEvent = (name: unknown): name is DesktopEventName => (DESKTOP_EVENTS as readonly unknown[]).includes(name);

/** How main pushes an event to the renderer. */
export type SendDesktopEvent = <E extends DesktopEventName>(event: E, payload: DesktopEvents[E]) => void;
/** Listens to one pushed event; the answer stops listening. */
export type SubscribeDesktopEvent = <E extends DesktopEventName>(event: E, listener: (payload: DesktopEvents[E]) => void) => () => void;

type Area<C extends string> = C extends `${infer A}.${string}` ? A : never;
type Method<C extends string, A extends string> = C extends `${A}.${infer M}` ? M : never;

/** `window.desktop` as the renderer sees it: one method per channel, and `subscribe` for main's pushes. */
export type DesktopBridge = {
  [A in Area<DesktopChannel>]: {
    [M in Method<DesktopChannel, A>]: (
      ...args: DesktopContract[`${A}.${M}` & DesktopChannel]['args']
    ) => Promise<DesktopContract[`${A}.${M}` & DesktopChannel]['result']>;
  };
} & { subscribe: SubscribeDesktopEvent };

export type DesktopHandlers = {
  [C in DesktopChannel]: (...args: DesktopContract[C]['args']) => Promise<DesktopContract[C]['result']> | DesktopContract[C]['result'];
};

/** Builds the nested bridge object from one invoke and one subscribe function (used by preload and by tests). */
export function buildBridge(
  invoke: (channel: DesktopChannel, args: unknown[]) => Promise<unknown>,
  subscribe: (event: DesktopEventName, listener: (payload: unknown) => void) => () => void,
): DesktopBridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const channel of DESKTOP_CHANNELS) {
    const [area = '', method = ''] = channel.split('.');
    (bridge[area] ??= {})[method] = (...args: unknown[]) => invoke(channel, args);
  }
  return Object.assign(bridge, { subscribe }) as unknown as DesktopBridge;
}
