import type { BrowserWindowConstructorOptions, WebPreferences } from 'electron';
import { APP_VERSION } from '@shared/constants';
import { DESKTOP_ORIGIN } from '@shared/desktop/ipc-contract';
import type { Logger } from './services/logger';

// The one application window. The renderer gets no Node, runs sandboxed in its own JavaScript
// world and reaches the main process only through the preload's window.desktop.

export const WINDOW_TITLE = `UTair Cargo ${APP_VERSION}`;
export const START_URL = `${DESKTOP_ORIGIN}/`;

export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
  };
}

export function mainWindowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1440,
    height: 900,
    // Below this the cabinet's tables switch to their mobile layout, which is not meant for a desk.
    minWidth: 1024,
    minHeight: 700,
    // Shown on ready-to-show, so the user never sees an empty white frame.
    show: false,
    title: WINDOW_TITLE,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: secureWebPreferences(preload),
  };
}

/** What the window code needs of a BrowserWindow. */
export interface WindowLike {
  once(event: 'ready-to-show', listener: () => void): unknown;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isDestroyed(): boolean;
  loadURL(url: string): Promise<void>;
}

export interface MainWindowOptions<W extends WindowLike> {
  create: (options: BrowserWindowConstructorOptions) => W;
  preload: string;
  logger: Logger;
}

export function createMainWindow<W extends WindowLike>({ create, preload, logger }: MainWindowOptions<W>): W {
  const window = create(mainWindowOptions(preload));
  window.once('ready-to-show', () => window.show());
  window.loadURL(START_URL).catch((error: unknown) => logger.error('Cannot load the app', { url: START_URL, error }));
  return window;
}

/** Brings the existing window forward, e.g. when a second instance is started. */
export function focusWindow(window: WindowLike | null): void {
  if (!window || window.isDestroyed()) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
