import { describe, expect, it } from 'vitest';
import { DESKTOP_CHANNELS, ipcName } from '@shared/desktop/ipc-contract';
import { assertDesktopChannel, createDesktopBridge, type InvokeOnly } from './bridge';

function fakeIpcRenderer() {
  const calls: [string, unknown[]][] = [];
  const ipcRenderer: InvokeOnly = {
    invoke: async (channel, ...args) => {
      calls.push([channel, args]);
      return `answer of ${channel}`;
    },
  };
  return { ipcRenderer, calls };
}

describe('createDesktopBridge', () => {
  it('gives one method per contract channel, each invoking its desktop: channel', async () => {
    const { ipcRenderer, calls } = fakeIpcRenderer();
    const bridge = createDesktopBridge(ipcRenderer);
    expect(await bridge.config.get()).toBe('answer of desktop:config.get');
    expect(await bridge.credentials.get()).toBe('answer of desktop:credentials.get');
    await bridge.credentials.set('jwt');
    await bridge.credentials.clear();
    expect(calls).toEqual([
      ['desktop:config.get', []],
      ['desktop:credentials.get', []],
      ['desktop:credentials.set', ['jwt']],
      ['desktop:credentials.clear', []],
    ]);
    expect(calls.map(([channel]) => channel).sort()).toEqual(DESKTOP_CHANNELS.map(ipcName).sort());
  });

  it('exposes the contract areas only, with no generic invoke', () => {
    const bridge = createDesktopBridge(fakeIpcRenderer().ipcRenderer);
    expect(Object.keys(bridge).sort()).toEqual(['config', 'credentials']);
    expect(Object.keys(bridge.credentials).sort()).toEqual(['clear', 'get', 'set']);
  });
});

describe('assertDesktopChannel', () => {
  it('lets desktop: channels through and refuses any other', () => {
    expect(assertDesktopChannel('desktop:config.get')).toBe('desktop:config.get');
    for (const name of ['config.get', 'ELECTRON_BROWSER_REQUIRE', 'other:config.get', ' desktop:x', 'Desktop:x']) {
      expect(() => assertDesktopChannel(name), name).toThrow('is not a desktop: channel');
    }
  });
});
