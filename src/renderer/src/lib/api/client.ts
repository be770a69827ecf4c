import { FetchError, ofetch } from 'ofetch';
import type QsModule from 'qs';
import * as v from 'valibot';
import { checkAnswer, ContractViolation, fillPath, SUCCESS_STATUS, type AnyEndpoint, type BodyInput, type ParamsInput, type QueryInput, type ResponseOf } from '@shared/api/contract';
import { ApiErrorBodySchema } from '@shared/api/errors';
import { COMPANY_HEADER } from '@shared/api/paths';
import { authApi } from '@shared/auth/api';
import { PRODUCT_CODE, TIMINGS } from '@shared/constants';
import { apiStringifyOptions } from '@shared/query-string';
import { joinFieldMessages } from '@shared/validation';
import { logWarning } from '../log';
import { ApiError } from './api-error';

// The one way the renderer talks to the cabinet API (section 7): through the shared contract's
// endpoints (typed parameters, query, body and answer), with locale and company headers, the
// Bearer token on the desktop, a 30 s timeout, qs queries with indexed arrays, and section 8's
// error rules (any answer but a 200 is an error, 401 logs out, 400 joins field messages, no status
// means 500). In development and
// tests every JSON answer is checked against its endpoint's schema.

/**
 * A query string by qs's rules, qs loaded with the first call that sends a query: the sign-in
 * pages send none and stay 6 KB lighter (docs/performance.md, the bundle of the first pages).
 */
let qsLoaded: Promise<{ default: typeof QsModule }> | undefined;
async function searchOf(query: Record<string, unknown> | undefined): Promise<string> {
  if (!query) return '';
  const { default: qs } = await (qsLoaded ??= import('qs'));
  return qs.stringify(query, apiStringifyOptions);
}

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
  /** Checks each JSON answer against its endpoint's schema (development and tests). */
  checkAnswers?: boolean;
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
  /** Checks the answer against its schema even where answers are not checked (the user, which everything reads). */
  strict?: boolean;
  /** The body is plain text (a telegram for the codec), sent as it is. */
  text?: boolean;
}

/** What a call sends: the endpoint's path parameters, query and body, and how it runs. */
export interface CallInput<E extends AnyEndpoint> extends Omit<RequestOptions, 'method' | 'body' | 'query'> {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  /** The JSON body, or the fields and files of a multipart one. */
  body?: BodyInput<E> | FormData;
}

export type ApiClient = ReturnType<typeof createApiClient>;

function toApiError(error: unknown, translate: (key: string) => string, answer?: { status: number; data: unknown }): ApiError {
  if (error instanceof ApiError) return error;
  const status = answer?.status ?? (error instanceof FetchError ? error.status : undefined);
  if (status) {
    const body = v.safeParse(ApiErrorBodySchema, answer?.data ?? (error as FetchError).data);
    if (body.success) {
      const { code, fields, message, data } = body.output;
      // Section 8: a 400 with fields reads as its fields' messages joined; the server's own summary
      // (an import's "3 rows have errors") stays at hand.
      return new ApiError(status, code, fields ? joinFieldMessages(fields) : message, fields, message, data);
    }
    return new ApiError(status, status, (error as FetchError).statusText || translate('errors:unknown'));
  }
  return new ApiError(500, 500, translate('errors:network'));
}

/**
 * Section 8: a success is a 200 and nothing else. fetch calls any 2xx ok; a 201 or a 204 here means
 * the server and the contract disagree, and the caller must not take it for done.
 */
function refuseOtherSuccess(status: number, translate: (key: string) => string): void {
  if (status !== SUCCESS_STATUS) throw new ApiError(status, status, translate('errors:unknown'));
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

  /** The site-root path of an endpoint (`/api/...`) as a URL of the API's origin. */
  const urlOf = (path: string, search = ''): string => `${options.origin}${path}${search ? `?${search}` : ''}`;

  async function request<T>(path: string, init: RequestOptions = {}): Promise<T> {
    const url = urlOf(path, await searchOf(init.query));
    const headers = { ...(await headersFor('application/json')), ...(init.text ? { 'content-type': 'text/plain; charset=utf-8' } : {}) };
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
      const response = await ofetch.raw<T>(url, {
        method: init.method ?? 'GET',
        body: init.body as Record<string, unknown> | undefined,
        headers,
        signal,
        retry: 0,
        credentials: options.origin ? 'omit' : 'include',
      });
      refuseOtherSuccess(response.status, options.translate);
      return response._data as T;
    } catch (error) {
      if (timeout.signal.aborted) throw new ApiError(500, 500, options.translate('errors:timeout'));
      // Aborted by the caller or by a newer primary request: not an error to report.
      if (signal.aborted) throw error;
      const apiError = toApiError(error, options.translate);
      if (apiError.status === 401 && path !== authApi.login.path && !init.ignoreUnauthorized) options.onUnauthorized();
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
      refuseOtherSuccess(response.status, options.translate);
      return { data: response._data as T, headers: response.headers };
    } catch (error) {
      const apiError = toApiError(error, options.translate);
      if (apiError.status === 401) options.onUnauthorized();
      throw apiError;
    }
  }

  /** A file the server sends (section 8: blob errors are rethrown as they are). */
  async function download(path: string, query?: Record<string, unknown>): Promise<Blob> {
    const response = await ofetch.raw(urlOf(path, await searchOf(query)), {
      headers: await headersFor('*/*'),
      responseType: 'blob',
      retry: 0,
      timeout: TIMINGS.requestTimeoutMs,
      credentials: options.origin ? 'omit' : 'include',
    });
    refuseOtherSuccess(response.status, options.translate);
    return response._data as Blob;
  }

  /**
   * A file sent as multipart with its upload progress (0 to 1), through XMLHttpRequest: fetch tells
   * nothing of an upload's progress. Resolves with the answer's JSON; failures become ApiErrors.
   */
  async function upload<T>(path: string, file: File, onProgress?: (share: number) => void, fields: Record<string, string> = {}): Promise<T> {
    const headers = await headersFor('application/json');
    const body = new FormData();
    // The text fields first: a server reading the parts in order knows them before the file.
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('file', file);
    return new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      // The 30 s limit of sections 7 and 9 holds for an upload as for every other call.
      const timer = setTimeout(() => {
        xhr.abort();
        reject(new ApiError(500, 500, options.translate('errors:timeout')));
      }, TIMINGS.requestTimeoutMs);
      xhr.onloadend = () => clearTimeout(timer);
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
        if (xhr.status === SUCCESS_STATUS) return resolve(data as T);
        const error = toApiError(new FetchError(xhr.statusText), options.translate, { status: xhr.status, data });
        if (error.status === 401) options.onUnauthorized();
        reject(error);
      };
      xhr.onerror = () => reject(new ApiError(500, 500, options.translate('errors:network')));
      xhr.send(body);
    });
  }

  /**
   * The answer as its endpoint declares it: checked against the schema when asked to. One the app
   * cannot read is an error a person understands; what did not match goes to the console.
   */
  function checked<E extends AnyEndpoint>(endpoint: E, data: unknown, strict = false): ResponseOf<E> {
    if (!options.checkAnswers && !strict) return data as ResponseOf<E>;
    try {
      checkAnswer(endpoint, data);
    } catch (error) {
      if (!(error instanceof ContractViolation)) throw error;
      logWarning(error.message);
      throw new ApiError(500, 500, options.translate('errors:unreadableAnswer'));
    }
    return data as ResponseOf<E>;
  }

  const pathOf = <E extends AnyEndpoint>(endpoint: E, input: CallInput<E>): string =>
    fillPath(endpoint.path, input.params as Record<string, string | number> | undefined);

  /** Calls an endpoint of the contract; a file's answer comes back as a Blob. */
  async function call<E extends AnyEndpoint>(endpoint: E, input: CallInput<E> = {}): Promise<ResponseOf<E>> {
    const { params: _params, query, body, strict, ...init } = input;
    const path = pathOf(endpoint, input);
    if (endpoint.answer.kind === 'file') return (await download(path, query as Record<string, unknown> | undefined)) as ResponseOf<E>;
    const data = await request<unknown>(path, { ...init, method: endpoint.method, query: query as Record<string, unknown> | undefined, body, text: Boolean(endpoint.text) });
    return checked(endpoint, data, strict);
  }

  /** A call whose answer's headers matter too (the discovery calls' `Link`). */
  async function callWithHeaders<E extends AnyEndpoint>(endpoint: E, input: CallInput<E> = {}): Promise<{ data: ResponseOf<E>; headers: Headers }> {
    const { data, headers } = await getWithHeaders<unknown>(pathOf(endpoint, input));
    return { data: checked(endpoint, data), headers };
  }

  /** Sends one file (and the form's text fields) to an endpoint taking a multipart body, with its upload progress (0 to 1). */
  async function uploadTo<E extends AnyEndpoint>(endpoint: E, input: CallInput<E>, file: File, onProgress?: (share: number) => void, fields?: Record<string, string>): Promise<ResponseOf<E>> {
    const search = await searchOf(input.query);
    const data = await upload<unknown>(`${pathOf(endpoint, input)}${search ? `?${search}` : ''}`, file, onProgress, fields);
    return checked(endpoint, data);
  }

  return {
    call,
    callWithHeaders,
    upload: uploadTo,
    /** Something other than a request learnt the session is gone (the desktop's streams): sign out as a 401 would. */
    sessionEnded: () => options.onUnauthorized(),
  };
}
