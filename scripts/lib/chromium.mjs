import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/** Debian's Chromium, or CHROMIUM_PATH; never a downloaded browser. */
export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(`No Chromium at ${path}. Install Debian's: sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chromium or Chrome binary).`);
  }
  return path;
}
