import { FetchError, ofetch } from 'ofetch';
import qs from 'qs';
import * as v from 'valibot';
import { ApiErrorBodySchema } from '@shared/api/errors';
import { API_PREFIX, COMPANY_HEADER, apiPaths } from '@shared/api/paths';
import { PRODUCT_CODE, TIMINGS } from '@shared/constants';
import { apiStringifyOptions } from '@shared/query-string';
import { joinFieldMessages } from '@shared/validation';
import { ApiError } from './api-error';

// The one way the renderer talks to the cabinet API (section 7): locale and company headers, the
// Bearer token on the desktop, a 30 s timeout, qs queries with indexed arrays, and section 8's
// error rules (401 logs out, 400 joins field messages, no status means 500).

export interface ApiClientOptions {
  /** The API server's origin; empty for the same origin. */
  origin: string;
  locale(): string;
  /** The desktop keeps the token; the browser relies on its httpOnly cookie and returns null. */
  token(): Promise<string | null>;
  /** A 401 on anything but login: the session is gone. */
  onUnauthorized(): void;
  /** Counts primary requests in flight, for the loading bar. */
  onPrimaryChange?(inFlight: number): void;
  translate(key: string): string;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /** A page's main request: starting one aborts the previous one (section 4). */
  primary?: boolean;
  /** Startup's user load ignores a 401 instead of logging out (section 8). */
  ignoreUnauthorized?: boolean;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function toApiError(error: unknown, translate: (key: string) => string, answer?: { status: number; data: unknown }): ApiError {
  if (error instanceof ApiError) return error;
  const status = answer?.status ?? (error instanceof FetchError ? error.status : undefined);
  if (status) {
    const body = v.safeParse(ApiErrorBodySchema, answer?.data ?? (error as FetchError).data);
    if (body.success) {
      const { code, fields, message } = body.output;
      // Section 8: a 400 with fields reads as its fields' messages joined; the server's own summary
      // (an import's "3 rows have errors") stays at hand.
      return new ApiError(status, code, fields ? joinFieldMessages(fields) : message, fields, message);
    }
    return new ApiError(status, status, (error as FetchError).statusText || translate('errors:unknown'));
  }
  return new ApiError(500, 500, translate('errors:network'));
}

export function createApiClient(options: ApiClientOptions) {
  let primary: AbortController | null = null;
  let primaryInFlight = 0;

  /** Section 7's headers: the language, the company, and on the desktop the Bearer token. */
  async function headersFor(accept: string): Promise<Record<string, string>> {
    const token = await options.token();
    return {
      accept,
      'accept-language': options.locale(),
      [COMPANY_HEADER]: PRODUCT_CODE,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    };
  }

  const urlOf = (path: string, query?: Record<string, unknown>): string => {
    const search = query ? qs.stringify(query, apiStringifyOptions) : '';
    return `${options.origin}${API_PREFIX}${path}${search ? `?${search}` : ''}`;
  };

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const url = urlOf(path, init.query);
    const headers = await headersFor('application/json');
    // The 30 s limit (sections 7 and 9) is ours: ofetch drops its own `timeout` once a signal is
    // given, and primary requests always have one.
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), TIMINGS.requestTimeoutMs);
    const signals = [timeout.signal];
    if (init.signal) signals.push(init.signal);
    if (init.primary) {
      primary?.abort();
      primary = new AbortController();
      signals.push(primary.signal);
      options.onPrimaryChange?.(++primaryInFlight);
    }
    const signal = signals.length > 1 ? AbortSignal.any(signals) : timeout.signal;
    try {
      return await ofetch<T>(url, {
        method: init.method ?? 'GET',
        body: init.body as Record<string, unknown> | undefined,
        headers,
        signal,
        retry: 0,
        credentials: options.origin ? 'omit' : 'include',
      });
    } catch (error) {
      if (timeout.signal.aborted) throw new ApiError(500, 500, options.translate('errors:timeout'));
      // Aborted by the caller or by a newer primary request: not an error to report.
      if (signal.aborted) throw error;
      const apiError = toApiError(error, options.translate);
      if (apiError.status === 401 && path !== apiPaths.login && !init.ignoreUnauthorized) options.onUnauthorized();
      throw apiError;
    } finally {
      clearTimeout(timer);
      if (init.primary) options.onPrimaryChange?.(--primaryInFlight);
    }
  }

  /** A GET whose answer's headers matter too (the discovery calls' `Link`). */
  async function getWithHeaders<T>(path: string): Promise<{ data: T; headers: Headers }> {
    try {
      const response = await ofetch.raw<T>(urlOf(path), {
        headers: await headersFor('application/json'),
        retry: 0,
        timeout: TIMINGS.requestTimeoutMs,
        credentials: options.origin ? 'omit' : 'include',
      });
      return { data: response._data as T, headers: response.headers };
    } catch (error) {
      const apiError = toApiError(error, options.translate);
      if (apiError.status === 401) options.onUnauthorized();
      throw apiError;
    }
  }

  /** A file the server sends (section 8: blob errors are rethrown as they are). */
  async function download(path: string, query?: Record<string, unknown>): Promise<Blob> {
    return ofetch(urlOf(path, query), {
      headers: await headersFor('*/*'),
      responseType: 'blob',
      retry: 0,
      timeout: TIMINGS.requestTimeoutMs,
      credentials: options.origin ? 'omit' : 'include',
    });
  }

  /**
   * A file sent as multipart with its upload progress (0 to 1), through XMLHttpRequest: fetch tells
   * nothing of an upload's progress. Resolves with the answer's JSON; failures become ApiErrors.
   */
  async function upload<T>(path: string, file: File, onProgress?: (share: number) => void): Promise<T> {
    const headers = await headersFor('application/json');
    const body = new FormData();
    body.append('file', file);
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', urlOf(path));
      xhr.withCredentials = !options.origin;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        let data: unknown = null;
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          // An answer that is not JSON carries no error body.
        }
        if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
        const error = toApiError(new FetchError(xhr.statusText), options.translate, { status: xhr.status, data });
        if (error.status === 401) options.onUnauthorized();
        reject(error);
      };
      xhr.onerror = () => reject(new ApiError(500, 500, options.translate('errors:network')));
      xhr.send(body);
    });
  }

  return {
    request,
    getWithHeaders,
    /** Something other than a request learnt the session is gone (the desktop's streams): sign out as a 401 would. */
    sessionEnded: () => options.onUnauthorized(),
    download,
    upload,
    get: <T>(path: string, init?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...init, method: 'GET' }),
    post: <T>(path: string, body?: unknown, init?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...init, method: 'POST', body }),
    /** A multipart body of fields and several files (FormData: the browser sets its boundary). */
    postForm: <T>(path: string, form: FormData) => request<T>(path, { method: 'POST', body: form }),
    put: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PUT', body }),
    patch: <T>(path: string, body?: unknown) => request<T>(path, { method: 'PATCH', body }),
    delete: (path: string) => request<void>(path, { method: 'DELETE' }),
  };
}
