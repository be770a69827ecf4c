import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// Failed sign-ins are counted in the database per account and per address. Limits are small here
// so a handful of requests reaches them; each test uses its own addresses and accounts, so the
// two counters are proved separately.

const LIMITS = { windowMinutes: 15, maxPerAccount: 3, maxPerAddress: 5 };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ loginThrottle: LIMITS });
});
afterAll(async () => server.close());

const attempt = (username: string, password: string, address: string, language = 'en') =>
  server.request({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    remoteAddress: address,
    headers: { 'accept-language': language },
  });

const counters = async (...keys: string[]) =>
  Object.fromEntries(
    (await server.db.select().from(loginAttempts).where(inArray(loginAttempts.key, keys))).map((row) => [row.key, row.failures]),
  );

describe('per account', () => {
  it('counts failures from any address and locks the account, right password included, with Retry-After', async () => {
    for (let i = 1; i <= LIMITS.maxPerAccount; i += 1) {
      const response = await attempt(DEMO_USERS.agent, 'wrong-password', `10.1.0.${i}`);
      expect(response.statusCode).toBe(401);
    }
    expect(await counters('account:agent@demo.test')).toEqual({ 'account:agent@demo.test': LIMITS.maxPerAccount });

    const locked = await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMinutes * 60);
    // The message names the same wait, in whole minutes.
    expect(locked.json()).toEqual({ code: 429, message: `Too many sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} min.` });
    // The login is compared without case, so the lock cannot be stepped round by spelling.
    expect((await attempt(' AGENT@demo.test', DEMO_PASSWORD, '10.1.0.98')).statusCode).toBe(429);

    const ru = await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.97', 'ru');
    expect(ru.json<{ message: string }>().message).toMatch(/^Слишком много попыток входа\. Повторите через \d+ мин\.$/);
  });

  it('does not lock another account', async () => {
    expect((await attempt(DEMO_USERS.shipper, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('lets the account in again once its window has passed', async () => {
    await server.db
      .update(loginAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, 'account:agent@demo.test'));
    expect((await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.50')).statusCode).toBe(200);
  });

  it('starts counting afresh after a success, while the address keeps its own count', async () => {
    const account = 'account:shipper@demo.test';
    const address = 'address:10.2.0.1';
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.1');
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.1');
    expect(await counters(account, address)).toEqual({ [account]: 2, [address]: 2 });

    expect((await attempt(DEMO_USERS.shipper, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    expect(await counters(account, address)).toEqual({ [address]: 2 });

    // Two more failures would have locked the account had the success not cleared it.
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.2');
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.2');
    expect((await attempt(DEMO_USERS.shipper, DEMO_PASSWORD, '10.2.0.3')).statusCode).toBe(200);
  });
});

describe('per address', () => {
  it('locks an address trying many accounts, whatever the account, and only that address', async () => {
    const address = '10.3.0.1';
    // A different unknown account each time: no account reaches its own limit.
    for (let i = 1; i <= LIMITS.maxPerAddress; i += 1) {
      expect((await attempt(`guess-${i}@demo.test`, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect(await counters(`address:${address}`)).toEqual({ [`address:${address}`]: LIMITS.maxPerAddress });

    const locked = await attempt(DEMO_USERS.airline, DEMO_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // The accounts it tried are not locked for everybody else.
    expect((await attempt('guess-1@demo.test', 'wrong-password', '10.3.0.2')).statusCode).toBe(401);
    expect((await attempt(DEMO_USERS.airline, DEMO_PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('does not count bad input as a failed sign-in', async () => {
    const address = '10.4.0.1';
    for (let i = 0; i < LIMITS.maxPerAddress + 1; i += 1) {
      expect((await server.request({ method: 'POST', url: '/api/login', payload: { username: '' }, remoteAddress: address })).statusCode).toBe(400);
    }
    expect(await counters(`address:${address}`)).toEqual({});
  });
});

describe('a burst of parallel attempts', () => {
  it('lets no more than the limit through, however many arrive at once', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) => attempt(DEMO_USERS.preshipper, 'wrong-password', `10.5.0.${i + 1}`)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.maxPerAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMITS.maxPerAccount);
  });
});
