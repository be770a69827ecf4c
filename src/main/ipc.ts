import {
  DESKTOP_CHANNELS,
  ipcName,
  type DesktopChannel,
  type DesktopConfig,
  type DesktopContract,
  type DesktopHandlers,
} from '@shared/desktop/ipc-contract';
import type { CredentialStore } from '@shared/desktop/credential-store';
import { isAppUrl } from './navigation';
import type { Logger } from './services/logger';

// Main's side of the IPC contract: one ipcMain.handle per channel, taken from a DesktopHandlers
// object so that a channel added to the contract without a handler fails to compile. The types
// end at the process boundary, so each call is also checked at run time: the sender must be the
// bundled app, and the arguments must have the contract's shape.

/** Bounds what a compromised renderer can push into the keychain. */
const MAX_TOKEN_LENGTH = 16_384;

type ArgsGuards = { [C in DesktopChannel]: (args: readonly unknown[]) => args is DesktopContract[C]['args'] };

const noArgs = (args: readonly unknown[]): args is [] => args.length === 0;

export const ARGS_GUARDS: ArgsGuards = {
  'config.get': noArgs,
  'credentials.get': noArgs,
  'credentials.set': (args): args is [token: string] =>
    args.length === 1 && typeof args[0] === 'string' && args[0].length > 0 && args[0].length <= MAX_TOKEN_LENGTH,
  'credentials.clear': noArgs,
};

export function createDesktopHandlers({ config, credentials }: { config: DesktopConfig; credentials: CredentialStore }): DesktopHandlers {
  return {
    'config.get': () => ({ ...config }),
    'credentials.get': () => credentials.get(),
    'credentials.set': (token) => credentials.set(token),
    'credentials.clear': () => credentials.clear(),
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
