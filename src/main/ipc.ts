import { LOCALES } from '@shared/constants';
import {
  DESKTOP_CHANNELS,
  ipcName,
  type DesktopChannel,
  type DesktopConfig,
  type DesktopContract,
  type DesktopHandlers,
  type LiveStartOptions,
} from '@shared/desktop/ipc-contract';
import type { CredentialStore } from '@shared/desktop/credential-store';
import { isPrintAwbRequest, isPrintSettings, isPrintTestRequest, type PrintAwbRequest, type PrintSettings, type PrintTestRequest } from '@shared/desktop/print';
import { LIVE_STREAMS } from '@shared/live/events';
import { isAppUrl } from './navigation';
import type { LiveService } from './services/live/live-service';
import type { Logger } from './services/logger';
import type { PrintService } from './services/print/print-service';

// Main's side of the IPC contract: one ipcMain.handle per channel, taken from a DesktopHandlers
// object so that a channel added to the contract without a handler fails to compile. The types
// end at the process boundary, so each call is also checked at run time: the sender must be the
// bundled app, and the arguments must have the contract's shape.

/** Bounds what a compromised renderer can push into the keychain. */
const MAX_TOKEN_LENGTH = 16_384;

type ArgsGuards = { [C in DesktopChannel]: (args: readonly unknown[]) => args is DesktopContract[C]['args'] };

const noArgs = (args: readonly unknown[]): args is [] => args.length === 0;

const LIVE_START_KEYS = ['locale', 'streams', 'userId'];

/** Exactly the contract's object: known keys only, each stream once, a known language, a real user id. */
export function isLiveStartOptions(value: unknown): value is LiveStartOptions {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype) return false;
  const { streams, locale, userId } = value as Record<string, unknown>;
  return (
    Object.keys(value).sort().join() === LIVE_START_KEYS.join() &&
    Array.isArray(streams) &&
    streams.every((s) => (LIVE_STREAMS as readonly unknown[]).includes(s)) &&
    new Set(streams).size === streams.length &&
    (LOCALES as readonly unknown[]).includes(locale) &&
    Number.isSafeInteger(userId) &&
    (userId as number) > 0
  );
}

export const ARGS_GUARDS: ArgsGuards = {
  'config.get': noArgs,
  'credentials.get': noArgs,
  'credentials.set': (args): args is [token: string] =>
    args.length === 1 && typeof args[0] === 'string' && args[0].length > 0 && args[0].length <= MAX_TOKEN_LENGTH,
  'credentials.clear': noArgs,
  'live.start': (args): args is [options: LiveStartOptions] => args.length === 1 && isLiveStartOptions(args[0]),
  'live.stop': noArgs,
  'print.printers': noArgs,
  'print.settings.get': noArgs,
  // Exactly PrintSettings: every form, known keys only, offsets within ±20 mm to 0.1 mm, sane printer names.
  'print.settings.set': (args): args is [settings: PrintSettings] => args.length === 1 && isPrintSettings(args[0]),
  'print.awb': (args): args is [request: PrintAwbRequest] => args.length === 1 && isPrintAwbRequest(args[0]),
  'print.test': (args): args is [request: PrintTestRequest] => args.length === 1 && isPrintTestRequest(args[0]),
};

export interface DesktopServices {
  config: DesktopConfig;
  credentials: CredentialStore;
  live: LiveService;
  print: PrintService;
}

export function createDesktopHandlers({ config, credentials, live, print }: DesktopServices): DesktopHandlers {
  return {
    'config.get': () => ({ ...config }),
    'credentials.get': () => credentials.get(),
    'credentials.set': (token) => credentials.set(token),
    // Without the token no stream may go on: a signed-out user must not get the last one's notifications.
    'credentials.clear': () => {
      live.stop();
      return credentials.clear();
    },
    'live.start': (options) => live.start(options),
    'live.stop': () => live.stop(),
    'print.printers': () => print.printers(),
    'print.settings.get': () => print.getSettings(),
    'print.settings.set': (settings) => print.setSettings(settings),
    'print.awb': (request) => print.printAwb(request),
    'print.test': (request) => print.printTest(request),
  };
}

/** What ipcMain hands a handler, as far as the sender check reads it. */
export interface InvokeEventLike {
  readonly senderFrame: { readonly url: string } | null;
}

export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
}

function call<C extends DesktopChannel>(handlers: DesktopHandlers, channel: C, args: DesktopContract[C]['args']) {
  const handler: (...args: DesktopContract[C]['args']) => unknown = handlers[channel];
  return handler(...args);
}

function serve<C extends DesktopChannel>(ipcMain: IpcMainLike, channel: C, handlers: DesktopHandlers, logger: Logger): void {
  const guard = ARGS_GUARDS[channel];
  ipcMain.handle(ipcName(channel), async (event, ...args) => {
    const sender = event.senderFrame?.url ?? '';
    if (!isAppUrl(sender)) {
      logger.warn('IPC call from outside the app refused', { channel, sender });
      throw new Error(`${channel}: caller is not the app`);
    }
    if (!guard(args)) {
      logger.warn('IPC call with invalid arguments refused', { channel, count: args.length });
      throw new Error(`${channel}: invalid arguments`);
    }
    return call(handlers, channel, args);
  });
}

export function registerIpcHandlers(ipcMain: IpcMainLike, handlers: DesktopHandlers, logger: Logger): void {
  for (const channel of DESKTOP_CHANNELS) serve(ipcMain, channel, handlers, logger);
}
