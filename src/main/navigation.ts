import { APP_HOST, APP_SCHEME } from './app-protocol';
import type { Logger } from './services/logger';

// The window only ever shows the bundled app. A page that navigated elsewhere would run remote
// code with the preload bridge (and so the session token) at hand, so every navigation off
// app://cabinet is cancelled and every new window denied; ordinary web links go to the system
// browser instead.

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

export interface NavigationGuardOptions {
  openExternal: (url: string) => Promise<void>;
  logger: Logger;
}

export function guardWebContents(contents: GuardableContents, { openExternal, logger }: NavigationGuardOptions): void {
  contents.on('will-navigate', (event, url) => {
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
