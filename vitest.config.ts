import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { postgresTestUrl } from './tests/setup/postgres-url.ts';

// One run, three projects: unit tests of every process, server tests on PGlite, and the same
// server tests on PostgreSQL when TEST_DATABASE_URL is set or PostgreSQL answers on 127.0.0.1:5432.

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
};
const serverFiles = ['src/server/**/*.test.ts'];

export default defineConfig(async () => {
  const postgres = await postgresTestUrl();
  const server = (name: string, kind: 'pglite' | 'postgres') => ({
    resolve: { alias },
    test: {
      name,
      include: serverFiles,
      environment: 'node',
      globalSetup: ['tests/setup/database-template.ts'],
      env: { TEST_DB_KIND: kind, ...(kind === 'postgres' && postgres ? { TEST_DATABASE_URL: postgres } : {}) },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
  return {
    test: {
      // Two files at a time even on CI's two cores (Vitest's default there is one): a server test
      // spends much of its time waiting on PostgreSQL or the network stack, and the suite runs in
      // three quarters of the time (docs/performance.md, "The suite's time").
      maxWorkers: 2,
      projects: [
        {
          resolve: { alias },
          test: {
            name: 'unit',
            include: ['src/{shared,main,preload,renderer}/**/*.test.{ts,tsx}', 'tests/desktop/**/*.test.ts', 'tests/lint/**/*.test.ts', 'tests/start/**/*.test.ts', 'tests/build/**/*.test.ts'],
            environment: 'node',
          },
        },
        server('server-pglite', 'pglite'),
        ...(postgres ? [server('server-postgres', 'postgres')] : []),
      ],
    },
  };
});
