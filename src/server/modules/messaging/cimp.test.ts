import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCimp } from '@shared/messaging/cimp';
import { FFM_BAD, FFM_VKO_EVN } from '@shared/messaging/cimp/specimens/ffm';
import { BAD_SPECIMENS, GOOD_SPECIMENS } from '@shared/messaging/cimp/specimens';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// The codec over HTTP: airline staff send a telegram as text/plain and get its content, or 400
// with the fault's kind, line and detail; generate writes back exactly what parse answered.

let server: TestServer;
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const who of ['airline', 'agent'] as const) headers[who] = await server.as(DEMO_USERS[who]);
});
afterAll(async () => server.close());

const parse = (text: string, who = 'airline', extra: Record<string, string> = {}) =>
  server.request({ method: 'POST', url: '/api/cimp/parse', headers: { ...headers[who]!, 'content-type': 'text/plain; charset=utf-8', ...extra }, payload: text });
const generate = (body: unknown, who = 'airline') => server.request({ method: 'POST', url: '/api/cimp/generate', headers: headers[who]!, payload: body as object });

describe('POST /api/cimp/parse', () => {
  it.each(Object.entries(GOOD_SPECIMENS))('%s reads as the codec reads it', async (_, text) => {
    const answer = await parse(text.replace(/\n/g, '\r\n'));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual(JSON.parse(JSON.stringify(parseCimp(text))));
  });

  // An empty text is refused on its field before the codec (the test below).
  it.each(Object.entries(BAD_SPECIMENS).filter(([, { text }]) => text.trim() !== ''))('%s answers 400 with its fault, line and detail', async (_, { text, fault, line }) => {
    const answer = await parse(text);
    expect(answer.statusCode, answer.body).toBe(400);
    const body = answer.json<{ code: number; message: string; fault: string; line: number; detail: string }>();
    expect(body).toMatchObject({ code: 400, fault, line });
    expect(body.detail.length).toBeGreaterThan(10);
    expect(body.message).toBe(`Телеграмма не читается (строка ${line}): ${body.detail}`);
  });

  it('names the check digit in the caller’s language', async () => {
    const answer = await parse(FFM_BAD.checkDigit.text, 'airline', { 'accept-language': 'en' });
    expect(answer.json()).toEqual({
      code: 400,
      message: 'The telegram does not read (line 5): The AWB number 298-45182425 fails its check digit: 4518242 mod 7 is 1, not 5',
      fault: 'awb-check-digit',
      line: 5,
      detail: 'The AWB number 298-45182425 fails its check digit: 4518242 mod 7 is 1, not 5',
    });
  });

  it('refuses an empty text and a JSON body on its field, and a client’s staff', async () => {
    const empty = await parse('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ fields: Record<string, string> }>().fields).toEqual({ body: 'Вставьте текст телеграммы' });
    const json = await server.request({ method: 'POST', url: '/api/cimp/parse', headers: headers.airline!, payload: { text: FFM_VKO_EVN } });
    expect(json.statusCode).toBe(400);
    expect((await parse(FFM_VKO_EVN, 'agent')).statusCode).toBe(403);
  });

  it('keeps the Origin check: a text from another site is refused before it is read', async () => {
    const answer = await parse(FFM_VKO_EVN, 'airline', { origin: 'https://evil.example' });
    expect(answer.statusCode).toBe(403);
  });
});

describe('POST /api/cimp/generate', () => {
  it.each(Object.entries(GOOD_SPECIMENS))('%s: what parse answered is written back in CRLF and parses the same', async (_, text) => {
    const parsed = (await parse(text)).json<object>();
    const answer = await generate(parsed);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.endsWith('\r\n')).toBe(true);
    expect(answer.body.replace(/\r\n/g, '')).not.toContain('\n');
    expect((await parse(answer.body)).json()).toEqual(parsed);
  });

  it('refuses an object that is no message on its fields, and one too long to send whole with its fault', async () => {
    const bad = await generate({ type: 'FFM', version: 8, sequence: 0 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).length).toBeGreaterThan(0);
    const ffm = parseCimp(FFM_VKO_EVN) as Extract<ReturnType<typeof parseCimp>, { type: 'FFM' }>;
    const many = { ...ffm, points: [{ ...ffm.points[0]!, bulk: Array.from({ length: 60 }, () => ffm.points[0]!.bulk[0]!) }] };
    const answer = await generate(many);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fault: 'message-too-long', line: 0 });
    expect((await generate(ffm, 'agent')).statusCode).toBe(403);
  });
});
