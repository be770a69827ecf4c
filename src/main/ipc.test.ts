import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@shared/constants';
import { DESKTOP_CHANNELS, ipcName, type DesktopHandlers, type LiveStartOptions } from '@shared/desktop/ipc-contract';
import { defaultPrintSettings, type PrintSettings } from '@shared/desktop/print';
import { ARGS_GUARDS, createDesktopHandlers, isLiveStartOptions, registerIpcHandlers, type IpcMainLike, type InvokeEventLike } from './ipc';
import { createMemoryStore } from './services/credential-store/memory';
import type { PrintService } from './services/print/print-service';
import { recordingLogger } from './testing/fakes';

type Listener = Parameters<IpcMainLike['handle']>[1];

function fakeIpcMain() {
  const handlers = new Map<string, Listener>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => {
      if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      handlers.set(channel, listener);
    },
  };
  const fromApp: InvokeEventLike = { senderFrame: { url: 'app://cabinet/awb/1' } };
  const invoke = async (channel: string, args: unknown[] = [], event: InvokeEventLike = fromApp) => {
    const listener = handlers.get(channel);
    if (!listener) throw new Error(`No handler registered for '${channel}'`);
    return listener(event, ...args);
  };
  return { ipcMain, handlers, invoke };
}

const config = { apiUrl: 'https://cargo.example.com', platform: 'CARGO' as const, version: APP_VERSION };

function fakeLive() {
  const calls: (['start', LiveStartOptions] | ['stop'])[] = [];
  return { calls, start: (options: LiveStartOptions) => void calls.push(['start', options]), stop: () => void calls.push(['stop']) };
}

function fakePrint() {
  const calls: unknown[][] = [];
  let settings = defaultPrintSettings();
  const print: PrintService = {
    printers: async () => (calls.push(['printers']), [{ name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false }]),
    getSettings: async () => (calls.push(['getSettings']), settings),
    setSettings: async (next) => {
      calls.push(['setSettings', next]);
      settings = next;
    },
    printAwb: async (request) => (calls.push(['printAwb', request]), { printed: true, printer: 'Epson LQ-2190' }),
    printTest: async (request) => (calls.push(['printTest', request]), { printed: false, reason: 'cancelled' }),
  };
  return { print, calls };
}

function setup() {
  const ipc = fakeIpcMain();
  const credentials = createMemoryStore();
  const logger = recordingLogger();
  const live = fakeLive();
  const { print, calls: printCalls } = fakePrint();
  registerIpcHandlers(ipc.ipcMain, createDesktopHandlers({ config, credentials, live, print }), logger);
  return { ...ipc, credentials, logger, live, printCalls };
}

describe('registerIpcHandlers', () => {
  it('registers exactly one handler per contract channel, under its desktop: name', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(DESKTOP_CHANNELS.map(ipcName).sort());
    expect([...handlers.keys()].every((name) => name.startsWith('desktop:'))).toBe(true);
  });

  it('routes each channel to its handler', async () => {
    const calls: string[] = [];
    const ipc = fakeIpcMain();
    const handlers: DesktopHandlers = {
      'config.get': () => (calls.push('config.get'), config),
      'credentials.get': () => (calls.push('credentials.get'), 'tok'),
      'credentials.set': (token) => void calls.push(`credentials.set:${token}`),
      'credentials.clear': () => void calls.push('credentials.clear'),
      'live.start': (options) => void calls.push(`live.start:${options.userId}`),
      'live.stop': () => void calls.push('live.stop'),
      'print.printers': () => (calls.push('print.printers'), []),
      'print.settings.get': () => (calls.push('print.settings.get'), defaultPrintSettings()),
      'print.settings.set': (settings) => void calls.push(`print.settings.set:${settings.silent}`),
      'print.awb': (request) => (calls.push(`print.awb:${request.shipmentId}:${request.form}`), { printed: true, printer: null }),
      'print.test': (request) => (calls.push(`print.test:${request.form}`), { printed: true, printer: null }),
    };
    registerIpcHandlers(ipc.ipcMain, handlers, recordingLogger());
    expect(await ipc.invoke('desktop:config.get')).toEqual(config);
    expect(await ipc.invoke('desktop:credentials.get')).toBe('tok');
    await ipc.invoke('desktop:credentials.set', ['abc']);
    await ipc.invoke('desktop:credentials.clear');
    await ipc.invoke('desktop:live.start', [{ streams: ['chat'], locale: 'ru', userId: 3 }]);
    await ipc.invoke('desktop:live.stop');
    await ipc.invoke('desktop:print.printers');
    await ipc.invoke('desktop:print.settings.get');
    await ipc.invoke('desktop:print.settings.set', [{ ...defaultPrintSettings(), silent: true }]);
    await ipc.invoke('desktop:print.awb', [{ shipmentId: 12, form: 'airline' }]);
    await ipc.invoke('desktop:print.test', [{ form: 'a4' }]);
    expect(calls).toEqual([
      'config.get',
      'credentials.get',
      'credentials.set:abc',
      'credentials.clear',
      'live.start:3',
      'live.stop',
      'print.printers',
      'print.settings.get',
      'print.settings.set:true',
      'print.awb:12:airline',
      'print.test:a4',
    ]);
  });

  it('starts and stops the live streams through the live service', async () => {
    const { invoke, live } = setup();
    const options = { streams: ['chat', 'notification'], locale: 'en', userId: 42 };
    await invoke('desktop:live.start', [options]);
    await invoke('desktop:live.stop');
    expect(live.calls).toEqual([['start', options], ['stop']]);
  });

  it('closes the live streams when the credentials are cleared', async () => {
    const { invoke, live, credentials } = setup();
    await credentials.set('jwt');
    await invoke('desktop:credentials.clear');
    expect(live.calls).toEqual([['stop']]);
    expect(await credentials.get()).toBeNull();
  });

  it('serves config.get and the credentials through the store', async () => {
    const { invoke, credentials } = setup();
    expect(await invoke('desktop:config.get')).toEqual({ apiUrl: 'https://cargo.example.com', platform: 'CARGO', version: 'v12.6.8' });
    expect(await invoke('desktop:credentials.get')).toBeNull();
    await invoke('desktop:credentials.set', ['jwt-1']);
    expect(await credentials.get()).toBe('jwt-1');
    expect(await invoke('desktop:credentials.get')).toBe('jwt-1');
    await invoke('desktop:credentials.clear');
    expect(await credentials.get()).toBeNull();
  });

  it('hands out a copy of the config, not the object main uses', async () => {
    const { invoke } = setup();
    const answer = (await invoke('desktop:config.get')) as { apiUrl: string };
    answer.apiUrl = 'https://evil.example';
    expect(await invoke('desktop:config.get')).toMatchObject({ apiUrl: 'https://cargo.example.com' });
  });

  it.each([
    ['desktop:credentials.set', []],
    ['desktop:credentials.set', [42]],
    ['desktop:credentials.set', ['']],
    ['desktop:credentials.set', ['a', 'b']],
    ['desktop:credentials.set', ['x'.repeat(16_385)]],
    ['desktop:config.get', ['extra']],
    ['desktop:credentials.clear', [{}]],
    ['desktop:live.start', []],
    ['desktop:live.start', [{ streams: ['chat'], locale: 'ru', userId: 1 }, 'extra']],
    ['desktop:live.stop', [true]],
  ])('refuses %s with arguments %j', async (channel, args) => {
    const { invoke, credentials, logger, live } = setup();
    await expect(invoke(channel, args)).rejects.toThrow('invalid arguments');
    expect(await credentials.get()).toBeNull();
    expect(live.calls).toEqual([]);
    expect(logger.text('warn')).toContain('invalid arguments');
  });

  it.each([null, { url: 'https://evil.example/' }, { url: 'file:///C:/x.html' }, { url: '' }])(
    'refuses callers outside the app (sender frame %j)',
    async (senderFrame) => {
      const { invoke, credentials } = setup();
      await credentials.set('secret');
      await expect(invoke('desktop:credentials.get', [], { senderFrame })).rejects.toThrow('caller is not the app');
    },
  );
});

describe('isLiveStartOptions', () => {
  const valid = { streams: ['chat', 'notification'], locale: 'ru', userId: 5 };

  it.each([
    valid,
    { streams: ['notification'], locale: 'en', userId: 1 },
    { streams: [], locale: 'ru', userId: Number.MAX_SAFE_INTEGER },
  ])('accepts %j', (options) => {
    expect(isLiveStartOptions(options)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'chat'],
    ['an array', [valid]],
    ['an unknown stream', { ...valid, streams: ['chat', 'admin'] }],
    ['a stream twice', { ...valid, streams: ['chat', 'chat'] }],
    ['streams not in an array', { ...valid, streams: 'chat' }],
    ['an unknown language', { ...valid, locale: 'de' }],
    ['no language', { streams: ['chat'], userId: 5 }],
    ['user id 0', { ...valid, userId: 0 }],
    ['a negative user id', { ...valid, userId: -3 }],
    ['a fractional user id', { ...valid, userId: 1.5 }],
    ['a user id as text', { ...valid, userId: '5' }],
    ['an unsafe user id', { ...valid, userId: 2 ** 53 }],
    ['an extra key', { ...valid, token: 'x' }],
    ['a missing user id', { streams: ['chat'], locale: 'ru' }],
    ['an object with another prototype', Object.assign(Object.create({ inherited: true }) as object, valid)],
  ])('refuses %s', (_name, options) => {
    expect(isLiveStartOptions(options)).toBe(false);
  });
});

describe('ARGS_GUARDS', () => {
  it('has a guard for every channel', () => {
    expect(Object.keys(ARGS_GUARDS).sort()).toEqual([...DESKTOP_CHANNELS].sort());
  });
});

describe('the print channels', () => {
  const settings = (change: (s: PrintSettings) => void = () => undefined): PrintSettings => {
    const value = defaultPrintSettings();
    change(value);
    return value;
  };
  const spoiled = (change: (s: Record<string, unknown>) => void): unknown => {
    const value = defaultPrintSettings() as unknown as Record<string, unknown>;
    change(value);
    return value;
  };
  const forms = (s: Record<string, unknown>) => s.forms as Record<string, { printer: unknown; offset: Record<string, unknown> } & Record<string, unknown>>;

  it.each([
    ['print.printers', []],
    ['print.settings.get', []],
    ['print.settings.set', [settings()]],
    [
      'print.settings.set',
      [
        settings((s) => {
          s.forms.airline = { printer: 'Epson LQ-2190 (Склад)', offset: { x: -20, y: 20 } };
          s.forms.neutral.offset = { x: 0.1, y: -19.9 };
          s.forms.a4.printer = '\\\\print-server\\HP A4';
          s.silent = true;
        }),
      ],
    ],
    ['print.awb', [{ shipmentId: 1, form: 'airline' }]],
    ['print.awb', [{ shipmentId: Number.MAX_SAFE_INTEGER, form: 'a4' }]],
    ['print.awb', [{ form: 'neutral', shipmentId: 77 }]],
    ['print.test', [{ form: 'neutral' }]],
  ] as const)('accepts %s with %j', (channel, args) => {
    expect(ARGS_GUARDS[channel](args)).toBe(true);
  });

  it.each([
    ['print.printers', ['Epson']],
    ['print.settings.get', [{}]],
    ['print.settings.set', []],
    ['print.settings.set', [settings(), 'extra']],
    ['print.settings.set', [null]],
    ['print.settings.set', ['{"silent":true}']],
    ['print.settings.set', [spoiled((s) => (forms(s).airline!.offset.x = 20.5))]],
    ['print.settings.set', [spoiled((s) => (forms(s).airline!.offset.y = -21))]],
    ['print.settings.set', [spoiled((s) => (forms(s).neutral!.offset.x = 0.15))]],
    ['print.settings.set', [spoiled((s) => (forms(s).neutral!.offset.x = '1'))]],
    ['print.settings.set', [spoiled((s) => (forms(s).neutral!.offset.x = null))]],
    ['print.settings.set', [spoiled((s) => (forms(s).neutral!.offset.z = 1))]],
    ['print.settings.set', [spoiled((s) => delete forms(s).neutral!.offset.y)]],
    ['print.settings.set', [spoiled((s) => (forms(s).a4!.printer = ''))]],
    ['print.settings.set', [spoiled((s) => (forms(s).a4!.printer = 42))]],
    ['print.settings.set', [spoiled((s) => (forms(s).a4!.printer = 'HP\u0000'))]],
    ['print.settings.set', [spoiled((s) => (forms(s).a4!.color = true))]],
    ['print.settings.set', [spoiled((s) => (forms(s).label = forms(s).a4!))]],
    ['print.settings.set', [spoiled((s) => delete forms(s).airline)]],
    ['print.settings.set', [spoiled((s) => (s.silent = 1))]],
    ['print.settings.set', [spoiled((s) => delete s.silent)]],
    ['print.settings.set', [spoiled((s) => (s.copies = 2))]],
    ['print.settings.set', [Object.assign(Object.create({ inherited: true }) as object, settings())]],
    ['print.awb', []],
    ['print.awb', [{ shipmentId: 1, form: 'airline' }, 'extra']],
    ['print.awb', [{ shipmentId: 0, form: 'airline' }]],
    ['print.awb', [{ shipmentId: -5, form: 'airline' }]],
    ['print.awb', [{ shipmentId: 1.5, form: 'airline' }]],
    ['print.awb', [{ shipmentId: '12', form: 'airline' }]],
    ['print.awb', [{ shipmentId: 2 ** 53, form: 'airline' }]],
    ['print.awb', [{ shipmentId: 1, form: 'label' }]],
    ['print.awb', [{ shipmentId: 1 }]],
    ['print.awb', [{ shipmentId: 1, form: 'a4', offset: { x: 1, y: 1 } }]],
    ['print.awb', [[1, 'a4']]],
    ['print.test', []],
    ['print.test', [{ form: 'A4' }]],
    ['print.test', [{ form: 'a4', shipmentId: 1 }]],
    ['print.test', ['a4']],
  ])('refuses %s with %j', async (channel, args) => {
    const { invoke, printCalls, logger } = setup();
    await expect(invoke(`desktop:${channel}`, args as unknown[])).rejects.toThrow('invalid arguments');
    expect(printCalls).toEqual([]);
    expect(logger.text('warn')).toContain('invalid arguments');
  });

  it('routes the print channels to the print service', async () => {
    const { invoke, printCalls } = setup();
    const saved = settings((s) => (s.forms.airline.printer = 'Epson_LQ'));
    expect(await invoke('desktop:print.printers')).toEqual([{ name: 'Epson_LQ', displayName: 'Epson LQ-2190', isDefault: false }]);
    await invoke('desktop:print.settings.set', [saved]);
    expect(await invoke('desktop:print.settings.get')).toEqual(saved);
    expect(await invoke('desktop:print.awb', [{ shipmentId: 9, form: 'airline' }])).toEqual({ printed: true, printer: 'Epson LQ-2190' });
    expect(await invoke('desktop:print.test', [{ form: 'neutral' }])).toEqual({ printed: false, reason: 'cancelled' });
    expect(printCalls).toEqual([
      ['printers'],
      ['setSettings', saved],
      ['getSettings'],
      ['printAwb', { shipmentId: 9, form: 'airline' }],
      ['printTest', { form: 'neutral' }],
    ]);
  });

  it('refuses print calls from outside the app', async () => {
    const { invoke, printCalls } = setup();
    await expect(invoke('desktop:print.awb', [{ shipmentId: 1, form: 'a4' }], { senderFrame: { url: 'file:///tmp/form.pdf' } })).rejects.toThrow('caller is not the app');
    expect(printCalls).toEqual([]);
  });
});
