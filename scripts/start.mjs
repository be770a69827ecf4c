// `npm start`: builds what changed since the last build, then runs the cabinet in this process.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'out/.build-stamp';
const INPUTS = ['src', 'package-lock.json', 'electron.vite.config.ts', 'vite.renderer.config.ts', 'scripts/build-server.mjs', 'scripts/vite-site-files.ts'];

function hashInputs() {
  const hash = createHash('sha256');
  const visit = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!name.endsWith('.test.ts') && !name.endsWith('.test.tsx')) visit(join(path, name));
      return;
    }
    hash.update(path).update(readFileSync(path));
  };
  INPUTS.forEach(visit);
  return hash.digest('hex');
}

const current = hashInputs();
const built = existsSync(STAMP) ? readFileSync(STAMP, 'utf8') : '';
if (current !== built || !existsSync('out/server/main.js') || !existsSync('out/renderer/index.html')) {
  process.stdout.write('Building the cabinet (web, desktop and server)...\n');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, current);
}
await import('../out/server/main.js');
