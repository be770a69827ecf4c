import { APP_VERSION, PLATFORMS, type Platform } from '@shared/constants';
import type { DesktopConfig } from '@shared/desktop/ipc-contract';
import type { Logger } from './services/logger';

// Where the desktop finds its API server and platform. An installer cannot ship one build per
// customer, so the value comes from the environment (API_URL, for admins and tests) or from
// config.json in userData (for a deployed workstation); a bad value must never leave the window
// blank, hence the default and a log line saying what was wrong.

export const DEFAULT_API_URL = 'http://localhost:3000';
export const DEFAULT_PLATFORM: Platform = 'CABINET';
export const CONFIG_FILE_NAME = 'config.json';

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The API server's origin: http(s), no credentials, path, query or fragment (the API is under /api/ there). */
export function parseApiUrl(value: unknown): Parsed<string> {
  if (typeof value !== 'string' || value.trim() === '') return { ok: false, reason: 'it must be a non-empty string' };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return { ok: false, reason: 'it is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'it must use http or https' };
  if (url.username || url.password) return { ok: false, reason: 'it must not carry credentials' };
  if (url.pathname !== '/' || url.search || url.hash) {
    return { ok: false, reason: 'it must be an origin such as https://cargo.example.com, without a path, query or fragment' };
  }
  return { ok: true, value: url.origin };
}

export function parsePlatform(value: unknown): Parsed<Platform> {
  const platform = PLATFORMS.find((candidate) => candidate === value);
  return platform ? { ok: true, value: platform } : { ok: false, reason: `it must be one of ${PLATFORMS.join(', ')}` };
}

export interface ConfigOptions {
  env: Readonly<Record<string, string | undefined>>;
  /** Path of config.json in userData. */
  file: string;
  /** Synchronous because the config is read before app ready, where ESM code must not await. */
  readFile: (path: string) => string;
  logger: Logger;
}

const isErrno = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

function readConfigFile({ file, readFile, logger }: ConfigOptions): Record<string, unknown> {
  let text: string;
  try {
    text = readFile(file);
  } catch (error) {
    if (!isErrno(error, 'ENOENT')) logger.error(`Cannot read ${file}; using defaults`, { error });
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    logger.error(`${file} is not valid JSON; using defaults`, { error: error instanceof Error ? error.message : String(error) });
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    logger.error(`${file} must hold a JSON object like {"apiUrl": "https://…", "platform": "CABINET"}; using defaults`);
    return {};
  }
  const unknownKeys = Object.keys(parsed).filter((key) => key !== 'apiUrl' && key !== 'platform');
  if (unknownKeys.length > 0) logger.warn(`${file}: ignoring unknown keys ${unknownKeys.join(', ')}`);
  return parsed as Record<string, unknown>;
}

interface Candidate {
  source: string;
  value: unknown;
}

/** The first valid candidate wins; an invalid one is logged and skipped, down to the default. */
function pick<T>(name: string, candidates: Candidate[], parse: (value: unknown) => Parsed<T>, fallback: T, logger: Logger): T {
  for (const { source, value } of candidates) {
    if (value === undefined) continue;
    const parsed = parse(value);
    if (parsed.ok) return parsed.value;
    logger.error(`Invalid ${name} ${JSON.stringify(value)} in ${source}: ${parsed.reason}; ignoring it`);
  }
  return fallback;
}

/** Resolves the desktop config: API_URL from the environment, then config.json, then the defaults. */
export function loadDesktopConfig(options: ConfigOptions): DesktopConfig {
  const { env, file, logger } = options;
  const fromFile = readConfigFile(options);
  const envApiUrl = env.API_URL === '' ? undefined : env.API_URL;
  const apiUrl = pick(
    'apiUrl',
    [
      { source: 'the API_URL environment variable', value: envApiUrl },
      { source: file, value: fromFile.apiUrl },
    ],
    parseApiUrl,
    DEFAULT_API_URL,
    logger,
  );
  const platform = pick('platform', [{ source: file, value: fromFile.platform }], parsePlatform, DEFAULT_PLATFORM, logger);
  return { apiUrl, platform, version: APP_VERSION };
}
