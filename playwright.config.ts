import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './scripts/lib/chromium.mjs';

// End-to-end tests drive the real web build against the real server and database, in Debian's
// Chromium. `npm run build` comes first (npm test does it).

const OUT = process.env.CABINET_OUT ?? 'out';
if (!existsSync(`${OUT}/server/main.js`) || !existsSync(`${OUT}/renderer/index.html`)) {
  throw new Error('No build found: run `npm run build` before the end-to-end tests.');
}

const CABINET_PORT = Number(process.env.E2E_PORT ?? 3301);
const CARGO_PORT = CABINET_PORT + 1;

const server = (port: number, platform: 'CABINET' | 'CARGO') => ({
  command: 'node scripts/e2e-server.mjs',
  // The login page exists on both platforms: 200 means the server is up and its database ready.
  url: `http://127.0.0.1:${port}/login`,
  env: { PORT: String(port), HOST: '127.0.0.1', PLATFORM: platform, LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', SIGNUP_MAX_PER_ADDRESS: '1000', ALLOW_PRIVATE_RECEIVERS: '1', CABINET_OUT: OUT, MAIL_OUTBOX_DIR: `${OUT === 'out' ? 'test-results' : `test-results-${OUT}`}/mail-${port}` },
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: OUT === 'out' ? 'test-results' : `test-results-${OUT}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One browser at a time on CI's two cores: the server, PostgreSQL and Chromium share them, and
  // two stories with live streams side by side starved each other's sign-ins past the timeouts.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${CABINET_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'cabinet', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } }, testIgnore: /cargo\.spec\.ts/ },
    {
      name: 'cargo',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, baseURL: `http://127.0.0.1:${CARGO_PORT}` },
      testMatch: /cargo\.spec\.ts/,
    },
  ],
  webServer: [server(CABINET_PORT, 'CABINET'), server(CARGO_PORT, 'CARGO')],
});
