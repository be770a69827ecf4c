import type { FieldMessages } from '@shared/validation';

/** Section 8: every failed call becomes one of these; a call with no status counts as 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's code (e.g. 700 for a stock overlap) or the HTTP status. */
    readonly code: number,
    message: string,
    readonly fields?: FieldMessages,
    /** The server's own message when `message` joins the fields' (section 8). */
    readonly serverMessage?: string,
    /** The refusal's typed data, when the server gives it (a re-tariffed booking's new price). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get isValidation(): boolean {
    return this.status === 400 && this.fields !== undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
