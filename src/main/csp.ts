// The renderer's Content-Security-Policy, sent with every app:// response. Scripts come only from
// the bundle; the one remote origin is the API server. Fluent UI (Griffel) inserts <style> tags at
// run time, which is why styles alone allow 'unsafe-inline'.

export function contentSecurityPolicy(apiOrigin: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${apiOrigin}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
