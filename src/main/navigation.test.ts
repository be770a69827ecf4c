import { describe, expect, it, vi } from 'vitest';
import { createPrintWindowAllowance, guardWebContents, installNavigationGuards, isAppUrl, isExternalWebLink, type GuardableContents } from './navigation';
import { recordingLogger } from './testing/fakes';

type NavigateListener = (event: { preventDefault(): void }, url: string) => void;
type OpenHandler = (details: { url: string }) => { action: 'deny' };

function fakeContents() {
  let navigate: NavigateListener | undefined;
  let open: OpenHandler | undefined;
  const contents: GuardableContents = {
    on: (_event, listener) => {
      navigate = listener;
    },
    setWindowOpenHandler: (handler) => {
      open = handler;
    },
  };
  const navigateTo = (url: string): boolean => {
    if (!navigate) throw new Error('no will-navigate listener');
    let prevented = false;
    navigate({ preventDefault: () => (prevented = true) }, url);
    return prevented;
  };
  const openWindow = (url: string) => {
    if (!open) throw new Error('no window open handler');
    return open({ url });
  };
  return { contents, navigateTo, openWindow };
}

describe('isAppUrl', () => {
  it('is true for app://cabinet only', () => {
    expect(isAppUrl('app://cabinet/')).toBe(true);
    expect(isAppUrl('app://cabinet/awb/1?x=2#y')).toBe(true);
    expect(isAppUrl('app://cabinet')).toBe(true);
    expect(isAppUrl('app://evil/')).toBe(false);
    expect(isAppUrl('app://cabinet.evil.com/')).toBe(false);
    expect(isAppUrl('app://cabinet:8080/')).toBe(false);
    expect(isAppUrl('https://cabinet/')).toBe(false);
    expect(isAppUrl('file:///C:/x.html')).toBe(false);
    expect(isAppUrl('not a url')).toBe(false);
  });
});

describe('isExternalWebLink', () => {
  it('accepts http and https only', () => {
    expect(isExternalWebLink('https://utair.ru/cargo')).toBe(true);
    expect(isExternalWebLink('http://example.com')).toBe(true);
    for (const url of ['file:///etc/passwd', 'javascript:alert(1)', 'ms-settings:', 'smb://host/share', 'mailto:a@b.c', 'app://cabinet/', '']) {
      expect(isExternalWebLink(url), url).toBe(false);
    }
  });
});

describe('guardWebContents', () => {
  it('lets navigation within the app through', () => {
    const { contents, navigateTo } = fakeContents();
    guardWebContents(contents, { openExternal: vi.fn(), logger: recordingLogger() });
    expect(navigateTo('app://cabinet/booking')).toBe(false);
  });

  it('prevents navigation anywhere else, and logs it', () => {
    const { contents, navigateTo } = fakeContents();
    const logger = recordingLogger();
    guardWebContents(contents, { openExternal: vi.fn(), logger });
    for (const url of ['https://evil.example/', 'http://localhost:3000/api/x', 'file:///C:/Windows/', 'app://other/']) {
      expect(navigateTo(url), url).toBe(true);
    }
    expect(logger.lines.filter((line) => line.level === 'warn')).toHaveLength(4);
  });

  it('denies every new window, opening web links in the system browser', () => {
    const { contents, openWindow } = fakeContents();
    const openExternal = vi.fn(async () => {});
    guardWebContents(contents, { openExternal, logger: recordingLogger() });
    expect(openWindow('https://utair.ru/')).toEqual({ action: 'deny' });
    expect(openWindow('file:///C:/Windows/system32/calc.exe')).toEqual({ action: 'deny' });
    expect(openWindow('app://cabinet/print')).toEqual({ action: 'deny' });
    expect(openExternal.mock.calls).toEqual([['https://utair.ru/']]);
  });

  it('logs a failing openExternal instead of throwing', async () => {
    const { contents, openWindow } = fakeContents();
    const logger = recordingLogger();
    guardWebContents(contents, { openExternal: () => Promise.reject(new Error('no browser')), logger });
    openWindow('https://utair.ru/');
    await new Promise((resolve) => setImmediate(resolve));
    expect(logger.text('error')).toContain('Cannot open link');
  });
});

describe('installNavigationGuards', () => {
  it('guards every webContents the app creates', () => {
    let created: ((event: unknown, contents: GuardableContents) => void) | undefined;
    installNavigationGuards(
      {
        on: (event, listener) => {
          expect(event).toBe('web-contents-created');
          created = listener;
        },
      },
      { openExternal: vi.fn(), logger: recordingLogger() },
    );
    const first = fakeContents();
    const second = fakeContents();
    created?.({}, first.contents);
    created?.({}, second.contents);
    expect(first.navigateTo('https://evil.example/')).toBe(true);
    expect(second.navigateTo('https://evil.example/')).toBe(true);
  });
});

describe('the print window exception', () => {
  const PDF = 'file:///tmp/utair-cargo-print-abc123/form.pdf';

  function guarded() {
    const printWindows = createPrintWindowAllowance();
    const logger = recordingLogger();
    const openExternal = vi.fn(async () => {});
    const make = () => {
      const contents = fakeContents();
      guardWebContents(contents.contents, { openExternal, logger, printWindows });
      return contents;
    };
    return { printWindows, logger, openExternal, make };
  }

  it('lets the print window, by its webContents, load the one PDF it was opened for', () => {
    const { printWindows, make } = guarded();
    const print = make();
    printWindows.allow(print.contents, PDF);
    expect(print.navigateTo(PDF)).toBe(false);
  });

  it('still stops every other webContents loading that same URL', () => {
    const { printWindows, make, logger } = guarded();
    const main = make();
    const print = make();
    const other = make();
    printWindows.allow(print.contents, PDF);
    expect(main.navigateTo(PDF)).toBe(true);
    expect(other.navigateTo(PDF)).toBe(true);
    expect(other.navigateTo('file:///tmp/utair-cargo-print-abc123/other.pdf')).toBe(true);
    expect(main.navigateTo('app://cabinet/booking')).toBe(false);
    expect(logger.text('warn')).toContain('Navigation outside the app blocked');
  });

  it('keeps the print window to its PDF: no other file, no web page, not even the app', () => {
    const { printWindows, make, logger } = guarded();
    const print = make();
    printWindows.allow(print.contents, PDF);
    for (const url of ['file:///tmp/utair-cargo-print-abc123/other.pdf', 'https://evil.example/', 'app://cabinet/', `${PDF}#page=2`]) {
      expect(print.navigateTo(url), url).toBe(true);
    }
    expect(logger.text('warn')).toContain('Navigation of the print window blocked');
  });

  it('allows nothing once the print is over', () => {
    const { printWindows, make } = guarded();
    const print = make();
    const withdraw = printWindows.allow(print.contents, PDF);
    withdraw();
    expect(print.navigateTo(PDF)).toBe(true);
    expect(print.navigateTo('app://cabinet/')).toBe(true);
    expect(printWindows.isPrintWindow(print.contents)).toBe(true);
  });

  it('opens no new window from the print window or any other', () => {
    const { printWindows, make, openExternal } = guarded();
    const main = make();
    const print = make();
    printWindows.allow(print.contents, PDF);
    for (const contents of [main, print]) {
      expect(contents.openWindow(PDF)).toEqual({ action: 'deny' });
      expect(contents.openWindow('app://cabinet/print')).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });
});
