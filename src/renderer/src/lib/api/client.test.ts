// The stand-in server needs Node's http module; these tests run in vitest's node environment only.
// eslint-disable-next-line no-restricted-imports
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from './api-error';
import * as v from 'valibot';
import { endpoint, type HttpMethod } from '@shared/api/contract';
import { json as jsonAnswer } from '@shared/api/json';
import { createApiClient, type ApiClientOptions, type CallInput } from './client';

// createApiClient (sections 7 and 8) against a small local HTTP server. It is a protocol-level
// stand-in for answers the real server cannot give (a proxy's HTML 502, a hang, a closed port);
// the real server's answers are covered by the server and end-to-end suites.

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const seen: Seen[] = [];
/** Requests the server holds without answering, ended when each test is over. */
const held: ServerResponse[] = [];
let heldArrived: (() => void) | null = null;
let server: Server;
let origin: string;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse, body: string): void {
  const path = (req.url ?? '').split('?')[0];
  switch (path) {
    case '/api/echo':
      return json(res, 200, { ok: true });
    case '/api/file':
      res.writeHead(200, { 'content-type': 'text/csv' });
      return void res.end('a;b\n');
    case '/api/created':
      return json(res, 201, { id: 1 });
    case '/api/no-content':
      res.writeHead(204);
      return void res.end();
    case '/api/file-created':
      res.writeHead(201, { 'content-type': 'text/csv' });
      return void res.end('a;b\n');
    case '/api/invalid':
      return json(res, 400, {
        code: 400,
        message: 'validation:formInvalid',
        fields: { email: 'Enter correct email', 'contacts.0.phone': 'Enter correct phone number', name: 'Fill this field' },
      });
    case '/api/stocks':
      return json(res, 409, { code: 700, message: 'The interval overlaps an existing stock' });
    case '/api/proxy':
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/html' });
      return void res.end('<html><body><h1>502 Bad Gateway</h1>nginx</body></html>');
    case '/api/odd-json':
      return json(res, 503, { error: 'maintenance' });
    case '/api/login':
    case '/api/user':
    case '/api/shipments':
      return json(res, 401, { code: 401, message: 'errors:unauthorized' });
    case '/api/hang':
      held.push(res);
      heldArrived?.();
      return;
    default:
      void body;
      return json(res, 404, { code: 404, message: 'errors:pageNotFound' });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handle(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('No port');
  origin = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen.length = 0;
});

afterEach(() => {
  vi.useRealTimers();
  for (const res of held.splice(0)) res.destroy();
  heldArrived = null;
});

/** Resolves when the server holds as many hanging requests as asked. */
const untilHeld = (count: number) =>
  new Promise<void>((resolve) => {
    if (held.length >= count) return resolve();
    heldArrived = () => {
      if (held.length >= count) resolve();
    };
  });

/** An endpoint of the stand-in server, answering anything (what the client does is under test here). */
const raw = (method: HttpMethod, path: string) =>
  endpoint({ method, path: `/api${path}`, summary: 'test', tag: 'test', access: '*', query: v.record(v.string(), v.unknown()), body: v.unknown(), answer: jsonAnswer(v.unknown()) });

type Init = Omit<CallInput<ReturnType<typeof raw>>, 'body' | 'params'>;

function setup(overrides: Partial<ApiClientOptions> = {}) {
  const options = {
    onUnauthorized: vi.fn<() => void>(),
    onPrimaryChange: vi.fn<(inFlight: number) => void>(),
  };
  const api = createApiClient({
    origin,
    locale: () => 'en',
    token: async () => null,
    translate: (key: string) => `t(${key})`,
    ...options,
    ...overrides,
  });
  // Calls by method and path, as the tests below read best.
  const client = {
    get: (path: string, init: Init = {}) => api.call(raw('GET', path), init),
    post: (path: string, body?: unknown, init: Init = {}) => api.call(raw('POST', path), { ...init, body }),
    request: (path: string, init: { method: HttpMethod; body?: unknown }) => api.call(raw(init.method, path), { body: init.body }),
    postForm: (path: string, form: FormData) => api.call(raw('POST', path), { body: form }),
  };
  return { options, client, api };
}

/** The rejection of a call, which must fail. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('The call did not fail');
}

async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

function track(promise: Promise<unknown>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => Object.assign(state, { settled: true }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('createApiClient: the request', () => {
  it('calls origin + /api + path with a qs query: indexed arrays, nulls skipped', async () => {
    const { client } = setup();
    await client.get('/echo', { query: { a: ['x', 'y'], skip: null, gone: undefined, page: 2, filter: { status: ['KK'] } } });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url).toBe('/api/echo?a[0]=x&a[1]=y&page=2&filter[status][0]=KK');
  });

  it('encodes query values and leaves the path alone without a query', async () => {
    const { client } = setup();
    await client.get('/echo', { query: { q: 'a b&c=d' } });
    await client.get('/echo');
    await client.get('/echo', { query: { only: null } });
    expect(seen.map((s) => s.url)).toEqual(['/api/echo?q=a%20b%26c%3Dd', '/api/echo', '/api/echo']);
  });

  it('sends the locale, the company header and JSON accept on every call', async () => {
    let locale = 'en';
    const { client } = setup({ locale: () => locale });
    await client.get('/echo');
    locale = 'ru';
    await client.get('/echo');
    expect(seen.map((s) => s.headers['accept-language'])).toEqual(['en', 'ru']);
    for (const request of seen) {
      expect(request.headers['x-company']).toBe('ut');
      expect(request.headers.accept).toBe('application/json');
    }
  });

  it('sends a Bearer token when token() has one and no authorization otherwise', async () => {
    let token: string | null = 'desktop-token-1';
    const { client } = setup({ token: async () => token });
    await client.get('/echo');
    token = null;
    await client.get('/echo');
    expect(seen[0]?.headers.authorization).toBe('Bearer desktop-token-1');
    expect(seen[1]?.headers).not.toHaveProperty('authorization');
  });

  it('posts a JSON body', async () => {
    const { client } = setup();
    const body = { email: 'agent@example.test', contacts: [{ phone: '+7 900 000-00-00' }], note: null };
    await expect(client.post('/echo', body)).resolves.toEqual({ ok: true });
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(body);
  });

  it('posts a text body as plain text, as it is (a telegram for the codec)', async () => {
    const { api } = setup();
    const telegram = endpoint({ method: 'POST', path: '/api/echo', summary: 'test', tag: 'test', access: '*', text: { description: 'a telegram', maxBytes: 100 }, answer: jsonAnswer(v.unknown()) });
    await expect(api.call(telegram, { body: 'FSU/15\r\n298-45182336VKOEVN/T10K250.5' })).resolves.toEqual({ ok: true });
    expect(seen[0]?.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(seen[0]?.body).toBe('FSU/15\r\n298-45182336VKOEVN/T10K250.5');
  });

  it('uses the method it is given', async () => {
    const { client } = setup();
    await client.request('/echo', { method: 'PATCH', body: { messageId: 5 } });
    await client.request('/echo', { method: 'DELETE' });
    expect(seen.map((s) => s.method)).toEqual(['PATCH', 'DELETE']);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ messageId: 5 });
  });
});

describe('createApiClient: calls through the contract', () => {
  const echo = endpoint({ method: 'GET', path: '/api/echo/{first}/id-{id}', summary: 'test', tag: 'test', access: '*', params: v.object({ first: v.string(), id: v.string() }), answer: jsonAnswer(v.object({ ok: v.boolean() })) });

  it('fills the path parameters, encoded', async () => {
    const { api } = setup();
    // The stand-in answers unknown paths with 404: the request's URL is what is checked.
    await failure(api.call(echo, { params: { first: 'a b/c', id: 7 } }));
    expect(seen[0]?.url).toBe('/api/echo/a%20b%2Fc/id-7');
  });

  it('answers a file as a Blob', async () => {
    const { api } = setup();
    const file = endpoint({ method: 'GET', path: '/api/file', summary: 'test', tag: 'test', access: '*', answer: { kind: 'file', contentType: 'text/csv' } });
    const blob = await api.call(file);
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('a;b\n');
  });

  it('checks a JSON answer against its schema when asked to, and only then', async () => {
    const wrong = endpoint({ method: 'GET', path: '/api/echo', summary: 'test', tag: 'test', access: '*', answer: jsonAnswer(v.object({ ok: v.string() })) });
    const strict = setup({ checkAnswers: true });
    // An answer the app cannot read says so in words a person understands (issue 12), not the schema's.
    const error = await failure(strict.api.call(wrong));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, message: 't(errors:unreadableAnswer)' });
    const right = endpoint({ method: 'GET', path: '/api/echo', summary: 'test', tag: 'test', access: '*', answer: jsonAnswer(v.object({ ok: v.boolean() })) });
    await expect(strict.api.call(right)).resolves.toEqual({ ok: true });
    await expect(setup().api.call(wrong)).resolves.toEqual({ ok: true });
    // A call that must be read (the user) is checked whatever the build.
    await expect(failure(setup().api.call(wrong, { strict: true }))).resolves.toMatchObject({ status: 500, message: 't(errors:unreadableAnswer)' });
  });
});

describe('createApiClient: postForm', () => {
  it('posts fields and several files as one multipart body, with the usual headers', async () => {
    const { client } = setup();
    const form = new FormData();
    form.append('message', 'Манифест');
    form.append('files[]', new File(['a;b\n'], 'манифест.csv', { type: 'text/csv' }));
    form.append('files[]', new File(['%PDF-1.4'], 'awb.pdf', { type: 'application/pdf' }));
    await expect(client.postForm('/echo', form)).resolves.toEqual({ ok: true });
    const request = seen[0];
    expect(request?.method).toBe('POST');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.headers['x-company']).toBe('ut');
    expect(request?.headers['accept-language']).toBe('en');
    expect(request?.body).toContain('name="message"\r\n\r\nМанифест');
    expect(request?.body.match(/name="files\[\]"; filename=/g)).toHaveLength(2);
    expect(request?.body).toContain('%PDF-1.4');
  });

  it('fails like any other call: a 400 with fields reads as their messages', async () => {
    const { client } = setup();
    const error = await apiFailure(client.postForm('/invalid', new FormData()));
    expect(error.status).toBe(400);
    expect(error.isValidation).toBe(true);
  });
});

describe('createApiClient: errors (section 8)', () => {
  it('turns a 400 with fields into a validation ApiError whose message joins the fields with "; "', async () => {
    const { client } = setup();
    const error = await apiFailure(client.post('/invalid', {}));
    expect(error.status).toBe(400);
    expect(error.code).toBe(400);
    expect(error.fields).toEqual({ email: 'Enter correct email', 'contacts.0.phone': 'Enter correct phone number', name: 'Fill this field' });
    expect(error.message).toBe('Enter correct email; Enter correct phone number; Fill this field');
    expect(error.isValidation).toBe(true);
  });

  it("keeps the server's code: a 409 with code 700 (stock overlap)", async () => {
    const { client } = setup();
    const error = await apiFailure(client.post('/stocks', { start: 1 }));
    expect({ status: error.status, code: error.code, message: error.message, fields: error.fields }).toEqual({
      status: 409,
      code: 700,
      message: 'The interval overlaps an existing stock',
      fields: undefined,
    });
    expect(error.isValidation).toBe(false);
  });

  it("turns a proxy's HTML 502 into ApiError 502 with code 502, and does not retry it", async () => {
    const { client } = setup();
    const error = await apiFailure(client.get('/proxy'));
    expect(error.status).toBe(502);
    expect(error.code).toBe(502);
    expect(error.message).toBe('Bad Gateway');
    expect(seen.filter((s) => s.url === '/api/proxy')).toHaveLength(1);
  });

  it.each([
    ['a 201 with a body', '/created', 201],
    ['a 204', '/no-content', 204],
  ])('takes %s for an error: any answer but a 200 is one', async (_, path, status) => {
    const { client, options } = setup();
    const error = await apiFailure(client.post(path, {}));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status, code: status, message: 't(errors:unknown)' });
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('takes a file answered with a 201 for an error too', async () => {
    const { api } = setup();
    const file = endpoint({ method: 'GET', path: '/api/file-created', summary: 'test', tag: 'test', access: '*', answer: { kind: 'file', contentType: 'text/csv' } });
    const error = await apiFailure(api.call(file));
    expect(error.status).toBe(201);
  });

  it('gives a JSON body of another shape the HTTP status as code', async () => {
    const { client } = setup();
    const error = await apiFailure(client.get('/odd-json'));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 503, code: 503, message: 'Service Unavailable' });
  });

  it('turns a network failure into status 500 with the translated errors:network', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const address = closed.address();
    if (!address || typeof address === 'string') throw new Error('No port');
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { client, options } = setup({ origin: `http://127.0.0.1:${address.port}` });
    const error = await apiFailure(client.get('/echo'));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 500, code: 500, message: 't(errors:network)' });
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it.each(['/user', '/shipments'])('calls onUnauthorized on a 401 from %s', async (path) => {
    const { client, options } = setup();
    const error = await apiFailure(client.get(path));
    expect(error.status).toBe(401);
    expect(options.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call onUnauthorized on a 401 from /login (wrong credentials)', async () => {
    const { client, options } = setup();
    const error = await apiFailure(client.post('/login', { login: 'a', password: 'b' }));
    expect(error.status).toBe(401);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized when the call says to ignore it (startup user load)', async () => {
    const { client, options } = setup();
    const error = await apiFailure(client.get('/user', { ignoreUnauthorized: true }));
    expect(error.status).toBe(401);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other errors', async () => {
    const { client, options } = setup();
    await failure(client.post('/invalid', {}));
    await failure(client.get('/proxy'));
    await failure(client.get('/nope'));
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient: primary requests (section 4)', () => {
  it('aborts the previous primary request when a new one starts; counts go up and back to 0', async () => {
    const { client, options } = setup();
    const first = client.get('/hang', { primary: true });
    const firstState = track(first);
    await untilHeld(1);
    expect(options.onPrimaryChange.mock.calls).toEqual([[1]]);

    const second = client.get('/echo', { primary: true });
    await expect(second).resolves.toEqual({ ok: true });
    const error = await failure(first);
    expect(firstState.settled).toBe(true);
    // An aborted request is not an API failure: it is rethrown as is and logs nobody out.
    expect(isApiError(error)).toBe(false);
    expect(String(error)).toMatch(/abort/i);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
    expect(options.onPrimaryChange.mock.calls.map(([count]) => count)).toEqual([1, 2, 1, 0]);
  });

  it('leaves other requests alone', async () => {
    const { client, options } = setup();
    const plain = track(client.get('/hang'));
    await untilHeld(1);
    await expect(client.get('/echo', { primary: true })).resolves.toEqual({ ok: true });
    await expect(client.get('/echo', { primary: true })).resolves.toEqual({ ok: true });
    expect(plain.settled).toBe(false);
    expect(options.onPrimaryChange.mock.calls.map(([count]) => count)).toEqual([1, 0, 1, 0]);
  });

  it('counts a failed primary request down too', async () => {
    const { client, options } = setup();
    await failure(client.get('/proxy', { primary: true }));
    expect(options.onPrimaryChange.mock.calls.map(([count]) => count)).toEqual([1, 0]);
  });

  it("rethrows the abort of the caller's own signal as is", async () => {
    const { client, options } = setup();
    const controller = new AbortController();
    const call = client.get('/hang', { signal: controller.signal });
    await untilHeld(1);
    controller.abort();
    const error = await failure(call);
    expect(isApiError(error)).toBe(false);
    expect(options.onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('createApiClient: the 30 s timeout (sections 7 and 9)', () => {
  async function timesOut(init: { primary?: boolean; signal?: AbortSignal }) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { client } = setup();
    const state = track(client.get('/hang', init));
    await untilHeld(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Let the aborted fetch reject through ofetch and the client.
    vi.useRealTimers();
    for (let i = 0; i < 20 && !state.settled; i++) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(state.settled).toBe(true);
    expect(state.error).toBeInstanceOf(ApiError);
    const error = state.error as ApiError;
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 500, code: 500, message: 't(errors:timeout)' });
  }

  it('fails a call the server does not answer within 30 s as 500 errors:timeout', async () => {
    await timesOut({});
  });

  // A primary request always carries a signal, and ofetch drops its own timeout once one is given:
  // the client keeps the limit itself.
  it('fails a primary call the server does not answer within 30 s as 500 errors:timeout', async () => {
    await timesOut({ primary: true });
  });

  it('fails a call with its own signal that the server does not answer within 30 s', async () => {
    await timesOut({ signal: new AbortController().signal });
  });
});

describe('createApiClient: an upload keeps the 30 s timeout too (sections 7 and 9)', () => {
  /** Node has no XMLHttpRequest: a stand-in that never answers, as a hung server would. */
  class SilentXhr {
    static last: SilentXhr | null = null;
    upload = { onprogress: null as unknown };
    withCredentials = false;
    aborted = false;
    sent = false;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onloadend: (() => void) | null = null;
    constructor() {
      SilentXhr.last = this;
    }
    open(): void {}
    setRequestHeader(): void {}
    send(): void {
      this.sent = true;
    }
    abort(): void {
      this.aborted = true;
      this.onloadend?.();
    }
  }

  it('fails an upload the server does not answer within 30 s as 500 errors:timeout, aborting it', async () => {
    vi.stubGlobal('XMLHttpRequest', SilentXhr);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { api } = setup();
      const state = track(api.upload(raw('POST', '/upload'), {}, new File(['a;b'], 'rows.xlsx')));
      await vi.advanceTimersByTimeAsync(0);
      expect(SilentXhr.last?.sent).toBe(true);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(state.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(state.settled).toBe(true);
      expect(SilentXhr.last?.aborted).toBe(true);
      const error = state.error as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect({ status: error.status, code: error.code, message: error.message }).toEqual({ status: 500, code: 500, message: 't(errors:timeout)' });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
