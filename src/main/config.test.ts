import { describe, expect, it } from 'vitest';
import { APP_VERSION } from '@shared/constants';
import { DEFAULT_API_URL, loadDesktopConfig, parseApiUrl, parsePlatform } from './config';
import { errno, recordingLogger } from './testing/fakes';

const FILE = '/user-data/config.json';

function load(env: Record<string, string | undefined>, fileText: string | Error) {
  const logger = recordingLogger();
  const config = loadDesktopConfig({
    env,
    file: FILE,
    readFile: (path) => {
      expect(path).toBe(FILE);
      if (fileText instanceof Error) throw fileText;
      return fileText;
    },
    logger,
  });
  return { config, logger };
}

describe('parseApiUrl', () => {
  it('accepts an http(s) origin and normalises it', () => {
    expect(parseApiUrl('https://cargo.example.com')).toEqual({ ok: true, value: 'https://cargo.example.com' });
    expect(parseApiUrl(' http://localhost:3000/ ')).toEqual({ ok: true, value: 'http://localhost:3000' });
    expect(parseApiUrl('HTTPS://Cargo.Example.com:443')).toEqual({ ok: true, value: 'https://cargo.example.com' });
  });

  it.each([
    ['', 'non-empty'],
    [42, 'non-empty string'],
    ['not a url', 'not a URL'],
    ['ftp://cargo.example.com', 'http or https'],
    ['file:///etc/passwd', 'http or https'],
    ['https://user:pw@cargo.example.com', 'credentials'],
    ['https://cargo.example.com/api', 'origin'],
    ['https://cargo.example.com?x=1', 'origin'],
    ['https://cargo.example.com#x', 'origin'],
  ])('rejects %j', (value, reason) => {
    const parsed = parseApiUrl(value);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.reason).toContain(reason);
  });
});

describe('parsePlatform', () => {
  it('accepts the known platforms only, exactly', () => {
    expect(parsePlatform('CARGO')).toEqual({ ok: true, value: 'CARGO' });
    expect(parsePlatform('cargo').ok).toBe(false);
    expect(parsePlatform(undefined).ok).toBe(false);
  });
});

describe('loadDesktopConfig', () => {
  it('uses the defaults without env or config.json, silently', () => {
    const { config, logger } = load({}, errno('ENOENT'));
    expect(config).toEqual({ apiUrl: DEFAULT_API_URL, platform: 'CABINET', version: APP_VERSION });
    expect(DEFAULT_API_URL).toBe('http://localhost:3000');
    expect(logger.lines).toEqual([]);
  });

  it('reads apiUrl and platform from config.json', () => {
    const { config } = load({}, JSON.stringify({ apiUrl: 'https://cargo.example.com/', platform: 'CARGO' }));
    expect(config).toEqual({ apiUrl: 'https://cargo.example.com', platform: 'CARGO', version: APP_VERSION });
  });

  it('lets API_URL win over config.json', () => {
    const { config } = load({ API_URL: 'http://10.0.0.5:3000' }, JSON.stringify({ apiUrl: 'https://cargo.example.com', platform: 'CARGO' }));
    expect(config.apiUrl).toBe('http://10.0.0.5:3000');
    expect(config.platform).toBe('CARGO');
  });

  it('treats an empty API_URL as unset', () => {
    const { config, logger } = load({ API_URL: '' }, JSON.stringify({ apiUrl: 'https://cargo.example.com' }));
    expect(config.apiUrl).toBe('https://cargo.example.com');
    expect(logger.lines).toEqual([]);
  });

  it('rejects an invalid API_URL with a clear message and falls back', () => {
    const { config, logger } = load({ API_URL: 'cargo.example.com/api' }, errno('ENOENT'));
    expect(config.apiUrl).toBe(DEFAULT_API_URL);
    expect(logger.text('error')).toMatch(/Invalid apiUrl "cargo\.example\.com\/api" in the API_URL environment variable/);
  });

  it('falls back to the next valid source when API_URL is invalid', () => {
    const { config, logger } = load({ API_URL: 'ftp://x' }, JSON.stringify({ apiUrl: 'https://cargo.example.com' }));
    expect(config.apiUrl).toBe('https://cargo.example.com');
    expect(logger.lines.filter((line) => line.level === 'error')).toHaveLength(1);
  });

  it('rejects invalid values in config.json one by one', () => {
    const { config, logger } = load({}, JSON.stringify({ apiUrl: 'https://x.example.com/path', platform: 'AIRLINE' }));
    expect(config).toEqual({ apiUrl: DEFAULT_API_URL, platform: 'CABINET', version: APP_VERSION });
    expect(logger.text('error')).toContain(`Invalid apiUrl "https://x.example.com/path" in ${FILE}`);
    expect(logger.text('error')).toContain('Invalid platform "AIRLINE"');
    expect(logger.text('error')).toContain('CABINET, CARGO');
  });

  it('logs and ignores broken JSON', () => {
    const { config, logger } = load({}, '{ "apiUrl": ');
    expect(config.apiUrl).toBe(DEFAULT_API_URL);
    expect(logger.text('error')).toContain('is not valid JSON');
  });

  it('logs and ignores a JSON value that is not an object', () => {
    for (const text of ['[]', '"https://cargo.example.com"', 'null']) {
      const { config, logger } = load({}, text);
      expect(config.apiUrl).toBe(DEFAULT_API_URL);
      expect(logger.text('error')).toContain('must hold a JSON object');
    }
  });

  it('warns about unknown keys', () => {
    const { logger } = load({}, JSON.stringify({ apiURL: 'https://typo.example.com' }));
    expect(logger.text('warn')).toContain('ignoring unknown keys apiURL');
  });

  it('logs a config.json that exists but cannot be read', () => {
    const { config, logger } = load({}, errno('EACCES'));
    expect(config.apiUrl).toBe(DEFAULT_API_URL);
    expect(logger.text('error')).toContain(`Cannot read ${FILE}`);
  });
});
