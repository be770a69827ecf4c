import path from 'node:path';
import type { CustomScheme } from 'electron';
import { DESKTOP_ORIGIN } from '@shared/desktop/ipc-contract';
import { contentSecurityPolicy } from './csp';
import type { Logger } from './services/logger';

// The bundled renderer is served over app://cabinet rather than file://: a standard, secure scheme
// gives the page a real origin (which the API server's CORS allows), relative URLs, fetch, storage
// and a CSP header, none of which file:// has. History routing needs the SPA fallback: /awb/123 is
// a route, not a file.

const desktopOrigin = new URL(DESKTOP_ORIGIN);
/** `app`, without the colon, as protocol.handle wants it. */
export const APP_SCHEME = desktopOrigin.protocol.slice(0, -1);
export const APP_HOST = desktopOrigin.host;

/** Must be registered before app ready, and only once per process. */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
};

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

export function mimeType(file: string): string {
  return MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

type PathApi = Pick<typeof path, 'extname' | 'isAbsolute' | 'relative' | 'resolve' | 'sep'>;

export type AppPathResolution =
  | { kind: 'file'; file: string; fallback: boolean }
  | { kind: 'forbidden'; reason: string }
  | { kind: 'bad-request'; reason: string };

/**
 * Maps a request path (still percent-encoded, as URL.pathname gives it) to a file under `root`.
 * A path without an extension is a client-side route and answers index.html. `pathApi` is there so
 * the tests can run the Windows rules (backslashes, drive letters) on any machine.
 */
export function resolveAppPath(pathname: string, root: string, { extname, isAbsolute, relative, resolve, sep }: PathApi = path): AppPathResolution {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { kind: 'bad-request', reason: 'malformed percent-encoding' };
  }
  if (decoded.includes('\0')) return { kind: 'bad-request', reason: 'NUL in path' };
  // URL parsing already removed literal dot segments; encoded ones (%2e%2e, ..%2f, ..%5c) decode
  // only here, so the containment check runs on the decoded path with both separators.
  const segments = decoded.split(/[/\\]+/).filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..')) return { kind: 'forbidden', reason: 'path traversal' };
  const last = segments.at(-1) ?? '';
  if (extname(last) === '') return { kind: 'file', file: resolve(root, 'index.html'), fallback: true };
  // No bundle file has a colon; on Windows one means a drive (C:) or an alternate data stream.
  if (segments.some((segment) => segment.includes(':'))) return { kind: 'forbidden', reason: 'colon in path' };
  const file = resolve(root, ...segments);
  const inside = relative(root, file);
  if (inside === '' || inside.startsWith(`..${sep}`) || inside === '..' || isAbsolute(inside)) {
    return { kind: 'forbidden', reason: 'outside the renderer folder' };
  }
  return { kind: 'file', file, fallback: false };
}

export interface AppProtocolOptions {
  /** Absolute path of out/renderer. */
  rendererRoot: string;
  /** Origin of the API server, the one remote origin the CSP allows. */
  apiOrigin: string;
  readFile: (path: string) => Promise<Uint8Array>;
  logger: Logger;
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && ['ENOENT', 'EISDIR', 'ENOTDIR'].includes(String(error.code));

/** The handler for protocol.handle('app', …): static files, SPA fallback, CSP on every answer. */
export function createAppProtocolHandler({ rendererRoot, apiOrigin, readFile, logger }: AppProtocolOptions) {
  const root = path.resolve(rendererRoot);
  const security = {
    'Content-Security-Policy': contentSecurityPolicy(apiOrigin),
    'X-Content-Type-Options': 'nosniff',
  };
  const plain = (status: number, text: string): Response =>
    new Response(text, { status, headers: { ...security, 'Content-Type': 'text/plain; charset=utf-8' } });

  return async (request: Request): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method Not Allowed');
    const url = new URL(request.url);
    if (url.protocol !== desktopOrigin.protocol || url.host !== APP_HOST) return plain(404, 'Not Found');

    const target = resolveAppPath(url.pathname || '/', root);
    if (target.kind === 'bad-request') return plain(400, 'Bad Request');
    if (target.kind === 'forbidden') {
      logger.warn('app:// request refused', { url: request.url, reason: target.reason });
      return plain(403, 'Forbidden');
    }

    let body: Uint8Array;
    try {
      body = await readFile(target.file);
    } catch (error) {
      if (!isMissing(error)) {
        logger.error('app:// read failed', { url: request.url, error });
        return plain(500, 'Internal Server Error');
      }
      logger.warn('app:// file not found', { url: request.url });
      return plain(404, 'Not Found');
    }

    // Hashed bundle files never change under their name; everything else (index.html, sw.js,
    // version.json) must be revalidated so an update shows at once.
    const cacheControl = url.pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: { ...security, 'Content-Type': mimeType(target.file), 'Cache-Control': cacheControl },
    });
  };
}
