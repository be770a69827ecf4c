import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { app, BrowserWindow, ipcMain, net, Notification, protocol, safeStorage, session, shell } from 'electron';
import { eventIpcName, type SendDesktopEvent } from '@shared/desktop/ipc-contract';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './app-protocol';
import { CONFIG_FILE_NAME, loadDesktopConfig } from './config';
import { createDesktopHandlers, registerIpcHandlers } from './ipc';
import { createPrintWindowAllowance, installNavigationGuards } from './navigation';
import { desktopPaths } from './paths';
import { installPermissionPolicy } from './permissions';
import { chooseCredentialStore, deferCredentialStore } from './services/credential-store/choose';
import { createLiveService } from './services/live/live-service';
import { createLogger } from './services/logger';
import { createElectronPresenter } from './services/notifications/electron-presenter';
import { createElectronPrinter } from './services/print/electron-printer';
import { createPrintService } from './services/print/print-service';
import { PRINT_SETTINGS_FILE_NAME } from './services/print/settings-store';
import { createMainWindow, focusWindow } from './window';

// Wiring only: every piece of logic lives in a module that takes Electron's objects as arguments.
// The main module is ESM, and Electron emits `ready` once it has been evaluated, so what must
// happen before ready is done synchronously here and nothing awaits whenReady at the top level.

/** Windows groups notifications and taskbar entries by this id; it is electron-builder.yml's appId. */
const APP_USER_MODEL_ID = 'ru.utair.cargo.cabinet';
const TOKEN_FILE = 'session-token.bin';

protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);

const userData = app.getPath('userData');
const logger = createLogger({ file: join(userData, 'logs', 'main.log'), fs: { appendFileSync, mkdirSync }, stderr: process.stderr });
process.on('unhandledRejection', (reason) => logger.error('Unhandled promise rejection', { reason }));

if (app.requestSingleInstanceLock()) {
  start();
} else {
  // Another instance runs; it is told through 'second-instance' and shows its window.
  app.quit();
}

function start(): void {
  const paths = desktopPaths(import.meta.url);
  const config = loadDesktopConfig({
    env: process.env,
    file: join(userData, CONFIG_FILE_NAME),
    readFile: (path) => readFileSync(path, 'utf8'),
    logger,
  });
  logger.info('Starting', { ...config, userData });

  let mainWindow: BrowserWindow | null = null;
  const openWindow = (): void => {
    const window = createMainWindow({ create: (options) => new BrowserWindow(options), preload: paths.preload, logger });
    window.on('closed', () => {
      if (mainWindow === window) mainWindow = null;
    });
    mainWindow = window;
  };
  const liveWindow = (): BrowserWindow | null => (mainWindow && !mainWindow.isDestroyed() ? mainWindow : null);
  // Hidden and minimised windows still get every event; only a window that is gone misses them.
  const sendToWindow: SendDesktopEvent = (event, payload) => {
    const contents = liveWindow()?.webContents;
    if (contents && !contents.isDestroyed()) contents.send(eventIpcName(event), payload);
  };

  app.on('second-instance', () => focusWindow(mainWindow));
  // The hidden print windows are the one exception to the guards, each by its own webContents.
  const printWindows = createPrintWindowAllowance();
  installNavigationGuards(app, { openExternal: (url) => shell.openExternal(url), logger, printWindows });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  app
    .whenReady()
    .then(() => {
      app.setAppUserModelId(APP_USER_MODEL_ID);
      installPermissionPolicy(session.defaultSession, logger);
      protocol.handle(
        APP_SCHEME,
        createAppProtocolHandler({ rendererRoot: paths.renderer, apiOrigin: config.apiUrl, readFile: (path) => readFile(path), logger }),
      );
      const chosen = chooseCredentialStore({
        loadKeytar: () => import('keytar'),
        safeStorage,
        tokenFile: join(userData, TOKEN_FILE),
        fs: { readFile: (path) => readFile(path), writeFile, rename, rm, mkdir },
        logger,
      });
      const credentials = deferCredentialStore(chosen.then(({ store }) => store));
      const live = createLiveService({
        fetch: (url, init) => net.fetch(url, init),
        credentials,
        config,
        send: sendToWindow,
        presenter: createElectronPresenter(Notification, logger),
        isWindowFocused: () => liveWindow()?.isFocused() ?? false,
        showWindow: () => (liveWindow() ? focusWindow(liveWindow()) : openWindow()),
        logger,
      });
      app.on('before-quit', () => live.stop());
      const print = createPrintService({
        fetch: (url, init) => net.fetch(url, init),
        credentials,
        config,
        fs: { readFile: (path) => readFile(path, 'utf8'), writeFile, rename, mkdir },
        settingsFile: join(userData, PRINT_SETTINGS_FILE_NAME),
        printer: createElectronPrinter({
          createWindow: (options) => new BrowserWindow(options),
          listContents: () => liveWindow()?.webContents ?? null,
          printWindows,
          tempDir: tmpdir(),
          fs: { mkdtemp, writeFile, rm },
          logger,
        }),
        logger,
      });
      registerIpcHandlers(ipcMain, createDesktopHandlers({ config, credentials, live, print }), logger);
      openWindow();
      app.on('activate', () => {
        if (BrowserWindow.getAllWindows().length === 0) openWindow();
      });
    })
    .catch((error: unknown) => {
      logger.error('Start-up failed', { error });
      app.quit();
    });
}
