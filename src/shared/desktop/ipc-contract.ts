import type { Platform } from '../constants';

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

export interface DesktopContract {
  'config.get': { args: []; result: DesktopConfig };
  'credentials.get': { args: []; result: string | null };
  'credentials.set': { args: [token: string]; result: void };
  'credentials.clear': { args: []; result: void };
}

export type DesktopChannel = keyof DesktopContract;

/** The runtime list of channels; the type check keeps it equal to the contract's keys. */
export const DESKTOP_CHANNELS = [
  'config.get',
  'credentials.get',
  'credentials.set',
  'credentials.clear',
] as const satisfies readonly DesktopChannel[];

type Missing = Exclude<DesktopChannel, (typeof DESKTOP_CHANNELS)[number]>;
// A channel added to the contract but not to the list fails to compile here.
const everyChannelListed: Missing extends never ? true : never = true;
void everyChannelListed;

/** Only channels with this prefix cross the bridge. */
export const IPC_PREFIX = 'desktop:';
export const ipcName = (channel: DesktopChannel): string => `${IPC_PREFIX}${channel}`;

type Area<C extends string> = C extends `${infer A}.${string}` ? A : never;
type Method<C extends string, A extends string> = C extends `${A}.${infer M}` ? M : never;

/** `window.desktop` as the renderer sees it. */
export type DesktopBridge = {
  [A in Area<DesktopChannel>]: {
    [M in Method<DesktopChannel, A>]: (
      ...args: DesktopContract[`${A}.${M}` & DesktopChannel]['args']
    ) => Promise<DesktopContract[`${A}.${M}` & DesktopChannel]['result']>;
  };
};

export type DesktopHandlers = {
  [C in DesktopChannel]: (...args: DesktopContract[C]['args']) => Promise<DesktopContract[C]['result']> | DesktopContract[C]['result'];
};

/** Builds the nested bridge object from one invoke function (used by preload and by tests). */
export function buildBridge(invoke: (channel: DesktopChannel, args: unknown[]) => Promise<unknown>): DesktopBridge {
  const bridge: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> = {};
  for (const channel of DESKTOP_CHANNELS) {
    const [area = '', method = ''] = channel.split('.');
    (bridge[area] ??= {})[method] = (...args: unknown[]) => invoke(channel, args);
  }
  return bridge as unknown as DesktopBridge;
}
