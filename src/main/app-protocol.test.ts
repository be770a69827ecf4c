import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_HOST, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler, mimeType, resolveAppPath } from './app-protocol';
import { contentSecurityPolicy } from './csp';
import { errno, recordingLogger } from './testing/fakes';

const ROOT = '/app/out/renderer';
const API = 'https://cargo.example.com';

const FILES: Record<string, string> = {
  'index.html': '<!doctype html><title>UTair Cargo</title>',
  'assets/index-abc.js': 'console.log(1)',
  'assets/index-abc.css': 'body{}',
  'sw.js': 'self.addEventListener("fetch", () => {})',
  'version.json': '{"version":"v12.6.8"}',
  'manifest.webmanifest': '{}',
  'icons/icon-192.png': 'PNG',
  'favicon.svg': '<svg/>',
};

function handler(files: Record<string, string> = FILES, readError?: Error) {
  const logger = recordingLogger();
  const reads: string[] = [];
  const handle = createAppProtocolHandler({
    rendererRoot: ROOT,
    apiOrigin: API,
    logger,
    readFile: async (file) => {
      reads.push(file);
      if (readError) throw readError;
      const relative = path.relative(ROOT, file).split(path.sep).join('/');
      const text = files[relative];
      if (text === undefined) throw errno('ENOENT');
      return new TextEncoder().encode(text);
    },
  });
  return { handle, logger, reads };
}

const get = (url: string, method = 'GET') => new Request(url, { method });

describe('the app scheme', () => {
  it('is app://cabinet, registered standard, secure, with fetch and CORS', () => {
    expect(`${APP_SCHEME}://${APP_HOST}`).toBe('app://cabinet');
    expect(APP_SCHEME_PRIVILEGES).toEqual({
      scheme: 'app',
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
    });
  });
});

describe('resolveAppPath', () => {
  it('maps files under the renderer folder', () => {
    expect(resolveAppPath('/assets/index-abc.js', ROOT)).toEqual({ kind: 'file', file: `${ROOT}/assets/index-abc.js`, fallback: false });
    expect(resolveAppPath('/sw.js', ROOT)).toEqual({ kind: 'file', file: `${ROOT}/sw.js`, fallback: false });
  });

  it('answers index.html for any path without an extension (client-side routes)', () => {
    for (const route of ['/', '', '/awb', '/awb/555-12345675', '/booking/new/', '/.well-known']) {
      expect(resolveAppPath(route, ROOT)).toEqual({ kind: 'file', file: `${ROOT}/index.html`, fallback: true });
    }
  });

  it('decodes percent-encoding', () => {
    expect(resolveAppPath('/assets/a%20b.js', ROOT)).toMatchObject({ kind: 'file', file: `${ROOT}/assets/a b.js` });
  });

  it.each(['/..%2f..%2fetc%2fpasswd.txt', '/%2e%2e/%2e%2e/etc/passwd.txt', '/assets/..%5c..%5csecret.js', '/a/%2E%2E/%2E%2E/x.js'])(
    'refuses traversal %s',
    (pathname) => {
      expect(resolveAppPath(pathname, ROOT).kind).toBe('forbidden');
    },
  );

  it('keeps Windows paths inside the renderer folder (backslashes, drive letters, streams, UNC)', () => {
    const root = 'C:\\Program Files\\UTair Cargo\\resources\\app.asar\\out\\renderer';
    expect(resolveAppPath('/assets/x.js', root, path.win32)).toEqual({ kind: 'file', file: `${root}\\assets\\x.js`, fallback: false });
    expect(resolveAppPath('/..%5c..%5cwin.ini', root, path.win32).kind).toBe('forbidden');
    expect(resolveAppPath('/C:%5cWindows%5cwin.ini', root, path.win32).kind).toBe('forbidden');
    expect(resolveAppPath('/D:/secret.txt', root, path.win32).kind).toBe('forbidden');
    expect(resolveAppPath('/index.html::$DATA.js', root, path.win32).kind).toBe('forbidden');
    expect(resolveAppPath('/%5c%5cserver%5cshare%5cx.js', root, path.win32)).toEqual({
      kind: 'file',
      file: `${root}\\server\\share\\x.js`,
      fallback: false,
    });
  });

  it('lets routes with a colon fall back to index.html (they never touch the disk)', () => {
    expect(resolveAppPath('/track/awb:555', ROOT)).toEqual({ kind: 'file', file: `${ROOT}/index.html`, fallback: true });
  });

  it('refuses malformed encoding and NUL', () => {
    expect(resolveAppPath('/%E0%A4%A.js', ROOT).kind).toBe('bad-request');
    expect(resolveAppPath('/index.html%00.js', ROOT).kind).toBe('bad-request');
  });
});

describe('mimeType', () => {
  it.each([
    ['index.html', 'text/html; charset=utf-8'],
    ['a.js', 'text/javascript; charset=utf-8'],
    ['a.CSS', 'text/css; charset=utf-8'],
    ['version.json', 'application/json; charset=utf-8'],
    ['manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['icon.svg', 'image/svg+xml'],
    ['icon.png', 'image/png'],
    ['font.woff2', 'font/woff2'],
    ['blob.xyz', 'application/octet-stream'],
  ])('%s is %s', (file, type) => expect(mimeType(file)).toBe(type));
});

describe('contentSecurityPolicy', () => {
  it('allows the bundle, inline styles and the API origin only', () => {
    expect(contentSecurityPolicy(API)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self' https://cargo.example.com; worker-src 'self'; object-src 'none'; " +
        "base-uri 'self'; frame-ancestors 'none'",
    );
  });
});

describe('createAppProtocolHandler', () => {
  const csp = contentSecurityPolicy(API);

  it('serves files with their MIME type and the CSP', async () => {
    const { handle } = handler();
    const response = await handle(get('app://cabinet/assets/index-abc.js'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('console.log(1)');
  });

  it.each([
    ['app://cabinet/sw.js', 'text/javascript; charset=utf-8'],
    ['app://cabinet/version.json', 'application/json; charset=utf-8'],
    ['app://cabinet/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['app://cabinet/icons/icon-192.png', 'image/png'],
  ])('serves %s as %s, revalidated', async (url, type) => {
    const response = await handler().handle(get(url));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers index.html for routes, with query strings too', async () => {
    for (const url of ['app://cabinet', 'app://cabinet/', 'app://cabinet/awb/555-12345675?tab=history', 'app://cabinet/booking#top']) {
      const response = await handler().handle(get(url));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toBe(csp);
      expect(await response.text()).toContain('<title>UTair Cargo</title>');
    }
  });

  it('answers 404 with the CSP for a missing file with an extension', async () => {
    const { handle, logger } = handler();
    const response = await handle(get('app://cabinet/assets/missing-123.js'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(logger.text('warn')).toContain('not found');
  });

  it('answers 404 for a directory read as a file', async () => {
    const { handle } = handler(FILES, errno('EISDIR'));
    expect((await handle(get('app://cabinet/assets.d'))).status).toBe(404);
  });

  it('answers 403 for traversal, without reading anything', async () => {
    const { handle, reads, logger } = handler();
    const response = await handle(get('app://cabinet/..%2f..%2f..%2fetc%2fpasswd.txt'));
    expect(response.status).toBe(403);
    expect(response.headers.get('content-security-policy')).toBe(csp);
    expect(reads).toEqual([]);
    expect(logger.text('warn')).toContain('refused');
  });

  it('answers 404 for another host of the scheme', async () => {
    const { handle, reads } = handler();
    expect((await handle(get('app://elsewhere/index.html'))).status).toBe(404);
    expect(reads).toEqual([]);
  });

  it('answers 405 for methods other than GET and HEAD', async () => {
    expect((await handler().handle(get('app://cabinet/index.html', 'POST'))).status).toBe(405);
  });

  it('answers HEAD without a body', async () => {
    const response = await handler().handle(get('app://cabinet/index.html', 'HEAD'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('answers 500 and logs when a read fails for another reason', async () => {
    const { handle, logger } = handler(FILES, errno('EACCES'));
    const response = await handle(get('app://cabinet/index.html'));
    expect(response.status).toBe(500);
    expect(logger.text('error')).toContain('read failed');
  });

  it('reads the files it says it reads, from the renderer folder', async () => {
    const { handle, reads } = handler();
    await handle(get('app://cabinet/awb/1'));
    await handle(get('app://cabinet/favicon.svg'));
    expect(reads).toEqual([`${ROOT}/index.html`, `${ROOT}/favicon.svg`]);
  });
});
