import { describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS, DESKTOP_EVENTS, eventIpcName, ipcName, type DesktopEventName } from '@shared/desktop/ipc-contract';
import { defaultPrintSettings } from '@shared/desktop/print';
import { assertDesktopChannel, assertDesktopEventChannel, createDesktopBridge, type IpcRendererLike } from './bridge';

type Relay = (event: unknown, ...args: unknown[]) => void;

function fakeIpcRenderer() {
  const calls: [string, unknown[]][] = [];
  const listeners = new Map<string, Relay[]>();
  const ipcRenderer: IpcRendererLike = {
    invoke: async (channel, ...args) => {
      calls.push([channel, args]);
      return `answer of ${channel}`;
    },
    on: (channel, listener) => {
      listeners.set(channel, [...(listeners.get(channel) ?? []), listener]);
    },
    removeListener: (channel, listener) => {
      listeners.set(
        channel,
        (listeners.get(channel) ?? []).filter((l) => l !== listener),
      );
    },
  };
  /** What main's webContents.send does: the event object first, then the payload. */
  const push = (channel: string, ...args: unknown[]) => {
    for (const listener of listeners.get(channel) ?? []) listener({ sender: ipcRenderer, senderId: 0 }, ...args);
  };
  const count = () => [...listeners.values()].reduce((sum, list) => sum + list.length, 0);
  return { ipcRenderer, calls, listeners, push, count };
}

describe('createDesktopBridge', () => {
  it('gives one method per contract channel, each invoking its desktop: channel', async () => {
    const { ipcRenderer, calls } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipcRenderer);
    expect(await bridge.config.get()).toBe('answer of desktop:config.get');
    expect(await bridge.credentials.get()).toBe('answer of desktop:credentials.get');
    await bridge.credentials.set('jwt');
    await bridge.credentials.clear();
    await bridge.live.start({ streams: ['chat', 'notification'], locale: 'ru', userId: 5 });
    await bridge.live.stop();
    await bridge.print.printers();
    await bridge.print.settings.get();
    await bridge.print.settings.set(defaultPrintSettings());
    await bridge.print.awb({ shipmentId: 3, form: 'airline' });
    await bridge.print.test({ form: 'a4' });
    expect(calls).toEqual([
      ['desktop:config.get', []],
      ['desktop:credentials.get', []],
      ['desktop:credentials.set', ['jwt']],
      ['desktop:credentials.clear', []],
      ['desktop:live.start', [{ streams: ['chat', 'notification'], locale: 'ru', userId: 5 }]],
      ['desktop:live.stop', []],
      ['desktop:print.printers', []],
      ['desktop:print.settings.get', []],
      ['desktop:print.settings.set', [defaultPrintSettings()]],
      ['desktop:print.awb', [{ shipmentId: 3, form: 'airline' }]],
      ['desktop:print.test', [{ form: 'a4' }]],
    ]);
    expect(calls.map(([channel]) => channel).sort()).toEqual(DESKTOP_CHANNELS.map(ipcName).sort());
  });

  it('exposes the contract areas and subscribe only, with no generic invoke or on', () => {
    const bridge = createDesktopBridge(fakeIpcRenderer().ipcRenderer);
    expect(Object.keys(bridge).sort()).toEqual(['config', 'credentials', 'live', 'print', 'subscribe']);
    expect(Object.keys(bridge.credentials).sort()).toEqual(['clear', 'get', 'set']);
    expect(Object.keys(bridge.live).sort()).toEqual(['start', 'stop']);
    // A longer channel name nests: print.settings.get is desktop.print.settings.get().
    expect(Object.keys(bridge.print).sort()).toEqual(['awb', 'printers', 'settings', 'test']);
    expect(Object.keys(bridge.print.settings).sort()).toEqual(['get', 'set']);
    expect(bridge.subscribe).toBeTypeOf('function');
  });
});

describe('window.desktop.subscribe', () => {
  it('hands the listener the payload of its desktop-event: channel only, never the IPC event', () => {
    const { ipcRenderer, push } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipcRenderer);
    const heard: unknown[][] = [];
    bridge.subscribe('app.navigate', (...args: unknown[]) => heard.push(args));
    push('desktop-event:app.navigate', { path: '/contracts/3' });
    push('desktop-event:live.message', { id: '1' });
    push('app.navigate', { path: '/x' });
    expect(heard).toEqual([[{ path: '/contracts/3' }]]);
  });

  it('listens on desktop-event:<name> for every contract event', () => {
    const { ipcRenderer, listeners } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipcRenderer);
    for (const event of DESKTOP_EVENTS) bridge.subscribe(event, () => undefined);
    expect([...listeners.keys()].sort()).toEqual(DESKTOP_EVENTS.map(eventIpcName).sort());
    expect([...listeners.keys()].every((name) => name.startsWith('desktop-event:'))).toBe(true);
  });

  it('stops listening when the returned function is called, once', () => {
    const { ipcRenderer, push, count } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipcRenderer);
    const heard: unknown[] = [];
    const stopFirst = bridge.subscribe('live.message', (payload) => heard.push(['first', payload.id]));
    bridge.subscribe('live.message', (payload) => heard.push(['second', payload.id]));
    push('desktop-event:live.message', { id: '1' });
    stopFirst();
    stopFirst();
    expect(count()).toBe(1);
    push('desktop-event:live.message', { id: '2' });
    expect(heard).toEqual([
      ['first', '1'],
      ['second', '1'],
      ['second', '2'],
    ]);
  });

  it.each(['config.get', 'ELECTRON_BROWSER_REQUIRE', 'desktop:config.get', 'desktop-event:live.message', '', 'live.message '])(
    'refuses to listen to %j',
    (name) => {
      const { ipcRenderer, count } = fakeIpcRenderer();
      const bridge = createDesktopBridge(ipcRenderer);
      expect(() => bridge.subscribe(name as DesktopEventName, () => undefined)).toThrow('is not a desktop event');
      expect(count()).toBe(0);
    },
  );

  it('refuses a listener that is not a function', () => {
    const { ipcRenderer, count } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipcRenderer);
    expect(() => bridge.subscribe('live.message', 'alert(1)' as unknown as () => void)).toThrow('needs a listener function');
    expect(count()).toBe(0);
  });
});

describe('assertDesktopChannel', () => {
  it('lets desktop: channels through and refuses any other', () => {
    expect(assertDesktopChannel('desktop:config.get')).toBe('desktop:config.get');
    for (const name of ['config.get', 'ELECTRON_BROWSER_REQUIRE', 'other:config.get', ' desktop:x', 'Desktop:x', 'desktop-event:live.message']) {
      expect(() => assertDesktopChannel(name), name).toThrow('is not a desktop: channel');
    }
  });
});

describe('assertDesktopEventChannel', () => {
  it('lets desktop-event: channels through and refuses any other', () => {
    expect(assertDesktopEventChannel('desktop-event:live.message')).toBe('desktop-event:live.message');
    for (const name of ['live.message', 'desktop:live.start', 'ELECTRON_BROWSER_REQUIRE', ' desktop-event:x']) {
      expect(() => assertDesktopEventChannel(name), name).toThrow('is not a desktop-event: channel');
    }
  });
});
