import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_VERSION } from '@shared/constants';
import { DESKTOP_CHANNELS, ipcName } from '@shared/desktop/ipc-contract';
import { defaultPrintSettings } from '@shared/desktop/print';

// Checks what electron-vite actually built, not the sources: the ESM main bundle runs in a child
// Node process whose 'electron' import resolves to a recording fake (module hooks), and the
// CommonJS preload runs in a vm context with a require that hands out a fake 'electron' only.

const root = fileURLToPath(new URL('../../', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const builtMain = join(root, 'out/main/index.js');
const builtPreload = join(root, 'out/preload/index.cjs');

function requireBuild(): void {
  const missing = [builtMain, builtPreload].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(`The desktop bundle is not built (missing ${missing.join(', ')}). Run \`npm run build\` (npx electron-vite build) first.`);
  }
}

interface Settled {
  ok: boolean;
  value?: unknown;
  error?: string;
}

interface Served {
  status: number;
  type: string | null;
  csp: string | null;
  body: string;
}

interface MainRun {
  privilegedSchemes: { schemes: { scheme: string; privileges: Record<string, boolean> }[]; beforeReady: boolean }[];
  protocolSchemes: string[];
  ipcChannels: string[];
  windows: { options: { title: string; show: boolean; minWidth: number; minHeight: number; webPreferences: Record<string, unknown> }; loaded: string[]; calls: string[] }[];
  appEvents: string[];
  singleInstanceLockRequested: boolean;
  ipc: Record<'config' | 'initialToken' | 'set' | 'afterSet' | 'badArgs' | 'foreignSender' | 'clear' | 'afterClear', Settled>;
  print: Record<'settings' | 'save' | 'saved' | 'badSettings' | 'badAwb', Settled> & { file: unknown };
  tokenFiles: string[];
  tokenFileText: string;
  keytarVaultAfterSet: Record<string, string> | null;
  served: Record<string, Served>;
  navigation: {
    willNavigateListeners: number;
    hasWindowOpenHandler: boolean;
    preventedInside: boolean;
    preventedOutside: boolean;
    openHttps: unknown;
    openFile: unknown;
    openedExternally: string[];
  };
  permissions: Record<'notifications' | 'clipboard' | 'media' | 'geolocation' | 'checkNotifications' | 'checkMedia', boolean>;
  log: string | null;
}

let sandbox = '';

/** Lays the built main out as in the app (out/main beside out/renderer) with a small renderer, and runs it. */
function runBuiltMain(name: string, { env = {}, keytar = false }: { env?: Record<string, string>; keytar?: boolean } = {}): MainRun & { appDir: string } {
  const appDir = join(sandbox, name, 'app');
  const userData = join(sandbox, name, 'user-data');
  mkdirSync(join(appDir, 'out/main'), { recursive: true });
  mkdirSync(join(appDir, 'out/renderer/assets'), { recursive: true });
  mkdirSync(userData, { recursive: true });
  copyFileSync(builtMain, join(appDir, 'out/main/index.js'));
  writeFileSync(join(appDir, 'package.json'), JSON.stringify({ type: 'module', main: './out/main/index.js' }));
  writeFileSync(join(appDir, 'out/renderer/index.html'), '<!doctype html><title>UTair Cargo</title><div id="root"></div>');
  writeFileSync(join(appDir, 'out/renderer/assets/app.js'), 'export {};');

  const { API_URL: _ignored, ...inherited } = process.env;
  const child = spawnSync(process.execPath, [join(fixtures, 'run-main.mjs'), join(appDir, 'out/main/index.js'), ...(keytar ? ['--keytar'] : [])], {
    env: { ...inherited, ...env, FAKE_ELECTRON_USER_DATA: userData },
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (child.status !== 0) throw new Error(`The built main failed under the fake electron (exit ${child.status}):\n${child.stderr}`);
  const lastLine = child.stdout.trim().split('\n').at(-1) ?? '';
  return { ...(JSON.parse(lastLine) as MainRun), appDir };
}

beforeAll(() => {
  requireBuild();
  sandbox = mkdtempSync(join(tmpdir(), 'cabinet-desktop-'));
});

afterAll(() => {
  if (sandbox) rmSync(sandbox, { recursive: true, force: true });
});

describe('the built main process (out/main/index.js)', () => {
  let run: MainRun & { appDir: string };
  beforeAll(() => {
    run = runBuiltMain('safe-storage', { env: { API_URL: 'http://127.0.0.1:4010' } });
  });

  it('registers app:// as a privileged scheme before ready, and handles it', () => {
    expect(run.privilegedSchemes).toEqual([
      {
        schemes: [{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } }],
        beforeReady: true,
      },
    ]);
    expect(run.protocolSchemes).toEqual(['app']);
  });

  it('registers every contract channel with ipcMain.handle under its desktop: name', () => {
    expect([...run.ipcChannels].sort()).toEqual(DESKTOP_CHANNELS.map(ipcName).sort());
  });

  it('creates one secure window that loads app://cabinet/ and shows when ready', () => {
    expect(run.windows).toHaveLength(1);
    const [window] = run.windows;
    expect(window?.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false });
    expect(window?.options.webPreferences.webSecurity).not.toBe(false);
    expect(window?.options.webPreferences.preload).toBe(join(run.appDir, 'out/preload/index.cjs'));
    expect(String(window?.options.webPreferences.preload)).toMatch(/out[/\\]preload[/\\]index\.cjs$/);
    expect(window?.options).toMatchObject({ show: false, title: `UTair Cargo ${APP_VERSION}` });
    expect(window?.options.minWidth).toBeGreaterThanOrEqual(1024);
    expect(window?.loaded).toEqual(['app://cabinet/']);
    expect(window?.calls[0]).toBe('show');
  });

  it('takes the single-instance lock and focuses the window on a second start', () => {
    expect(run.singleInstanceLockRequested).toBe(true);
    expect(run.appEvents).toContain('second-instance');
    expect(run.windows[0]?.calls.slice(1)).toEqual(['show', 'focus']);
  });

  it('answers the IPC channels: config from API_URL, credentials through safeStorage without keytar', () => {
    expect(run.ipc.config).toEqual({ ok: true, value: { apiUrl: 'http://127.0.0.1:4010', platform: 'CABINET', version: APP_VERSION } });
    expect(run.ipc.initialToken).toEqual({ ok: true, value: null });
    expect(run.ipc.afterSet).toEqual({ ok: true, value: 'tok-123' });
    expect(run.ipc.afterClear).toEqual({ ok: true, value: null });
    expect(run.tokenFiles).toEqual(['session-token.bin']);
    expect(run.tokenFileText).not.toContain('tok-123');
    expect(run.ipc.badArgs).toMatchObject({ ok: false, error: expect.stringContaining('invalid arguments') });
    expect(run.ipc.foreignSender).toMatchObject({ ok: false, error: expect.stringContaining('not the app') });
  });

  it('keeps the print settings in userData/print-settings.json, checked on the way in', () => {
    expect(run.print.settings).toEqual({ ok: true, value: defaultPrintSettings() });
    expect(run.print.save).toEqual({ ok: true });
    const saved = { ...defaultPrintSettings(), silent: true };
    saved.forms.airline = { printer: 'Epson_LQ', offset: { x: 1.5, y: -2 } };
    expect(run.print.saved).toEqual({ ok: true, value: saved });
    expect(run.print.file).toEqual(saved);
    expect(run.print.badSettings).toMatchObject({ ok: false, error: expect.stringContaining('invalid arguments') });
    expect(run.print.badAwb).toMatchObject({ ok: false, error: expect.stringContaining('invalid arguments') });
  });

  it('serves the renderer over app:// with SPA fallback, 404, traversal refusal and the CSP', () => {
    const csp =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
      "connect-src 'self' http://127.0.0.1:4010; worker-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'";
    expect(run.served['app://cabinet/']).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', csp });
    expect(run.served['app://cabinet/awb/555-12345675']).toMatchObject({ status: 200, type: 'text/html; charset=utf-8', csp });
    expect(run.served['app://cabinet/awb/555-12345675']?.body).toContain('<title>UTair Cargo</title>');
    expect(run.served['app://cabinet/assets/app.js']).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', csp });
    expect(run.served['app://cabinet/missing.js']).toMatchObject({ status: 404, csp });
    expect(run.served['app://cabinet/..%2f..%2fpackage.json']).toMatchObject({ status: 403, csp });
  });

  it('attaches the navigation guards to the window contents', () => {
    expect(run.appEvents).toContain('web-contents-created');
    expect(run.navigation).toEqual({
      willNavigateListeners: 1,
      hasWindowOpenHandler: true,
      preventedInside: false,
      preventedOutside: true,
      openHttps: { action: 'deny' },
      openFile: { action: 'deny' },
      openedExternally: ['https://utair.ru/cargo'],
    });
  });

  it('grants notifications and sanitized clipboard writes only', () => {
    expect(run.permissions).toEqual({
      notifications: true,
      clipboard: true,
      media: false,
      geolocation: false,
      checkNotifications: true,
      checkMedia: false,
    });
  });

  it('logs to userData/logs/main.log', () => {
    expect(run.log).toContain('INFO  Starting');
    expect(run.log).toContain('falling back to safeStorage');
    expect(run.log).not.toContain('tok-123');
  });
});

describe('the built main process with keytar present', () => {
  it('keeps the token in the keychain, not in a file, and defaults the API URL', () => {
    const run = runBuiltMain('keytar', { keytar: true });
    expect(run.ipc.config).toEqual({ ok: true, value: { apiUrl: 'http://localhost:3000', platform: 'CABINET', version: APP_VERSION } });
    expect(run.keytarVaultAfterSet).toEqual({ 'UTair Cargo Cabinet/session': 'tok-123' });
    expect(run.tokenFiles).toEqual([]);
    expect(run.ipc.afterClear).toEqual({ ok: true, value: null });
  });
});

describe('the built preload (out/preload/index.cjs)', () => {
  function loadPreload() {
    const exposed = new Map<string, unknown>();
    const invoked: [string, unknown[]][] = [];
    const required: string[] = [];
    const fakeElectron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: {
        invoke: async (channel: string, ...args: unknown[]) => {
          invoked.push([channel, args]);
          return { answeredBy: channel };
        },
      },
    };
    // A sandboxed preload gets a require that knows only a few modules; this one knows 'electron'.
    const sandboxedRequire = (id: string): unknown => {
      required.push(id);
      if (id === 'electron') return fakeElectron;
      throw new Error(`module not found: ${id}`);
    };
    const module = { exports: {} };
    const code = readFileSync(builtPreload, 'utf8');
    const run = vm.compileFunction(code, ['exports', 'require', 'module', '__filename', '__dirname'], {
      filename: builtPreload,
      parsingContext: vm.createContext({}),
    });
    run(module.exports, sandboxedRequire, module, builtPreload, join(root, 'out/preload'));
    return { exposed, invoked, required };
  }

  it('requires nothing but electron and exposes only window.desktop', () => {
    const { exposed, required } = loadPreload();
    expect([...new Set(required)]).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['desktop']);
  });

  it('gives one method per contract channel, each invoking that channel', async () => {
    const { exposed, invoked } = loadPreload();
    const desktop = exposed.get('desktop') as Record<string, unknown>;
    for (const channel of DESKTOP_CHANNELS) {
      // `print.settings.get` is desktop.print.settings.get().
      const call = channel.split('.').reduce<unknown>((node, name) => (node as Record<string, unknown> | undefined)?.[name], desktop) as
        | ((...args: unknown[]) => Promise<unknown>)
        | undefined;
      expect(call, `window.desktop.${channel}`).toBeTypeOf('function');
      const args = channel === 'credentials.set' ? ['jwt-1'] : [];
      expect(await call?.(...args)).toEqual({ answeredBy: ipcName(channel) });
      expect(invoked.at(-1)).toEqual([ipcName(channel), args]);
    }
    expect(invoked).toHaveLength(DESKTOP_CHANNELS.length);
  });

  it('offers no way to reach channels outside desktop:', () => {
    const { exposed, invoked } = loadPreload();
    const { subscribe, ...desktop } = exposed.get('desktop') as Record<string, Record<string, unknown>>;
    const areas = [...new Set(DESKTOP_CHANNELS.map((channel) => channel.split('.')[0]))].sort();
    expect(Object.keys(desktop).sort()).toEqual(areas);
    // Every leaf is a method of a contract channel, and every channel has its leaf.
    const leaves: string[] = [];
    const walk = (node: Record<string, unknown>, path: string[]): void => {
      for (const [name, member] of Object.entries(node)) {
        if (typeof member === 'function') leaves.push([...path, name].join('.'));
        else {
          expect(member, [...path, name].join('.')).toBeTypeOf('object');
          walk(member as Record<string, unknown>, [...path, name]);
        }
      }
    };
    walk(desktop, []);
    expect(leaves.sort()).toEqual([...DESKTOP_CHANNELS].sort());
    // Main's pushes arrive through one subscribe function, for the contract's events only.
    expect(subscribe).toBeTypeOf('function');
    expect(invoked.every(([channel]) => channel.startsWith('desktop:'))).toBe(true);
  });
});
