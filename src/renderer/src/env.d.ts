/// <reference types="vite/client" />
import type { DesktopBridge } from '@shared/desktop/ipc-contract';

declare global {
  /** Stamped at build time; the update prompt compares it with /version.json. */
  const __BUILD_ID__: string;
  interface Window {
    /** The typed desktop bridge; absent in a browser. */
    desktop?: DesktopBridge;
  }
}
