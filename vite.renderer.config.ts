import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { preloadDeps } from './scripts/vite-preload-deps';
import { siteFiles } from './scripts/vite-site-files';

// The renderer's build, shared by the desktop (electron-vite) and the web (`npm run dev:web`):
// one output in out/renderer that the server serves and the desktop loads over app://.

/** Where builds go: `out` unless CABINET_OUT names another folder (parallel builds, CI jobs). */
export const OUT_DIR = process.env.CABINET_OUT ?? 'out';

export const rendererAlias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
};

/**
 * React Router's production build in a production bundle: the package points every condition at
 * its development build (warnings and their texts included), which cost the sign-in page bytes of
 * its 250 KB budget. Development keeps the development build for its warnings.
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  apply: 'build',
  enforce: 'pre',
  resolveId(id) {
    return id === 'react-router' ? fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) : null;
  },
};

export const rendererConfig: UserConfig = {
  root: fileURLToPath(new URL('./src/renderer', import.meta.url)),
  base: '/',
  publicDir: fileURLToPath(new URL('./src/renderer/public', import.meta.url)),
  resolve: {
    alias: {
      ...rendererAlias,
      // qs's cycle detection without its polyfill chain (see the shim).
      'side-channel': fileURLToPath(new URL('./src/renderer/shims/side-channel.cjs', import.meta.url)),
    },
  },
  plugins: [reactRouterProduction, react(), preloadDeps(), siteFiles()],
  build: {
    outDir: fileURLToPath(new URL(`./${OUT_DIR}/renderer`, import.meta.url)),
    emptyOutDir: true,
    // electron-vite leaves the renderer unminified for a Chromium target; the web build is served
    // to agents' browsers too, so it is minified for a wider target.
    target: 'es2022',
    minify: true,
    // Hidden maps: the bundle report attributes bytes to packages and our own sources through them.
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      input: fileURLToPath(new URL('./src/renderer/index.html', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
};
