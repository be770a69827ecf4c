import {
  buildBridge,
  EVENT_IPC_PREFIX,
  eventIpcName,
  IPC_PREFIX,
  ipcName,
  isDesktopEvent,
  type DesktopBridge,
  type DesktopEventName,
} from '@shared/desktop/ipc-contract';

// Builds window.desktop from the contract. The renderer gets named, typed methods only, never a
// generic invoke or on, and the channel checks below keep anything but `desktop:` invokes and
// `desktop-event:` pushes from reaching ipcRenderer even if the contract helpers were misused.

/** ipcRenderer as far as the bridge uses it. */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

export function assertDesktopChannel(name: string): string {
  if (!name.startsWith(IPC_PREFIX)) throw new Error(`IPC channel ${JSON.stringify(name)} is not a ${IPC_PREFIX} channel`);
  return name;
}

export function assertDesktopEventChannel(name: string): string {
  if (!name.startsWith(EVENT_IPC_PREFIX)) throw new Error(`IPC channel ${JSON.stringify(name)} is not a ${EVENT_IPC_PREFIX} channel`);
  return name;
}

function subscriber(ipcRenderer: IpcRendererLike) {
  return (event: DesktopEventName, listener: (payload: unknown) => void): (() => void) => {
    // The renderer's arguments are not trusted to match the types: it may name any channel.
    if (!isDesktopEvent(event)) throw new Error(`${JSON.stringify(event)} is not a desktop event`);
    if (typeof listener !== 'function') throw new Error('subscribe needs a listener function');
    const channel = assertDesktopEventChannel(eventIpcName(event));
    // The IpcRendererEvent stays here: it carries `sender`, ipcRenderer itself.
    const relay = (_event: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(channel, relay);
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      ipcRenderer.removeListener(channel, relay);
    };
  };
}

export function createDesktopBridge(ipcRenderer: IpcRendererLike): DesktopBridge {
  return buildBridge((channel, args) => ipcRenderer.invoke(assertDesktopChannel(ipcName(channel)), ...args), subscriber(ipcRenderer));
}
