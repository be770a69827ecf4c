import type { FastifyRequest } from 'fastify';

/**
 * The public base URL for links the server writes (section 4). Fastify reads X-Forwarded-Host and
 * X-Forwarded-Proto into `host` and `protocol` only when TRUST_PROXY names a proxy in front:
 * anyone can send those headers, and a link to a host of their choosing would lead a user there.
 */
export function publicBaseUrl(request: FastifyRequest): string {
  return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host}`;
}
