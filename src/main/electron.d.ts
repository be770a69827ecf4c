// The slice of Electron 41's typings this code uses. Electron is an optional dependency whose binary
// cannot be downloaded everywhere (it needs github.com), so the type check must not depend on it.
// Signatures follow Electron 41's electron.d.ts, narrowed where that says `any`. Once electron is
// installed, delete this file, so that its electron.d.ts alone declares the module 'electron'.

declare module 'electron' {
  type Event<Params extends object = object> = {
    preventDefault: () => void;
    readonly defaultPrevented: boolean;
  } & Params;

  // ---- main process ---------------------------------------------------------------------------

  type AppPathName =
    | 'home'
    | 'appData'
    | 'assets'
    | 'userData'
    | 'sessionData'
    | 'temp'
    | 'exe'
    | 'module'
    | 'desktop'
    | 'documents'
    | 'downloads'
    | 'music'
    | 'pictures'
    | 'videos'
    | 'recent'
    | 'logs'
    | 'crashDumps';

  interface App {
    whenReady(): Promise<void>;
    quit(): void;
    getPath(name: AppPathName): string;
    requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean;
    setAppUserModelId(id: string): void;
    on(event: 'second-instance', listener: (event: Event, argv: string[], workingDirectory: string, additionalData: unknown) => void): this;
    on(event: 'window-all-closed', listener: () => void): this;
    on(event: 'activate', listener: (event: Event, hasVisibleWindows: boolean) => void): this;
    on(event: 'web-contents-created', listener: (event: Event, webContents: WebContents) => void): this;
  }
  const app: App;

  interface WebPreferences {
    preload?: string;
    sandbox?: boolean;
    nodeIntegration?: boolean;
    nodeIntegrationInWorker?: boolean;
    nodeIntegrationInSubFrames?: boolean;
    contextIsolation?: boolean;
    webSecurity?: boolean;
    allowRunningInsecureContent?: boolean;
    webviewTag?: boolean;
    spellcheck?: boolean;
    devTools?: boolean;
  }

  interface BrowserWindowConstructorOptions {
    width?: number;
    height?: number;
    minWidth?: number;
    minHeight?: number;
    show?: boolean;
    title?: string;
    icon?: string;
    backgroundColor?: string;
    autoHideMenuBar?: boolean;
    webPreferences?: WebPreferences;
  }

  class BrowserWindow {
    constructor(options?: BrowserWindowConstructorOptions);
    static getAllWindows(): BrowserWindow[];
    readonly webContents: WebContents;
    loadURL(url: string): Promise<void>;
    show(): void;
    focus(): void;
    restore(): void;
    isMinimized(): boolean;
    isDestroyed(): boolean;
    once(event: 'ready-to-show', listener: () => void): this;
    on(event: 'closed', listener: () => void): this;
  }

  interface WebContentsWillNavigateEventParams {
    url: string;
    isSameDocument: boolean;
    isMainFrame: boolean;
  }

  interface HandlerDetails {
    url: string;
    frameName: string;
    features: string;
    disposition: 'default' | 'foreground-tab' | 'background-tab' | 'new-window' | 'other';
  }

  type WindowOpenHandlerResponse =
    | { action: 'deny' }
    | { action: 'allow'; outlivesOpener?: boolean; overrideBrowserWindowOptions?: BrowserWindowConstructorOptions };

  interface WebContents {
    readonly session: Session;
    getURL(): string;
    on(
      event: 'will-navigate',
      listener: (
        details: Event<WebContentsWillNavigateEventParams>,
        url: string,
        isInPlace: boolean,
        isMainFrame: boolean,
        frameProcessId: number,
        frameRoutingId: number,
      ) => void,
    ): this;
    setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void;
  }

  interface WebFrameMain {
    readonly url: string;
    readonly origin: string;
  }

  interface IpcMainInvokeEvent {
    readonly sender: WebContents;
    readonly senderFrame: WebFrameMain | null;
  }

  interface IpcMain {
    handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void;
  }
  const ipcMain: IpcMain;

  interface CustomScheme {
    scheme: string;
    privileges?: {
      standard?: boolean;
      secure?: boolean;
      bypassCSP?: boolean;
      allowServiceWorkers?: boolean;
      supportFetchAPI?: boolean;
      corsEnabled?: boolean;
      stream?: boolean;
      codeCache?: boolean;
    };
  }

  interface Protocol {
    registerSchemesAsPrivileged(customSchemes: CustomScheme[]): void;
    handle(scheme: string, handler: (request: Request) => Response | Promise<Response>): void;
  }
  const protocol: Protocol;

  type PermissionRequestPermission =
    | 'clipboard-read'
    | 'clipboard-sanitized-write'
    | 'display-capture'
    | 'fullscreen'
    | 'geolocation'
    | 'idle-detection'
    | 'media'
    | 'mediaKeySystem'
    | 'midi'
    | 'midiSysex'
    | 'notifications'
    | 'pointerLock'
    | 'keyboardLock'
    | 'openExternal'
    | 'speaker-selection'
    | 'storage-access'
    | 'top-level-storage-access'
    | 'window-management'
    | 'unknown'
    | 'fileSystem';

  type PermissionCheckPermission =
    | 'clipboard-read'
    | 'clipboard-sanitized-write'
    | 'geolocation'
    | 'fullscreen'
    | 'hid'
    | 'idle-detection'
    | 'media'
    | 'mediaKeySystem'
    | 'midi'
    | 'midiSysex'
    | 'notifications'
    | 'openExternal'
    | 'pointerLock'
    | 'serial'
    | 'storage-access'
    | 'top-level-storage-access'
    | 'usb'
    | 'deprecated-sync-clipboard-read'
    | 'fileSystem';

  interface PermissionRequest {
    requestingUrl: string;
    isMainFrame: boolean;
  }

  interface PermissionCheckHandlerHandlerDetails {
    embeddingOrigin?: string;
    isMainFrame?: boolean;
    requestingUrl?: string;
  }

  interface Session {
    setPermissionRequestHandler(
      handler:
        | ((
            webContents: WebContents,
            permission: PermissionRequestPermission,
            callback: (permissionGranted: boolean) => void,
            details: PermissionRequest,
          ) => void)
        | null,
    ): void;
    setPermissionCheckHandler(
      handler:
        | ((
            webContents: WebContents | null,
            permission: PermissionCheckPermission,
            requestingOrigin: string,
            details: PermissionCheckHandlerHandlerDetails,
          ) => boolean)
        | null,
    ): void;
  }
  const session: { readonly defaultSession: Session };

  interface SafeStorage {
    isEncryptionAvailable(): boolean;
    encryptString(plainText: string): Buffer;
    decryptString(encrypted: Buffer): string;
  }
  const safeStorage: SafeStorage;

  interface Shell {
    openExternal(url: string, options?: { activate?: boolean }): Promise<void>;
  }
  const shell: Shell;

  // ---- preload (sandboxed renderer) -----------------------------------------------------------

  interface ContextBridge {
    exposeInMainWorld(apiKey: string, api: unknown): void;
  }
  const contextBridge: ContextBridge;

  interface IpcRenderer {
    invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  }
  const ipcRenderer: IpcRenderer;
}
