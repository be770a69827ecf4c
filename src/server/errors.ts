import type { MessageParams, FieldMessages } from '@shared/validation';

// Domain errors that services throw; one handler maps them to `{code, message, fields}`.
// Messages are translation keys, rendered in the request's language.

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly options: {
      params?: MessageParams;
      code?: number;
      fields?: FieldMessages;
      headers?: Record<string, string>;
      data?: Record<string, unknown>;
      /** Fields a protocol names at the body's top level (a telegram's `{fault, line, detail}`), beside code and message. */
      top?: Record<string, string | number>;
    } = {},
  ) {
    super(messageKey);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(fields: FieldMessages) {
    super(400, 'validation:formInvalid', { fields });
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey = 'errors:unauthorized') {
    super(401, messageKey);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey = 'errors:forbidden') {
    super(403, messageKey);
  }
}

export class NotFoundError extends AppError {
  constructor(messageKey = 'errors:notFound') {
    super(404, messageKey);
  }
}

/** 429 with Retry-After; the message (sign-in attempts unless told) names the wait in minutes. */
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, messageKey = 'errors:tooManyAttempts') {
    super(429, messageKey, {
      params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}
