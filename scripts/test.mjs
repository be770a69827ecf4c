// `npm test`: the whole suite, in order, stopping at the first failure. Server tests run on PGlite
// and, when TEST_DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432, on PostgreSQL too.
import { spawnSync } from 'node:child_process';
import { chromiumPath } from './lib/chromium.mjs';

const steps = [
  ['Type check', 'npm', ['run', '--silent', 'typecheck']],
  ['Lint (process boundaries included)', 'npm', ['run', '--silent', 'lint']],
  ['Build (desktop, web and server)', 'npm', ['run', '--silent', 'build']],
  ['Unit, desktop and server tests', 'npx', ['vitest', 'run']],
  ['Bundle budget of the landing and login pages', 'node', ['scripts/bench-bundle.mjs']],
  ['End-to-end tests in Chromium', 'npx', ['playwright', 'test']],
];

// The browser is checked first: a missing one should not cost the time of everything before it.
try {
  chromiumPath();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const started = Date.now();
for (const [title, command, args] of steps) {
  process.stdout.write(`\n▶ ${title}\n`);
  const stepStarted = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    process.stderr.write(`\n✖ ${title} failed.\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`✔ ${title} (${Math.round((Date.now() - stepStarted) / 1000)} s)\n`);
}
process.stdout.write(`\nAll tests passed in ${Math.round((Date.now() - started) / 1000)} s.\n`);
