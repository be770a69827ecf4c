import type { FastifyRequest } from 'fastify';

/**
 * The public base URL for links the server writes (section 4): a proxy in front tells it through
 * X-Forwarded-Host and X-Forwarded-Proto.
 */
export function publicBaseUrl(request: FastifyRequest): string {
  const first = (value: string | string[] | undefined): string | undefined =>
    (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;
  const proto = first(request.headers['x-forwarded-proto']) ?? request.protocol;
  const host = first(request.headers['x-forwarded-host']) ?? request.host;
  const safeProto = proto === 'https' ? 'https' : 'http';
  return `${safeProto}://${host}`;
}
