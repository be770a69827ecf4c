// Bundles the cabinet API server into out/server/main.js (packages stay in node_modules) and
// puts the committed migrations and the translations beside it, where the server looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = process.env.CABINET_OUT ?? 'out';
rmSync(`${out}/server`, { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: `${out}/server/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', `${out}/server/migrations`, { recursive: true });
cpSync('src/shared/locales', `${out}/server/locales`, { recursive: true });
