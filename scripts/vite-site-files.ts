import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { APP_VERSION } from '../src/shared/constants';

/**
 * Files served at the site root beside the web build: `version.json` (what the update prompt
 * compares with the running build) and the service worker, stamped with the same build id so a
 * new build installs a new worker and drops the old caches.
 */
export function siteFiles(): Plugin {
  const buildId = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'cabinet-site-files',
    // After electron-vite, which makes production renderer URLs relative ('./'): the web build routes
    // by history (/accounts/5 must still find /assets/...), and the desktop's app:// scheme resolves
    // absolute paths just as well.
    enforce: 'post',
    config: () => ({ base: '/', define: { __BUILD_ID__: JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: `${JSON.stringify({ version: APP_VERSION, build: buildId })}\n` });
      const worker = readFileSync(new URL('../src/renderer/service-worker/sw.js', import.meta.url), 'utf8');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: worker.replaceAll('__BUILD_ID__', buildId) });
    },
  };
}
