import type { BrowserWindowConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { createMainWindow, focusWindow, mainWindowOptions, secureWebPreferences, START_URL, WINDOW_TITLE, type WindowLike } from './window';
import { recordingLogger } from './testing/fakes';

function fakeWindow(loadError?: Error) {
  const calls: string[] = [];
  let readyToShow: (() => void) | undefined;
  let minimized = false;
  let destroyed = false;
  const window: WindowLike & { options?: BrowserWindowConstructorOptions } = {
    once: (_event, listener) => {
      readyToShow = listener;
    },
    show: () => void calls.push('show'),
    focus: () => void calls.push('focus'),
    restore: () => {
      calls.push('restore');
      minimized = false;
    },
    isMinimized: () => minimized,
    isDestroyed: () => destroyed,
    loadURL: async (url) => {
      calls.push(`load ${url}`);
      if (loadError) throw loadError;
    },
  };
  return {
    window,
    calls,
    readyToShow: () => readyToShow?.(),
    minimize: () => (minimized = true),
    destroy: () => (destroyed = true),
  };
}

describe('secureWebPreferences', () => {
  it('isolates and sandboxes the renderer, without Node or webviews', () => {
    expect(secureWebPreferences('/app/out/preload/index.cjs')).toEqual({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});

describe('mainWindowOptions', () => {
  it('starts hidden, with a minimum size and the versioned title', () => {
    const options = mainWindowOptions('/p.cjs');
    expect(options.show).toBe(false);
    expect(options.minWidth).toBeGreaterThanOrEqual(1024);
    expect(options.minHeight).toBeGreaterThanOrEqual(700);
    expect(options.title).toBe('UTair Cargo v12.6.8');
    expect(WINDOW_TITLE).toBe(options.title);
  });
});

describe('createMainWindow', () => {
  it('creates the window with the secure options, loads app://cabinet/ and shows it when ready', async () => {
    const fake = fakeWindow();
    let options: BrowserWindowConstructorOptions | undefined;
    const window = createMainWindow({
      create: (given) => {
        options = given;
        return fake.window;
      },
      preload: '/app/out/preload/index.cjs',
      logger: recordingLogger(),
    });
    expect(window).toBe(fake.window);
    expect(options).toEqual(mainWindowOptions('/app/out/preload/index.cjs'));
    expect(START_URL).toBe('app://cabinet/');
    expect(fake.calls).toEqual(['load app://cabinet/']);
    fake.readyToShow();
    expect(fake.calls).toEqual(['load app://cabinet/', 'show']);
  });

  it('logs a failed load', async () => {
    const fake = fakeWindow(new Error('ERR_FAILED'));
    const logger = recordingLogger();
    createMainWindow({ create: () => fake.window, preload: '/p.cjs', logger });
    await new Promise((resolve) => setImmediate(resolve));
    expect(logger.text('error')).toContain('Cannot load the app');
  });
});

describe('focusWindow', () => {
  it('restores a minimised window and focuses it', () => {
    const fake = fakeWindow();
    fake.minimize();
    focusWindow(fake.window);
    expect(fake.calls).toEqual(['restore', 'show', 'focus']);
  });

  it('does nothing without a live window', () => {
    const fake = fakeWindow();
    fake.destroy();
    focusWindow(fake.window);
    focusWindow(null);
    expect(fake.calls).toEqual([]);
  });
});
