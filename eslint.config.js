import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import areaBoundaries from './scripts/eslint/area-boundaries.js';

// A file's folder says where it runs (STYLE.md); these zones make the lint hold it to that.

// The business areas, same names and order as AREA_NAMES in src/shared/areas.ts (this file is plain
// JS and cannot import TypeScript; tests/lint/areas.test.ts fails when the two lists differ).
export const AREAS = [
  'auth',
  'profile',
  'settings',
  'technology',
  'stocks',
  'parties',
  'accounts',
  'accreditations',
  'chat',
  'notifications',
  'shipments',
  'tariffs',
  'flights',
  'finance',
  'booking',
  'messaging',
  'publications',
  'reports',
  'dashboard',
  'one-record',
  'webhooks',
];
const root = fileURLToPath(new URL('.', import.meta.url));

const NODE_BUILTINS = ['node:*', 'fs', 'path', 'os', 'crypto', 'child_process', 'net', 'http', 'https', 'url', 'stream'];
const SERVER_PACKAGES = ['fastify', '@fastify/*', 'fastify-plugin', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'pino'];
const UI_PACKAGES = ['react', 'react-dom', 'react-dom/*', 'react-router', '@fluentui/*', 'jotai', 'jotai/*', '@tanstack/*', 'react-i18next', 'react-hook-form'];
const ELECTRON = ['electron', 'keytar'];

const folder = (name) => [`**/${name}/**`, `**/${name}`];
const zone = (files, packages, folders, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: packages, message },
          ...folders.map((f) => ({ group: folder(f), message })),
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['.cache/**', 'out/**', 'out-*/**', 'test-results-*/**', 'dist/**', 'release/**', 'node_modules/**', 'src/server/db/migrations/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-console': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['src/renderer/service-worker/**/*.js'], languageOptions: { globals: { ...globals.serviceworker } } },
  zone(['src/shared/**'], [...NODE_BUILTINS, ...SERVER_PACKAGES, ...UI_PACKAGES, ...ELECTRON], ['server', 'main', 'preload', 'renderer'],
    'src/shared runs everywhere: no DOM, Node built-ins, Electron, database or UI libraries.'),
  zone(['src/renderer/**'], [...NODE_BUILTINS, ...SERVER_PACKAGES, ...ELECTRON], ['server', 'main', 'preload'],
    'The renderer runs in a browser: it reaches the desktop through window.desktop and the server through the API.'),
  zone(['src/server/**'], [...UI_PACKAGES, ...ELECTRON], ['renderer', 'main', 'preload'],
    'The server runs under Node without React or Electron.'),
  zone(['src/main/**'], [...UI_PACKAGES, ...SERVER_PACKAGES], ['renderer', 'server', 'preload'],
    'The main process talks to the renderer only through the IPC contract in src/shared/desktop.'),
  zone(['src/preload/**'], [...NODE_BUILTINS, ...UI_PACKAGES, ...SERVER_PACKAGES, 'keytar'], ['renderer', 'server', 'main'],
    'Preload only bridges the IPC contract.'),
  {
    // Areas import each other only through their faces: server modules, renderer features (not at
    // all) and shared areas (scripts/eslint/area-boundaries.js). A rule of its own rather than one more
    // no-restricted-imports block: a later block setting that rule for the same files would replace
    // the zone's bans above instead of adding to them.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: areaBoundaries },
    rules: { 'local/area-boundaries': ['error', { root, areas: AREAS }] },
  },
);
