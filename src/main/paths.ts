import { fileURLToPath } from 'node:url';

// The built main file is out/main/index.js; preload and renderer are its siblings under out/.
// Resolved from the main module's own URL so it holds in development and inside app.asar alike.

export interface DesktopPaths {
  preload: string;
  renderer: string;
}

export function desktopPaths(mainModuleUrl: string): DesktopPaths {
  return {
    preload: fileURLToPath(new URL('../preload/index.cjs', mainModuleUrl)),
    renderer: fileURLToPath(new URL('../renderer/', mainModuleUrl)),
  };
}
