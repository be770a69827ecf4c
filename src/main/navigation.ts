import { APP_HOST, APP_SCHEME } from './app-protocol';
import type { Logger } from './services/logger';

// The window only ever shows the bundled app. A page that navigated elsewhere would run remote
// code with the preload bridge (and so the session token) at hand, so every navigation off
// app://cabinet is cancelled and every new window denied; ordinary web links go to the system
// browser instead. The one exception is the hidden window main opens to print an AWB form: known by
// its webContents (never by a URL pattern), it may load the one PDF it was opened for and nothing
// else, not even the app.

/** True for URLs of the bundled app (app://cabinet/…). Node gives custom schemes a null origin, so compare parts. */
export function isAppUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST;
  } catch {
    return false;
  }
}

/** Links worth handing to the system browser; never file:, javascript:, custom schemes. */
export function isExternalWebLink(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The two hooks of Electron's WebContents that the guard installs. */
export interface GuardableContents {
  on(event: 'will-navigate', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * The print windows main has opened, each with the one URL it may load. Keyed by the webContents
 * object itself, so no page can claim the exception by where it points.
 */
export interface PrintWindowAllowance {
  /** Marks `contents` as a print window that may load `url`; the answer withdraws the URL (it stays a print window). */
  allow(contents: object, url: string): () => void;
  /** Whether `contents` was ever made a print window. */
  isPrintWindow(contents: object): boolean;
  /** Whether `contents` is a print window that may load `url` now. */
  allows(contents: object, url: string): boolean;
}

export function createPrintWindowAllowance(): PrintWindowAllowance {
  // A WeakMap: a closed window's webContents is forgotten with it.
  const windows = new WeakMap<object, string | null>();
  return {
    allow(contents, url) {
      windows.set(contents, url);
      return () => {
        if (windows.has(contents)) windows.set(contents, null);
      };
    },
    isPrintWindow: (contents) => windows.has(contents),
    allows: (contents, url) => windows.get(contents) === url,
  };
}

export interface NavigationGuardOptions {
  openExternal: (url: string) => Promise<void>;
  logger: Logger;
  /** The print windows (src/main/services/print/electron-printer.ts); without it there are none. */
  printWindows?: PrintWindowAllowance;
}

export function guardWebContents(contents: GuardableContents, { openExternal, logger, printWindows }: NavigationGuardOptions): void {
  contents.on('will-navigate', (event, url) => {
    if (printWindows?.isPrintWindow(contents)) {
      if (printWindows.allows(contents, url)) return;
      event.preventDefault();
      logger.warn('Navigation of the print window blocked', { url });
      return;
    }
    if (isAppUrl(url)) return;
    event.preventDefault();
    logger.warn('Navigation outside the app blocked', { url });
  });
  contents.setWindowOpenHandler(({ url }) => {
    if (isExternalWebLink(url)) {
      openExternal(url).catch((error: unknown) => logger.error('Cannot open link in the system browser', { url, error }));
    } else {
      logger.warn('Window opening blocked', { url });
    }
    return { action: 'deny' };
  });
}

export interface WebContentsSource {
  on(event: 'web-contents-created', listener: (event: unknown, contents: GuardableContents) => void): unknown;
}

/** Guards every webContents the app creates, so a window added later cannot forget to. */
export function installNavigationGuards(app: WebContentsSource, options: NavigationGuardOptions): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents, options));
}
