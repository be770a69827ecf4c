// The slice of Electron 41's typings that printing uses, merged into the declaration of
// src/main/electron.d.ts (as services/live/electron-live.d.ts is). Delete it together with that
// file once electron is installed and its own electron.d.ts declares the module.

declare module 'electron' {
  interface WebPreferences {
    /** Enables Chromium's PDF viewer, which the print window shows the form with. */
    plugins?: boolean;
  }

  /** Electron 41's PrinterInfo: no `isDefault` or `status` since Electron 36. */
  interface PrinterInfo {
    name: string;
    displayName: string;
    description: string;
    options: Record<string, string>;
  }

  interface WebContentsPrintOptions {
    silent?: boolean;
    printBackground?: boolean;
    deviceName?: string;
  }

  interface WebContents {
    getPrintersAsync(): Promise<PrinterInfo[]>;
    print(options?: WebContentsPrintOptions, callback?: (success: boolean, failureReason: string) => void): void;
  }

  interface BrowserWindow {
    destroy(): void;
  }
}
