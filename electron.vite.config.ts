import { readFileSync } from 'node:fs';
import { defineConfig } from 'electron-vite';
import { OUT_DIR, rendererAlias, rendererConfig } from './vite.renderer.config';

// electron-vite reads Electron's version from node_modules/electron, which is absent where its
// binary cannot be downloaded (it is an optional dependency). The version pinned in package.json
// says the same thing and is always there.
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  optionalDependencies: Record<string, string>;
};
process.env.ELECTRON_MAJOR_VER ??= pkg.optionalDependencies.electron?.replace(/^\D*/, '').split('.')[0];

export default defineConfig({
  main: {
    resolve: { alias: rendererAlias },
    build: {
      outDir: `${OUT_DIR}/main`,
      // Everything is bundled but Electron and the native keychain module, so the installed app
      // needs no node_modules beyond keytar.
      externalizeDeps: false,
      rollupOptions: { input: 'src/main/index.ts', external: ['electron', 'keytar'] },
    },
  },
  preload: {
    resolve: { alias: rendererAlias },
    build: {
      outDir: `${OUT_DIR}/preload`,
      externalizeDeps: false,
      // A sandboxed preload is a single CommonJS file.
      rollupOptions: { input: 'src/preload/index.ts', external: ['electron'], output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: rendererConfig,
});
