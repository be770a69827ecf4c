// Bundles the cabinet API server into out/server/main.js (packages stay in node_modules), and the
// xlsx import's worker into out/server/xlsx-worker.js beside it, where the server starts it
// (src/server/resources/xlsx-read/run.ts); puts the committed migrations and the translations
// beside them, where the server looks for them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const out = process.env.CABINET_OUT ?? 'out';
rmSync(`${out}/server`, { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/server/main.ts', 'xlsx-worker': 'src/server/resources/xlsx-read/worker.ts' },
  outdir: `${out}/server`,
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
