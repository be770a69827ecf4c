import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loginAttempts, passwordResets, users } from '../../db/schema';
import { hashToken } from '../../access/sessions';
import { readOutbox, type Mail } from '../../lib/mailer';
import { createTestServer, DEMO_USERS, sessionCookieOf, type TestServer } from '../../test/harness';

// A forgotten password: a link by mail (here written to an outbox folder), the same answer whether
// or not the account exists, a link that works once and not after it expires, none for a blocked
// account, and a limit on how often one address may ask.

const LIMITS = { ttlMinutes: 60, maxPerEmail: 3, maxPerAddress: 8 };

let server: TestServer;
let outbox: string;
beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'cabinet-outbox-'));
  const config = loadConfig({});
  server = await createTestServer({
    mail: { ...config.mail, outboxDir: outbox },
    passwordReset: LIMITS,
    loginThrottle: { ...config.loginThrottle, maxPerAccountAddress: 3, maxPerAddress: 1000 },
  });
});
afterAll(async () => {
  await server.close();
  rmSync(outbox, { recursive: true, force: true });
});

let clients = 0;
/** Each test asks from its own address, so the per-address limit is proved only where meant. */
const nextAddress = () => `10.9.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;

const forgot = (email: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  server.request({ method: 'POST', url: '/api/secure/forgot-password', payload: { email } as object, headers, remoteAddress });
const check = (token: unknown) => server.request({ method: 'POST', url: '/api/secure/reset-password/check', payload: { token } as object, headers: { 'accept-language': 'en' } });
const reset = (token: string, password: string, headers: Record<string, string> = {}) =>
  server.request({
    method: 'POST',
    url: '/api/secure/reset-password',
    payload: { token, password, confirmPassword: password },
    headers: { 'accept-language': 'en', ...headers },
  });
const login = (username: string, password: string, remoteAddress = nextAddress()) =>
  server.request({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });
const me = (headers: Record<string, string>) => server.request({ method: 'GET', url: '/api/user', headers });

let signups = 0;
/** A fresh account (demo passwords stay as they are); answers its e-mail. */
async function newUser(password = 'first-pass-1'): Promise<string> {
  const email = `reset-${(signups += 1)}@example.test`;
  const response = await server.request({
    method: 'POST',
    url: '/api/secure/registration',
    payload: { name: `Reset User ${signups}`, email, password, confirmPassword: password, timeZone: 'Europe/Moscow' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return email;
}

/** The mails to an address so far. */
const mailsTo = async (email: string): Promise<Mail[]> => (await readOutbox(outbox)).filter((mail) => mail.to === email);

/** The mail leaves after the answer: waits for the next one to the address. */
async function nextMail(email: string, seen = 0): Promise<Mail> {
  for (let i = 0; i < 100; i += 1) {
    const mails = await mailsTo(email);
    if (mails.length > seen) return mails[seen]!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail to ${email}`);
}

const linkIn = (mail: Mail): URL => {
  const found = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!found) throw new Error(`no link in ${mail.text}`);
  return new URL(found);
};
const tokenIn = (mail: Mail): string => linkIn(mail).searchParams.get('token') ?? '';

const resetRows = async (email: string) =>
  server.db
    .select({ id: passwordResets.id, createdAt: passwordResets.createdAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(users.email, email));

const INVALID = 'This link no longer works: it has been used already, has expired or was copied incompletely. Ask for a new one.';

describe('asking for a link', () => {
  it('answers a known and an unknown address alike: 200 with {}, no cookie', async () => {
    const known = await newUser();
    const answers = [await forgot(known), await forgot('nobody-here@example.test')];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
      expect(sessionCookieOf(answer)).toBeNull();
    }
    const headerNames = answers.map((answer) => Object.keys(answer.headers).filter((name) => name !== 'date').sort());
    expect(headerNames[0]).toEqual(headerNames[1]);
    // Only the account that exists gets a link.
    await nextMail(known);
    expect(await resetRows(known)).toHaveLength(1);
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
  });

  it('mails a link to the reset page of this server, in Russian unless asked otherwise', async () => {
    const email = await newUser();
    await forgot(email, { host: 'cargo.example:8443' });
    const mail = await nextMail(email);
    expect(mail.subject).toBe('ЮТэйр Карго: восстановление пароля');
    expect(mail.text).toContain('Здравствуйте, Reset User');
    expect(mail.text).toContain('в течение 60 минут');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe('http://cargo.example:8443/reset-password');
    expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);

    const english = await newUser();
    await forgot(` ${english.toUpperCase()} `, { 'accept-language': 'en-US,en;q=0.9' });
    const inEnglish = await nextMail(english);
    expect(inEnglish.subject).toBe('UTair Cargo: password recovery');
    expect(inEnglish.text).toContain('The link works once, for 60 minutes.');
  });

  it('keeps only a hash of the link’s secret, for 60 minutes', async () => {
    const email = await newUser();
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    const [row] = await resetRows(email);
    expect(row?.id).toBe(hashToken(token));
    expect(row?.id).not.toContain(token);
    expect(Math.round(((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000)).toBe(LIMITS.ttlMinutes);
  });

  it('sends no link to a blocked account, and still answers the same', async () => {
    const email = await newUser();
    await server.db.update(users).set({ active: false }).where(eq(users.email, email));
    const answer = await forgot(email);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({});
    // The row is written before the answer, so none now means none at all.
    expect(await resetRows(email)).toEqual([]);
  });

  it('ignores a forged X-Forwarded-Host when no proxy is trusted', async () => {
    const email = await newUser();
    await forgot(email, { host: 'cabinet.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(linkIn(await nextMail(email)).origin).toBe('http://cabinet.example');
  });

  it.each([
    ['no address', {}, { email: 'Fill this field' }],
    ['a malformed address', { email: 'not-an-email' }, { email: 'Enter correct email' }],
    ['an unknown field', { email: 'a@example.test', login: 'x' }, { login: 'Unknown field' }],
  ])('refuses %s with a message on the field', async (_, payload, fields) => {
    const response = await server.request({ method: 'POST', url: '/api/secure/forgot-password', payload, headers: { 'accept-language': 'en' }, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: Object.values(fields).join('; '), fields });
  });
});

describe('the limit on asking', () => {
  it('stops an address after its limit with 429 and Retry-After, whether or not it has an account', async () => {
    const known = await newUser();
    for (const email of [known, 'no-account@example.test']) {
      for (let i = 0; i < LIMITS.maxPerEmail; i += 1) expect((await forgot(email)).statusCode).toBe(200);
      const refused = await forgot(email, { 'accept-language': 'en' });
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(refused.json()).toEqual({ code: 429, message: `Too many requests for a new password. Try again in ${Math.ceil(retryAfter / 60)} min.` });
    }
    // Spelling the address otherwise does not step round it.
    expect((await forgot(` ${known.toUpperCase()}`)).statusCode).toBe(429);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailsTo(known)).toHaveLength(LIMITS.maxPerEmail);
    // Another address is not held.
    expect((await forgot(await newUser())).statusCode).toBe(200);
  });

  it('stops a client asking for many addresses', async () => {
    const address = '10.8.0.1';
    for (let i = 0; i < LIMITS.maxPerAddress; i += 1) expect((await forgot(`many-${i}@example.test`, {}, address)).statusCode).toBe(200);
    expect((await forgot('many-last@example.test', {}, address)).statusCode).toBe(429);
    expect((await forgot('many-last@example.test', {}, '10.8.0.2')).statusCode).toBe(200);
  });

  it('lets the address ask again once the window has passed', async () => {
    const email = await newUser();
    for (let i = 0; i < LIMITS.maxPerEmail; i += 1) await forgot(email);
    expect((await forgot(email)).statusCode).toBe(429);
    await server.db
      .update(loginAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, `reset-email:${email}`));
    expect((await forgot(email)).statusCode).toBe(200);
  });
});

describe('using the link', () => {
  it('sets the new password, ends every session of the account and signs the user in', async () => {
    const email = await newUser('old-password-1');
    const before = [await server.as(email, 'old-password-1'), await server.as(email, 'old-password-1')];
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    expect((await check(token)).statusCode).toBe(200);

    const done = await reset(token, 'new-password-2');
    expect(done.statusCode, done.body).toBe(200);
    const { token: sessionToken } = done.json<{ token: string }>();
    expect(sessionCookieOf(done)).toBe(`session=${sessionToken}`);
    const signedIn = await me({ authorization: `Bearer ${sessionToken}` });
    expect(signedIn.json<{ userIdentifier: string }>().userIdentifier).toBe(email);

    for (const headers of before) expect((await me(headers)).statusCode).toBe(401);
    expect((await login(email, 'old-password-1')).statusCode).toBe(401);
    expect((await login(email, 'new-password-2')).statusCode).toBe(200);
  });

  it('works once: a used link, and every other link of the user, say so', async () => {
    const email = await newUser();
    await forgot(email);
    await forgot(email);
    const first = tokenIn(await nextMail(email));
    const second = tokenIn(await nextMail(email, 1));
    expect((await reset(first, 'once-only-1')).statusCode).toBe(200);
    for (const token of [first, second]) {
      const again = await reset(token, 'twice-now-2');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ code: 400, message: INVALID, fields: { token: INVALID } });
      expect((await check(token)).json()).toEqual({ code: 400, message: INVALID, fields: { token: INVALID } });
    }
    expect((await login(email, 'twice-now-2')).statusCode).toBe(401);
    expect((await login(email, 'once-only-1')).statusCode).toBe(200);
  });

  it('lets only one of two racing requests use the link', async () => {
    const email = await newUser();
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    const answers = await Promise.all([reset(token, 'racer-one-1'), reset(token, 'racer-two-2')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  it('does not work once it has expired', async () => {
    const email = await newUser('kept-password-1');
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    await server.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResets.id, hashToken(token)));
    expect((await check(token)).json()).toEqual({ code: 400, message: INVALID, fields: { token: INVALID } });
    expect((await reset(token, 'too-late-2')).statusCode).toBe(400);
    expect((await login(email, 'kept-password-1')).statusCode).toBe(200);
  });

  it('does not work for an account blocked since it was sent', async () => {
    const email = await newUser();
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    await server.db.update(users).set({ active: false }).where(eq(users.email, email));
    expect((await check(token)).statusCode).toBe(400);
    expect((await reset(token, 'blocked-now-2')).statusCode).toBe(400);
    await server.db.update(users).set({ active: true }).where(eq(users.email, email));
    expect((await login(email, 'blocked-now-2')).statusCode).toBe(401);
  });

  it.each([
    ['an unknown link', 'x'.repeat(43)],
    ['a link cut short', 'abc'],
  ])('refuses %s with the same message', async (_, token) => {
    expect((await check(token)).json()).toEqual({ code: 400, message: INVALID, fields: { token: INVALID } });
    expect((await reset(token, 'whatever-pass-1')).json()).toEqual({ code: 400, message: INVALID, fields: { token: INVALID } });
  });

  it('takes the new password by the sign-up’s rules, on its fields, leaving the link usable', async () => {
    const email = await newUser();
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    const short = await reset(token, 'short');
    expect(short.json()).toEqual({ code: 400, message: 'At least 8 characters', fields: { password: 'At least 8 characters' } });
    const mismatch = await server.request({
      method: 'POST',
      url: '/api/secure/reset-password',
      payload: { token, password: 'matching-pass-1', confirmPassword: 'matching-pass-2' },
      headers: { 'accept-language': 'en' },
    });
    expect(mismatch.json()).toEqual({ code: 400, message: 'Passwords do not match', fields: { confirmPassword: 'Passwords do not match' } });
    const missing = await server.request({ method: 'POST', url: '/api/secure/reset-password/check', payload: {}, headers: { 'accept-language': 'en' } });
    expect(missing.json()).toEqual({ code: 400, message: 'Fill this field', fields: { token: 'Fill this field' } });
    expect((await check(token)).statusCode).toBe(200);
  });

  it('refuses a new password easy to guess (the account’s e-mail), leaving the link usable', async () => {
    const email = await newUser();
    await forgot(email);
    const token = tokenIn(await nextMail(email));
    const refused = await reset(token, email.toUpperCase());
    const message = 'This password is too common or easy to guess: choose another';
    expect(refused.json()).toEqual({ code: 400, message, fields: { password: message } });
    expect((await check(token)).statusCode).toBe(200);
    expect((await login(email, 'first-pass-1')).statusCode).toBe(200);
  });

  it('lets an account locked by failed sign-ins in again: its owner proved who they are', async () => {
    const email = await newUser();
    const address = nextAddress();
    for (let i = 0; i < 3; i += 1) expect((await login(email, 'wrong-guess-1', address)).statusCode).toBe(401);
    expect((await login(email, 'first-pass-1', address)).statusCode).toBe(429);
    await forgot(email);
    expect((await reset(tokenIn(await nextMail(email)), 'unlocked-pass-1')).statusCode).toBe(200);
    // Every count on the account is gone, the pair's and the account's own: even that address may try again.
    const left = await server.db.select().from(loginAttempts).where(sql`${loginAttempts.key} = ${`account:${email}`} or ${loginAttempts.key} like ${`%${encodeURIComponent(email)}|%`}`);
    expect(left).toEqual([]);
    expect((await login(email, 'unlocked-pass-1', address)).statusCode).toBe(200);
  });

  it('ends the session of whoever was signed in on that browser before', async () => {
    const email = await newUser();
    const other = await server.as(DEMO_USERS.shipper);
    await forgot(email);
    const done = await reset(tokenIn(await nextMail(email)), 'fresh-pass-123', other);
    expect(done.statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    // The shipper's account is someone else's: it keeps signing in.
    expect((await me(await server.as(DEMO_USERS.shipper))).statusCode).toBe(200);
  });
});

describe('the link’s origin', () => {
  it('is the configured public URL when there is one, and the proxy’s host when it is trusted', async () => {
    const config = loadConfig({});
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-outbox-'));
    const configured = await createTestServer({ mail: { ...config.mail, outboxDir: dir }, publicUrl: 'https://cargo.utair.example' });
    const proxied = await createTestServer({ mail: { ...config.mail, outboxDir: dir }, trustProxy: true });
    try {
      const headers = { host: 'internal:3000', 'x-forwarded-host': 'public.example', 'x-forwarded-proto': 'https' };
      await configured.request({ method: 'POST', url: '/api/secure/forgot-password', payload: { email: DEMO_USERS.agent }, headers });
      await proxied.request({ method: 'POST', url: '/api/secure/forgot-password', payload: { email: DEMO_USERS.shipper }, headers });
      const origins = async () => Object.fromEntries((await readOutbox(dir)).map((mail) => [mail.to, linkIn(mail).origin]));
      await expect.poll(origins).toEqual({ [DEMO_USERS.agent]: 'https://cargo.utair.example', [DEMO_USERS.shipper]: 'https://public.example' });
    } finally {
      await configured.close();
      await proxied.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
