import type { Locale, Platform } from '../constants';
import type { LiveMessage, LiveStreamName } from '../live/events';
import type { PrintAwbRequest, PrinterInfo, PrintResult, PrintSettings, PrintTestRequest } from './print';

// The one IPC contract of the desktop: every channel with its argument and result types. Main
// registers a handler for each, preload builds `window.desktop` from the same list, and the
// renderer sees only the typed bridge. A channel `area.method` becomes `desktop.area.method()`,
// and a longer name nests the same way (`print.settings.get` is `desktop.print.settings.get()`).

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
  /** The printers of this computer. */
  'print.printers': { args: []; result: PrinterInfo[] };
  /** This workstation's print settings (the defaults until some are saved). */
  'print.settings.get': { args: []; result: PrintSettings };
  /** Saves the print settings; refused unless exactly PrintSettings (offsets within ±20 mm, to 0.1 mm). */
  'print.settings.set': { args: [settings: PrintSettings]; result: void };
  /** Main fetches the AWB form's PDF (with the stored token and the form's offset) and prints it. */
  'print.awb': { args: [request: PrintAwbRequest]; result: PrintResult };
  /** The same with the calibration page, which shows how far the form's printer drifts. */
  'print.test': { args: [request: PrintTestRequest]; result: PrintResult };
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
  'print.printers',
  'print.settings.get',
  'print.settings.set',
  'print.awb',
  'print.test',
] as const satisfies readonly DesktopChannel[];

type Missing = Exclude<DesktopChannel, (typeof DESKTOP_CHANNELS)[number]>;
// A channel added to the contract but not to the list fails to compile here.
const everyChannelListed: Missing extends never ? true : never = true;
void everyChannelListed;

/** Every leading part of a channel name: `print` and `print.settings` of `print.settings.get`. */
type Prefixes<C extends string> = C extends `${infer Head}.${infer Rest}` ? Head | `${Head}.${Prefixes<Rest>}` : never;
// A channel may not also be the group of others (`print.settings` beside `print.settings.get`):
// the bridge could not hold a method and a group under one name.
type Clash = Extract<DesktopChannel, Prefixes<DesktopChannel>>;
const noChannelIsAGroup: Clash extends never ? true : never = true;
void noChannelIsAGroup;

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

type Head<P extends string> = P extends `${infer H}.${string}` ? H : P;
type Tail<P extends string, H extends string> = P extends `${H}.${infer R}` ? R : never;
type BridgeMethod<C extends string> = C extends DesktopChannel
  ? (...args: DesktopContract[C]['args']) => Promise<DesktopContract[C]['result']>
  : never;
/** One level of the bridge: a method per name that ends a channel, a nested group per name that goes on. */
type BridgeLevel<P extends string, Prefix extends string> = {
  [H in Head<P>]: H extends P ? BridgeMethod<`${Prefix}${H}`> : BridgeLevel<Tail<P, H>, `${Prefix}${H}.`>;
};

/**
 * `window.desktop` as the renderer sees it: one method per channel, nested by the channel's dotted
 * name (`print.settings.get` is `desktop.print.settings.get()`), and `subscribe` for main's pushes.
 */
export type DesktopBridge = BridgeLevel<DesktopChannel, ''> & { subscribe: SubscribeDesktopEvent };

export type DesktopHandlers = {
  [C in DesktopChannel]: (...args: DesktopContract[C]['args']) => Promise<DesktopContract[C]['result']> | DesktopContract[C]['result'];
};

/** Builds the nested bridge object from one invoke and one subscribe function (used by preload and by tests). */
export function buildBridge(
  invoke: (channel: DesktopChannel, args: unknown[]) => Promise<unknown>,
  subscribe: (event: DesktopEventName, listener: (payload: unknown) => void) => () => void,
): DesktopBridge {
  type Node = { [name: string]: Node | ((...args: unknown[]) => Promise<unknown>) };
  const bridge: Node = {};
  for (const channel of DESKTOP_CHANNELS) {
    const path = channel.split('.');
    const method = path.pop() ?? '';
    let node = bridge;
    for (const name of path) {
      const next = (node[name] ??= {});
      if (typeof next === 'function') throw new Error(`${channel}: ${name} is already a method`);
      node = next;
    }
    if (Object.hasOwn(node, method)) throw new Error(`${channel}: the name is taken`);
    node[method] = (...args: unknown[]) => invoke(channel, args);
  }
  return Object.assign(bridge, { subscribe }) as unknown as DesktopBridge;
}
