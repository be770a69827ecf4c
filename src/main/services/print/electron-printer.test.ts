import { describe, expect, it } from 'vitest';
import type { BrowserWindowConstructorOptions, WebContentsPrintOptions } from 'electron';
import { createPrintWindowAllowance } from '../../navigation';
import { recordingLogger } from '../../testing/fakes';
import { createElectronPrinter, PRINT_WINDOW_OPTIONS, type ElectronPrinterInfo, type PrintWindowLike } from './electron-printer';

// The adapter is thin, but what it must not get wrong is cheap to pin: the window's options, the
// guard's exception granted before the load and withdrawn after, the temporary file deleted, and
// Electron's print callback read right.

function fakeElectron({ printers = [] as ElectronPrinterInfo[], outcome = [true, ''] as [boolean, string], loadFails = false } = {}) {
  const allowance = createPrintWindowAllowance();
  const windows: { options: BrowserWindowConstructorOptions; loaded: string[]; printed: WebContentsPrintOptions[]; destroyed: boolean; allowedAtLoad: boolean }[] = [];
  const files = new Map<string, Uint8Array>();
  const removed: string[] = [];
  const createWindow = (options: BrowserWindowConstructorOptions): PrintWindowLike => {
    const record = { options, loaded: [] as string[], printed: [] as WebContentsPrintOptions[], destroyed: false, allowedAtLoad: false };
    windows.push(record);
    const window: PrintWindowLike = {
      webContents: {
        getPrintersAsync: async () => printers,
        print: (printOptions, callback) => {
          record.printed.push(printOptions);
          callback(...outcome);
        },
      },
      loadURL: async (url) => {
        record.loaded.push(url);
        record.allowedAtLoad = allowance.allows(window.webContents, url);
        if (loadFails) throw new Error('ERR_FAILED (-2) loading');
      },
      isDestroyed: () => record.destroyed,
      destroy: () => void (record.destroyed = true),
    };
    return window;
  };
  const printer = createElectronPrinter({
    createWindow,
    listContents: () => null,
    printWindows: allowance,
    tempDir: '/tmp',
    fs: {
      mkdtemp: async (prefix) => `${prefix}abc123`,
      writeFile: async (path, data) => void files.set(path, data),
      rm: async (path) => void removed.push(path),
    },
    logger: recordingLogger(),
    wait: async () => undefined,
  });
  return { printer, windows, files, removed, allowance };
}

const pdf = new TextEncoder().encode('%PDF-1.7');

describe('createElectronPrinter', () => {
  it('prints the PDF from a temporary file in a hidden, isolated window without preload', async () => {
    const electron = fakeElectron();
    expect(await electron.printer.printPdf(pdf, { deviceName: 'Epson_LQ', silent: true })).toBe('printed');
    const [window] = electron.windows;
    expect(window?.options).toBe(PRINT_WINDOW_OPTIONS);
    expect(window?.options.show).toBe(false);
    expect(window?.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
    expect(window?.options.webPreferences).not.toHaveProperty('preload');
    expect(window?.loaded).toEqual(['file:///tmp/utair-cargo-print-abc123/form.pdf']);
    expect(electron.files.get('/tmp/utair-cargo-print-abc123/form.pdf')).toEqual(pdf);
    expect(window?.printed).toEqual([{ silent: true, printBackground: true, deviceName: 'Epson_LQ' }]);
    expect(window?.destroyed).toBe(true);
    expect(electron.removed).toEqual(['/tmp/utair-cargo-print-abc123']);
  });

  it('lets the window load its PDF while it prints, and nothing afterwards', async () => {
    const electron = fakeElectron();
    await electron.printer.printPdf(pdf, { deviceName: null, silent: false });
    expect(electron.windows[0]?.allowedAtLoad).toBe(true);
    expect(electron.windows[0]?.printed).toEqual([{ silent: false, printBackground: true }]);
  });

  it('reads Electron’s callback: cancelled, or a failure with its reason', async () => {
    expect(await fakeElectron({ outcome: [false, 'cancelled'] }).printer.printPdf(pdf, { deviceName: null, silent: false })).toBe('cancelled');
    const failing = fakeElectron({ outcome: [false, 'Invalid deviceName provided'] });
    await expect(failing.printer.printPdf(pdf, { deviceName: 'Gone', silent: true })).rejects.toThrow('Invalid deviceName provided');
    expect(failing.windows[0]?.destroyed).toBe(true);
    expect(failing.removed).toHaveLength(1);
  });

  it('closes the window and deletes the file when the PDF does not load', async () => {
    const electron = fakeElectron({ loadFails: true });
    await expect(electron.printer.printPdf(pdf, { deviceName: null, silent: true })).rejects.toThrow('ERR_FAILED');
    expect(electron.windows[0]?.printed).toEqual([]);
    expect(electron.windows[0]?.destroyed).toBe(true);
    expect(electron.removed).toHaveLength(1);
  });

  it('lists the printers, with isDefault false where Electron no longer says', async () => {
    const electron = fakeElectron({
      printers: [
        { name: 'Epson_LQ', displayName: 'Epson LQ-2190' },
        { name: 'HP', displayName: '', isDefault: true },
      ],
    });
    expect(await electron.printer.list()).toEqual([
      { name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false },
      { name: 'HP', displayName: 'HP', isDefault: true },
    ]);
    expect(electron.windows[0]?.destroyed).toBe(true);
  });
});
