import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserWindowConstructorOptions, WebContentsPrintOptions } from 'electron';
import type { PrintWindowAllowance } from '../../navigation';
import type { Logger } from '../logger';
import type { Printer, PrinterInfo } from './printer';

// Electron's side of printing, kept thin: the printers come from webContents.getPrintersAsync();
// a PDF goes to a temporary file, is loaded into a hidden window of its own (sandboxed, isolated,
// no preload, no Node) through Chromium's PDF viewer, printed with webContents.print() and the
// window closed and the file deleted. The navigation guards let that window, by its webContents,
// load that one file and nothing else.

/** Electron's PrinterInfo; `isDefault` is gone since Electron 36 (Chromium dropped it). */
export interface ElectronPrinterInfo {
  name: string;
  displayName: string;
  isDefault?: boolean;
}

export interface PrintContentsLike {
  getPrintersAsync(): Promise<ElectronPrinterInfo[]>;
  print(options: WebContentsPrintOptions, callback: (success: boolean, failureReason: string) => void): void;
}

export interface PrintWindowLike {
  readonly webContents: PrintContentsLike;
  loadURL(url: string): Promise<void>;
  isDestroyed(): boolean;
  destroy(): void;
}

export interface PrintTempFiles {
  mkdtemp(prefix: string): Promise<string>;
  writeFile(path: string, data: Uint8Array, options: { mode: number }): Promise<void>;
  rm(path: string, options: { recursive: true; force: true }): Promise<void>;
}

export interface ElectronPrinterOptions {
  createWindow(options: BrowserWindowConstructorOptions): PrintWindowLike;
  /** A loaded webContents to ask for the printers (the main window's); with none a hidden window is opened for it. */
  listContents(): Pick<PrintContentsLike, 'getPrintersAsync'> | null;
  printWindows: PrintWindowAllowance;
  /** The system's temporary folder. */
  tempDir: string;
  fs: PrintTempFiles;
  logger: Logger;
  /** How long to let the PDF viewer lay the pages out after the load, before printing. */
  settleMs?: number;
  loadTimeoutMs?: number;
  wait?: (ms: number) => Promise<void>;
}

export const PRINT_SETTLE_MS = 500;
export const PRINT_LOAD_TIMEOUT_MS = 30_000;

/** The hidden print window: nothing of the app's bridge, no Node, only Chromium's PDF viewer (`plugins`). */
export const PRINT_WINDOW_OPTIONS: BrowserWindowConstructorOptions = {
  show: false,
  width: 900,
  height: 1200,
  webPreferences: {
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    plugins: true,
    devTools: false,
  },
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createElectronPrinter(options: ElectronPrinterOptions): Printer {
  const { logger } = options;
  const wait = options.wait ?? sleep;

  const toInfo = (printer: ElectronPrinterInfo): PrinterInfo => ({
    name: printer.name,
    displayName: printer.displayName || printer.name,
    isDefault: printer.isDefault === true,
  });

  const print = (contents: PrintContentsLike, deviceName: string | null, silent: boolean) =>
    new Promise<'printed' | 'cancelled'>((resolve, reject) => {
      contents.print({ silent, printBackground: true, ...(deviceName ? { deviceName } : {}) }, (success, failureReason) => {
        if (success) resolve('printed');
        else if (failureReason === 'cancelled') resolve('cancelled');
        else reject(new Error(failureReason || 'failed'));
      });
    });

  return {
    async list() {
      const contents = options.listContents();
      if (contents) return (await contents.getPrintersAsync()).map(toInfo);
      const window = options.createWindow(PRINT_WINDOW_OPTIONS);
      try {
        await window.loadURL('about:blank');
        return (await window.webContents.getPrintersAsync()).map(toInfo);
      } finally {
        if (!window.isDestroyed()) window.destroy();
      }
    },

    async printPdf(pdf, { deviceName, silent }) {
      const folder = await options.fs.mkdtemp(join(options.tempDir, 'utair-cargo-print-'));
      try {
        const file = join(folder, 'form.pdf');
        // The form holds the shipper's and consignee's details: readable by this user only.
        await options.fs.writeFile(file, pdf, { mode: 0o600 });
        const url = pathToFileURL(file).href;
        const window = options.createWindow(PRINT_WINDOW_OPTIONS);
        const withdraw = options.printWindows.allow(window.webContents, url);
        try {
          await withTimeout(window.loadURL(url), options.loadTimeoutMs ?? PRINT_LOAD_TIMEOUT_MS, 'Loading the PDF');
          await wait(options.settleMs ?? PRINT_SETTLE_MS);
          return await print(window.webContents, deviceName, silent);
        } finally {
          withdraw();
          if (!window.isDestroyed()) window.destroy();
        }
      } finally {
        await options.fs.rm(folder, { recursive: true, force: true }).catch((error: unknown) => {
          logger.warn('Cannot delete the temporary print file', { folder, error });
        });
      }
    },
  };
}
