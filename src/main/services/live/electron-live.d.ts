// The slice of Electron 41's typings the live streams, native notifications and event pushes use,
// merged into the declaration of src/main/electron.d.ts (kept apart only so that file's other
// editors are not disturbed; fold it in when convenient). Delete it together with that file once
// electron is installed and its own electron.d.ts declares the module.

declare module 'electron' {
  // ---- main process ---------------------------------------------------------------------------

  interface App {
    on(event: 'before-quit', listener: (event: Event) => void): this;
  }

  interface Net {
    /** Chromium's network stack (system proxy and certificates), with the fetch API. */
    fetch(input: string | Request, init?: RequestInit & { bypassCustomProtocolHandlers?: boolean }): Promise<Response>;
  }
  const net: Net;

  interface NotificationConstructorOptions {
    title?: string;
    subtitle?: string;
    body?: string;
    silent?: boolean;
    icon?: string;
  }

  class Notification {
    constructor(options?: NotificationConstructorOptions);
    static isSupported(): boolean;
    show(): void;
    close(): void;
    on(event: 'click' | 'close' | 'show', listener: (event: Event) => void): this;
    on(event: 'failed', listener: (event: Event, error: string) => void): this;
  }

  interface BrowserWindow {
    isFocused(): boolean;
  }

  interface WebContents {
    send(channel: string, ...args: unknown[]): void;
    isDestroyed(): boolean;
  }

  // ---- preload (sandboxed renderer) -----------------------------------------------------------

  interface IpcRendererEvent {
    readonly sender: IpcRenderer;
  }

  interface IpcRenderer {
    on(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): this;
    removeListener(channel: string, listener: (event: IpcRendererEvent, ...args: unknown[]) => void): this;
  }
}
