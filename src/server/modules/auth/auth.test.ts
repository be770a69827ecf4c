import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiErrorBodySchema } from '@shared/api/errors';
import { TokenResponseSchema } from '@shared/auth/schemas';
import { CurrentUserResponseSchema } from '@shared/profile/schemas';
import { accessGroups, sessions, users } from '../../db/schema';
import { DEMO_GROUPS } from '@shared/accounts/demo-groups';
import { DEMO_PASSWORD } from '../../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, sessionCookieOf, type TestServer } from '../../test/harness';
import { hashToken } from '../../access/sessions';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  server.request({ method: 'POST', url: '/api/login', payload: payload as object, headers });
const register = (payload: object, headers: Record<string, string> = {}) =>
  server.request({ method: 'POST', url: '/api/secure/registration', payload, headers });
const currentUser = (headers: Record<string, string>) => server.request({ method: 'GET', url: '/api/user', headers });

const signup = (email: string) => ({
  name: 'Anna Petrova',
  email,
  password: 'cargo-2025',
  confirmPassword: 'cargo-2025',
  timeZone: 'Asia/Novosibirsk',
});

describe('POST /api/login', () => {
  it('signs a demo user in with an httpOnly SameSite=Lax session cookie and a token', async () => {
    const response = await login({ username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token } = v.parse(TokenResponseSchema, response.json());
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBeGreaterThan(0);
  });

  it('takes the login in any case and with spaces around it', async () => {
    const response = await login({ username: '  Agent@Demo.TEST ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('lets the cookie alone and the Bearer token alone act as the user', async () => {
    const response = await login({ username: DEMO_USERS.shipper, password: DEMO_PASSWORD });
    const byCookie = await currentUser({ cookie: sessionCookieOf(response) ?? '' });
    const byBearer = await currentUser({ authorization: `Bearer ${response.json<{ token: string }>().token}` });
    for (const answer of [byCookie, byBearer]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json<{ userIdentifier: string }>().userIdentifier).toBe(DEMO_USERS.shipper);
    }
  });

  it('ends the session of whoever was signed in before on this browser', async () => {
    const first = await login({ username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    const firstCookie = { cookie: sessionCookieOf(first) ?? '' };
    const second = await login({ username: DEMO_USERS.shipper, password: DEMO_PASSWORD }, firstCookie);
    expect(second.statusCode).toBe(200);
    expect((await currentUser(firstCookie)).statusCode).toBe(401);
    expect((await currentUser({ cookie: sessionCookieOf(second) ?? '' })).json<{ userIdentifier: string }>().userIdentifier).toBe(DEMO_USERS.shipper);
  });

  it('keeps only a hash of the token', async () => {
    const response = await login({ username: DEMO_USERS.airline, password: DEMO_PASSWORD });
    const { token } = response.json<{ token: string }>();
    const [row] = await server.db.select().from(sessions).where(eq(sessions.id, hashToken(token)));
    expect(row).toBeDefined();
    const [plain] = await server.db.select().from(sessions).where(eq(sessions.id, token));
    expect(plain).toBeUndefined();
  });

  it.each([
    ['a wrong password', { username: DEMO_USERS.agent, password: 'demo12346' }],
    ['an unknown account', { username: 'nobody@demo.test', password: DEMO_PASSWORD }],
  ])('refuses %s with 401 and the same message, setting no cookie', async (_, payload) => {
    const en = await login(payload, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(401);
    expect(en.json()).toEqual({ code: 401, message: 'Wrong login or password' });
    expect(sessionCookieOf(en)).toBeNull();
    const ru = await login(payload);
    expect(ru.json()).toEqual({ code: 401, message: 'Неверный логин или пароль' });
  });

  // Bad input answers 400 with a message per field, in the caller's language (ru by default).
  it.each([
    ['missing fields', {}, { username: 'Fill this field', password: 'Fill this field' }],
    ['wrong types', { username: 42, password: ['demo12345'] }, { username: 'Wrong value type', password: 'Wrong value type' }],
    ['null fields', { username: null, password: null }, { username: 'Fill this field', password: 'Fill this field' }],
    ['a blank login', { username: '   ', password: 'x' }, { username: 'Fill this field' }],
    ['an unknown field', { username: DEMO_USERS.agent, password: DEMO_PASSWORD, remember: true }, { remember: 'Unknown field' }],
    ['a 10 000-character login', { username: 'a'.repeat(10_000), password: 'x' }, { username: 'At most 254 characters' }],
    ['a 10 000-character password', { username: DEMO_USERS.agent, password: 'a'.repeat(10_000) }, { password: 'At most 128 characters' }],
    ['a JSON array', [], { username: 'Fill this field', password: 'Fill this field' }],
    ['JSON null', null, { _: 'Wrong value type' }],
    ['a JSON string', 'agent@demo.test', { _: 'Wrong value type' }],
  ])('answers %s with 400 and field messages', async (_, payload, fields) => {
    const response = await server.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: Object.values(fields).join('; '), fields });
  });

  it('speaks Russian unless asked otherwise', async () => {
    const response = await login({ username: '', password: '' });
    expect(response.json()).toEqual({
      code: 400,
      message: 'Заполните это поле; Заполните это поле',
      fields: { username: 'Заполните это поле', password: 'Заполните это поле' },
    });
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the token stops working and the cookie is cleared', async () => {
    const response = await login({ username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    const bearer = { authorization: `Bearer ${response.json<{ token: string }>().token}` };
    const cookie = { cookie: sessionCookieOf(response) ?? '' };
    expect((await currentUser(bearer)).statusCode).toBe(200);

    const logout = await server.request({ method: 'POST', url: '/api/logout', headers: bearer });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({});
    const cleared = logout.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());

    expect((await currentUser(bearer)).statusCode).toBe(401);
    expect((await currentUser(cookie)).statusCode).toBe(401);
  });

  it('ends only the session it is called with', async () => {
    const first = await server.as(DEMO_USERS.shipper);
    const second = await server.as(DEMO_USERS.shipper);
    await server.request({ method: 'POST', url: '/api/logout', headers: first });
    expect((await currentUser(first)).statusCode).toBe(401);
    expect((await currentUser(second)).statusCode).toBe(200);
  });

  it('answers 200 with {} without a session, and ignores a body', async () => {
    expect((await server.request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect((await server.request({ method: 'POST', url: '/api/logout', payload: { anything: 1 } })).statusCode).toBe(200);
  });
});

describe('session expiry', () => {
  it('refuses a session whose expires_at has passed, by token and by cookie', async () => {
    const response = await login({ username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    const { token } = response.json<{ token: string }>();
    await server.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, hashToken(token)));
    expect((await currentUser({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    expect((await currentUser({ cookie: sessionCookieOf(response) ?? '' })).statusCode).toBe(401);
  });

  it('lives as long as the configured lifetime', async () => {
    const response = await login({ username: DEMO_USERS.agent, password: DEMO_PASSWORD });
    const [row] = await server.db
      .select({ hours: sql<number>`extract(epoch from (${sessions.expiresAt} - ${sessions.createdAt})) / 3600` })
      .from(sessions)
      .where(eq(sessions.id, hashToken(response.json<{ token: string }>().token)));
    expect(Math.round(Number(row?.hours))).toBe(server.config.sessionTtlHours);
  });
});

describe('POST /api/secure/registration', () => {
  it('creates an ANON_COMPANY_USER in the newcomer group and signs it in', async () => {
    const response = await register(signup('  New.Client@Example.TEST '));
    expect(response.statusCode).toBe(200);
    const { token } = v.parse(TokenResponseSchema, response.json());
    expect(response.cookies.find((c) => c.name === 'session')).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax' });

    const me = await currentUser({ cookie: sessionCookieOf(response) ?? '' });
    expect(me.statusCode).toBe(200);
    const user = v.parse(CurrentUserResponseSchema, me.json());
    // The email is kept trimmed and in lower case: it is the login.
    expect(user.userIdentifier).toBe('new.client@example.test');
    expect(user.roles).toEqual(['ROLE_USER', 'ROLE_ANON_COMPANY_USER', 'ROLE_AGENT']);
    expect(user.profile).toMatchObject({ name: 'Anna Petrova', timeZone: 'Asia/Novosibirsk', contractor: null });
    const [newcomer] = await server.db.select().from(accessGroups).where(eq(accessGroups.code, 'newcomer'));
    expect(user.profile.group).toEqual({ id: newcomer?.id, name: DEMO_GROUPS.newcomer.name });
    expect(user.profile.abilities).toEqual(Object.fromEntries(DEMO_GROUPS.newcomer.abilities.map((a) => [a.ability, a.conditions])));
  });

  it('lets the new user sign in with the password it chose', async () => {
    await register(signup('second@example.test'));
    const response = await login({ username: 'second@example.test', password: 'cargo-2025' });
    expect(response.statusCode).toBe(200);
  });

  it.each(['agent@demo.test', 'AGENT@Demo.Test', ' agent@demo.test '])('refuses the taken email %j', async (email) => {
    const response = await register(signup(email), { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
  });

  it('leaves no user behind when it refuses', async () => {
    const [before] = await server.db.select({ n: sql<number>`count(*)::int` }).from(users);
    await register({ ...signup('refused@example.test'), confirmPassword: 'something-else' });
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it.each([
    ['a password mismatch', { confirmPassword: 'cargo-2026' }, { confirmPassword: 'Passwords do not match' }, { confirmPassword: 'Пароли не совпадают' }],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, { timeZone: 'Choose a time zone from the list' }, { timeZone: 'Выберите часовой пояс из списка' }],
    [
      'a password shorter than 8',
      { password: 'short7!', confirmPassword: 'short7!' },
      { password: 'At least 8 characters' },
      { password: 'Не меньше 8 символов' },
    ],
    ['a malformed email', { email: 'not-an-email' }, { email: 'Enter correct email' }, { email: 'Введите корректный email' }],
    ['a 10 000-character name', { name: 'x'.repeat(10_000) }, { name: 'At most 200 characters' }, { name: 'Не больше 200 символов' }],
    ['a 10 000-character email', { email: `${'x'.repeat(10_000)}@example.test` }, { email: 'At most 254 characters' }, { email: 'Не больше 254 символов' }],
    ['an unknown field', { role: 'AK' }, { role: 'Unknown field' }, { role: 'Неизвестное поле' }],
    ['a wrong type', { timeZone: 3 }, { timeZone: 'Wrong value type' }, { timeZone: 'Неверный тип значения' }],
  ])('refuses %s with its field message in en and ru', async (_, change, en, ru) => {
    const payload = { ...signup(`bad-${Object.keys(change).join('-')}@example.test`), ...change };
    const english = await register(payload, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({ code: 400, message: Object.values(en).join('; '), fields: en });
    const russian = await register(payload, { 'accept-language': 'ru-RU' });
    expect(russian.json()).toEqual({ code: 400, message: Object.values(ru).join('; '), fields: ru });
  });

  it('names every missing field', async () => {
    const response = await register({}, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    const fields = { name: 'Fill this field', email: 'Fill this field', password: 'Fill this field', confirmPassword: 'Fill this field', timeZone: 'Fill this field' };
    expect(response.json()).toEqual({ code: 400, message: Object.values(fields).join('; '), fields });
  });

  it('gives one body shape to every refusal', async () => {
    const response = await register({ email: 1 });
    expect(v.safeParse(ApiErrorBodySchema, response.json()).success).toBe(true);
  });
});

describe('a new password easy to guess', () => {
  const GUESSABLE = { en: 'This password is too common or easy to guess: choose another', ru: 'Этот пароль слишком простой или легко угадывается: выберите другой' };

  it.each([
    ['a common password', '12345678'],
    ['a common password in capitals', 'PASSWORD1'],
    ['eight spaces', '        '],
    ['one character repeated', 'aaaaaaaa'],
    ['the e-mail', 'guess.me@example.test'],
    ['the e-mail in other case with spaces', ' Guess.Me@Example.TEST '],
    ['the e-mail’s local part', 'guess.me'],
    ['the name', 'Anna Petrova'],
    ['the name without its space', 'annapetrova'],
  ])('refuses %s at sign-up, on the password field in en and ru', async (_, password) => {
    const payload = { ...signup('guess.me@example.test'), password, confirmPassword: password };
    const en = await register(payload, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ code: 400, message: GUESSABLE.en, fields: { password: GUESSABLE.en } });
    const ru = await register(payload, { 'accept-language': 'ru' });
    expect(ru.json()).toEqual({ code: 400, message: GUESSABLE.ru, fields: { password: GUESSABLE.ru } });
    const [created] = await server.db.select().from(users).where(eq(users.email, 'guess.me@example.test'));
    expect(created).toBeUndefined();
  });

  it('takes a password that only contains the name or a common word', async () => {
    const payload = { ...signup('not-a-guess@example.test'), password: 'anna-petrova-cargo', confirmPassword: 'anna-petrova-cargo' };
    expect((await register(payload)).statusCode).toBe(200);
  });

  it('leaves the demo logins their seeded password', async () => {
    expect((await login({ username: DEMO_USERS.newclient, password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

describe('the session token in the answer', () => {
  const WEB_PAGE = { origin: 'http://localhost:80' };
  const credentials = { username: DEMO_USERS.shipper, password: DEMO_PASSWORD };

  it('is not given to a web page: its session is the httpOnly cookie alone', async () => {
    const response = await login(credentials, WEB_PAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    const me = await currentUser({ cookie: sessionCookieOf(response) ?? '' });
    expect(me.json<{ userIdentifier: string }>().userIdentifier).toBe(DEMO_USERS.shipper);
  });

  it('is not given to a web page signing up either', async () => {
    const response = await register(signup('web-signup@example.test'), WEB_PAGE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect(sessionCookieOf(response)).not.toBeNull();
  });

  it.each([
    ['the desktop (app://cabinet)', { origin: 'app://cabinet' }],
    ['a caller without an Origin (a script, the desktop’s main process)', {}],
  ])('is given to %s, and is the cookie’s', async (_, headers) => {
    const response = await login(credentials, headers);
    expect(response.statusCode).toBe(200);
    const { token } = v.parse(TokenResponseSchema, response.json());
    expect(token).toBeTruthy();
    expect(sessionCookieOf(response)).toContain(token);
  });
});
