import { buildBridge, IPC_PREFIX, ipcName, type DesktopBridge } from '@shared/desktop/ipc-contract';

// Builds window.desktop from the contract. The renderer gets named, typed methods only, never a
// generic invoke, and the channel check below keeps anything but `desktop:` channels from
// reaching ipcRenderer even if the contract helpers were misused.

/** ipcRenderer as far as the bridge uses it. */
export interface InvokeOnly {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
}

export function assertDesktopChannel(name: string): string {
  if (!name.startsWith(IPC_PREFIX)) throw new Error(`IPC channel ${JSON.stringify(name)} is not a ${IPC_PREFIX} channel`);
  return name;
}

export function createDesktopBridge(ipcRenderer: InvokeOnly): DesktopBridge {
  return buildBridge((channel, args) => ipcRenderer.invoke(assertDesktopChannel(ipcName(channel)), ...args));
}
