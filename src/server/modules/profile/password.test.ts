import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { readOutbox } from '../../lib/mailer';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// The signed-in user's own password: the current one proves it is them (and counts like a sign-in,
// so a stolen session cannot guess it endlessly); the new one ends their other sessions and keeps
// the one it was changed from.

const LIMITS = { ...loadConfig({}).loginThrottle, maxPerAccountAddress: 3, maxPerAddress: 1000 };

let server: TestServer;
let outbox: string;
beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'cabinet-outbox-'));
  server = await createTestServer({ loginThrottle: LIMITS, mail: { ...loadConfig({}).mail, outboxDir: outbox } });
});
afterAll(async () => {
  await server.close();
  rmSync(outbox, { recursive: true, force: true });
});

let signups = 0;
/** A fresh account signed in (demo passwords stay as they are): its e-mail and session. */
async function newUser(password = 'current-pass-1'): Promise<{ email: string; headers: Record<string, string> }> {
  const email = `change-${(signups += 1)}@example.test`;
  const response = await server.request({
    method: 'POST',
    url: '/api/secure/registration',
    payload: { name: 'Change Test', email, password, confirmPassword: password, timeZone: 'Asia/Yekaterinburg' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, headers: { authorization: `Bearer ${response.json<{ token: string }>().token}` } };
}

const change = (headers: Record<string, string>, payload: object, language = 'en') =>
  server.request({ method: 'PUT', url: '/api/user/password', payload, headers: { 'accept-language': language, ...headers } });
const login = (username: string, password: string) => server.request({ method: 'POST', url: '/api/login', payload: { username, password } });
const me = (headers: Record<string, string>) => server.request({ method: 'GET', url: '/api/user', headers });
const body = (currentPassword: string, password: string, confirmPassword = password) => ({ currentPassword, password, confirmPassword });

describe('PUT /api/user/password', () => {
  it('stores the new password, ends the other sessions and keeps this one', async () => {
    const { email, headers } = await newUser();
    const others = [await server.as(email, 'current-pass-1'), await server.as(email, 'current-pass-1')];
    const response = await change(headers, body('current-pass-1', 'changed-pass-2'));
    expect(response.statusCode, response.body).toBe(200);
    expect((await me(headers)).statusCode).toBe(200);
    for (const other of others) expect((await me(other)).statusCode).toBe(401);
    expect((await login(email, 'current-pass-1')).statusCode).toBe(401);
    expect((await login(email, 'changed-pass-2')).statusCode).toBe(200);
  });

  it.each([
    ['en', 'Wrong current password'],
    ['ru', 'Неверный текущий пароль'],
  ])('refuses a wrong current password on its field (%s) and changes nothing', async (language, message) => {
    const { email, headers } = await newUser();
    const other = await server.as(email, 'current-pass-1');
    const response = await change(headers, body('not-my-password', 'changed-pass-2'), language);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, fields: { currentPassword: message } });
    expect((await me(other)).statusCode).toBe(200);
    expect((await login(email, 'current-pass-1')).statusCode).toBe(200);
  });

  it('counts a wrong current password as a failed sign-in: over the limit, 429 here and at sign-in', async () => {
    const { email, headers } = await newUser();
    for (let i = 0; i < LIMITS.maxPerAccountAddress; i += 1) expect((await change(headers, body(`guess-${i}-wrong`, 'changed-pass-2'))).statusCode).toBe(400);
    const locked = await change(headers, body('current-pass-1', 'changed-pass-2'));
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(email, 'current-pass-1')).statusCode).toBe(429);
  });

  it('lets a right current password clear the failures before it', async () => {
    const { headers } = await newUser();
    for (let i = 0; i < LIMITS.maxPerAccountAddress - 1; i += 1) await change(headers, body(`guess-${i}-wrong`, 'changed-pass-2'));
    expect((await change(headers, body('current-pass-1', 'changed-pass-2'))).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.maxPerAccountAddress - 1; i += 1) await change(headers, body(`guess-${i}-wrong`, 'changed-pass-3'));
    expect((await change(headers, body('changed-pass-2', 'changed-pass-3'))).statusCode).toBe(200);
  });

  it('stops every reset link still out', async () => {
    const { email, headers } = await newUser();
    await server.request({ method: 'POST', url: '/api/secure/forgot-password', payload: { email } });
    const mails = async () => (await readOutbox(outbox)).filter((mail) => mail.to === email);
    await expect.poll(async () => (await mails()).length).toBe(1);
    const token = new URL(/http\S+/.exec((await mails())[0]!.text)![0]).searchParams.get('token');
    expect((await change(headers, body('current-pass-1', 'changed-pass-2'))).statusCode).toBe(200);
    const check = await server.request({ method: 'POST', url: '/api/secure/reset-password/check', payload: { token } });
    expect(check.statusCode).toBe(400);
  });

  it.each([
    ['nothing', {}, { currentPassword: 'Fill this field', password: 'Fill this field', confirmPassword: 'Fill this field' }],
    ['a short new password', body('current-pass-1', 'short'), { password: 'At least 8 characters' }],
    ['a mismatched confirmation', body('current-pass-1', 'changed-pass-2', 'changed-pass-3'), { confirmPassword: 'Passwords do not match' }],
    ['an overlong current password', body('x'.repeat(200), 'changed-pass-2'), { currentPassword: 'At most 128 characters' }],
    ['an unknown field', { ...body('current-pass-1', 'changed-pass-2'), email: 'x@example.test' }, { email: 'Unknown field' }],
  ])('refuses %s with messages on the fields, before looking at the password', async (_, payload, fields) => {
    const { email, headers } = await newUser();
    const response = await change(headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: Object.values(fields).join('; '), fields });
    expect((await login(email, 'current-pass-1')).statusCode).toBe(200);
  });

  it.each([
    ['a common password', '12345678'],
    ['the name', 'change test'],
  ])('refuses %s as the new password on its field, and changes nothing', async (_, password) => {
    const { email, headers } = await newUser();
    const response = await change(headers, body('current-pass-1', password));
    const message = 'This password is too common or easy to guess: choose another';
    expect(response.json()).toEqual({ code: 400, message, fields: { password: message } });
    expect((await login(email, 'current-pass-1')).statusCode).toBe(200);
  });

  it('works for a demo user’s session as for any other, and asks for a sign-in without one', async () => {
    const headers = await server.as(DEMO_USERS.newclient);
    expect((await change(headers, body('not-the-password', 'changed-pass-2'))).statusCode).toBe(400);
    const anonymous = await server.request({ method: 'PUT', url: '/api/user/password', payload: body('demo12345', 'changed-pass-2') });
    expect(anonymous.statusCode).toBe(401);
  });
});
