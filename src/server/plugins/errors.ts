import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@shared/api/errors';
import { API_PREFIX } from '@shared/api/paths';
import { joinFieldMessages, translateFields } from '@shared/validation';
import { AppError } from '../errors';
import { pickLocale, translatorFor } from '../lib/i18n';

// One place turns every failure into `{code, message, fields?}` in the caller's language.
// Bad input never answers 500; a stack never leaves the server.

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors:malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors:malformedJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors:unsupportedMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors:badRequest',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors:badRequest',
};

/** PostgreSQL data exceptions only the caller's text can cause: a NUL character, an untranslatable one. */
const INPUT_DATA_EXCEPTIONS = new Set(['22021', '22P05']);

/** The SQLSTATE of a database error, which the drivers and Drizzle wrap in `cause`. */
function sqlState(error: unknown): string | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}

function send(reply: FastifyReply, status: number, body: ApiErrorBody): void {
  void reply.status(status).type('application/json; charset=utf-8').send(body);
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  // The language hook has not run when the URL itself was bad (Fastify's framework errors).
  const t = request.t ?? translatorFor(pickLocale(request.headers['accept-language']));
  if (error instanceof AppError) {
    const { fields, code, params, headers, data } = error.options;
    for (const [name, value] of Object.entries(headers ?? {})) void reply.header(name, value);
    if (fields) {
      // A form's failure reads as its fields' messages; others (an import's report) keep their own.
      const translated = translateFields(fields, t);
      const message = error.messageKey === 'validation:formInvalid' ? joinFieldMessages(translated) : t(error.messageKey, params);
      send(reply, error.status, { code: code ?? error.status, message, fields: translated, ...(data ? { data } : {}) });
      return;
    }
    send(reply, error.status, { ...error.options.top, code: code ?? error.status, message: t(error.messageKey, params), ...(data ? { data } : {}) });
    return;
  }
  const state = sqlState(error);
  if (state && INPUT_DATA_EXCEPTIONS.has(state)) {
    send(reply, 400, { code: 400, message: t('errors:badRequest') });
    return;
  }
  // Integrity the database keeps: the same row twice, or a row others still refer to.
  if (state === '23505') {
    send(reply, 409, { code: 409, message: t('errors:duplicate') });
    return;
  }
  if (state === '23503') {
    send(reply, 409, { code: 409, message: t('errors:inUse') });
    return;
  }
  const fastifyError = error as Partial<FastifyError>;
  const status = fastifyError.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const key = (fastifyError.code && FRAMEWORK_MESSAGES[fastifyError.code]) ?? 'errors:badRequest';
    send(reply, status, { code: status, message: t(key) });
    return;
  }
  request.log.error({ err: error }, 'request failed');
  send(reply, 500, { code: 500, message: t('errors:unknown') });
}

export default fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => handleError(error, request, reply));
  },
  { name: 'errors', dependencies: ['i18n'] },
);

export const isApiPath = (url: string): boolean => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);
