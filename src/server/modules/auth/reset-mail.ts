import type { FastifyRequest } from 'fastify';
import { routePath } from '@shared/routes';
import type { Translate } from '@shared/validation';
import type { ServerConfig } from '../../config';
import { publicBaseUrl } from '../../lib/base-url';
import type { Mail } from '../../lib/mailer';
import type { ResetLink } from './password-reset';

// The reset link's mail, in the language of the request that asked for it.

/**
 * Where the link points: the configured public URL, else the request's public base URL. Forwarded
 * headers count only from a trusted proxy: anyone can send them, and a link to a host of their
 * choosing would hand them the secret.
 */
export function linkOrigin(request: FastifyRequest, config: Pick<ServerConfig, 'publicUrl'>): string {
  return config.publicUrl ?? publicBaseUrl(request);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

export function resetMail(link: ResetLink, origin: string, ttlMinutes: number, t: Translate): Mail {
  const url = `${origin}${routePath('reset-password')}?token=${encodeURIComponent(link.token)}`;
  const params = { name: link.name, email: link.email, count: ttlMinutes, brand: t('common:brand.name') };
  const paragraphs = (values: Record<string, string | number>) => ({
    greeting: t('auth:mail.reset.greeting', values),
    intro: t('auth:mail.reset.intro', values),
    expiry: t('auth:mail.reset.expiry', values),
    ignore: t('auth:mail.reset.ignore', values),
    signature: t('auth:mail.reset.signature', values),
  });
  const text = paragraphs(params);
  const html = paragraphs(Object.fromEntries(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? escapeHtml(value) : value])));
  return {
    to: link.email,
    subject: t('auth:mail.reset.subject', params),
    text: [text.greeting, text.intro, url, text.expiry, text.ignore, text.signature].join('\n\n'),
    html: [
      `<p>${html.greeting}</p>`,
      `<p>${html.intro}</p>`,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(t('auth:mail.reset.action', params))}</a></p>`,
      `<p>${html.expiry}</p>`,
      `<p>${html.ignore}</p>`,
      `<p>${html.signature}</p>`,
    ].join('\n'),
  };
}
