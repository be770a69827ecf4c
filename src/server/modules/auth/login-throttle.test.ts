import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { loginAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-facts';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { throttleKeys } from './login-throttle';

// Failed sign-ins are counted in the database per account and address, per address, and per
// account. Limits are small here so a handful of requests reaches them; each test uses its own
// addresses, so the counters are proved separately. The slowdown's waits are recorded, not waited.

const waits: number[] = [];
const LIMITS = {
  ...loadConfig({}).loginThrottle,
  windowMinutes: 15,
  maxPerAccountAddress: 3,
  maxPerAddress: 8,
  slowAfterPerAccount: 4,
  slowStepMs: 250,
  slowMaxMs: 1_000,
  pause: async (ms: number) => {
    waits.push(ms);
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ loginThrottle: LIMITS });
});
afterAll(async () => server.close());
beforeEach(() => {
  waits.length = 0;
});

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

describe('per account and address', () => {
  it('refuses the address that failed, with Retry-After, while the owner signs in from another', async () => {
    const pair = throttleKeys(DEMO_USERS.agent, '10.1.0.1').accountAddress;
    for (let i = 1; i <= LIMITS.maxPerAccountAddress; i += 1) {
      expect((await attempt(DEMO_USERS.agent, 'wrong-password', '10.1.0.1')).statusCode).toBe(401);
    }
    expect(await counters(pair)).toEqual({ [pair]: LIMITS.maxPerAccountAddress });

    // The stranger's address is held, right password included.
    const locked = await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMinutes * 60);
    // The message names the same wait, in whole minutes.
    expect(locked.json()).toEqual({ code: 429, message: `Too many sign-in attempts. Try again in ${Math.ceil(retryAfter / 60)} min.` });
    // The login is compared without case, so the hold cannot be stepped round by spelling.
    expect((await attempt(' AGENT@demo.test', DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    const ru = await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.1', 'ru');
    expect(ru.json<{ message: string }>().message).toMatch(/^Слишком много попыток входа\. Повторите через \d+ мин\.$/);

    // Knowing the e-mail no longer locks its owner out: the right password elsewhere signs in.
    expect((await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
    // And the address that failed may still try its own account.
    expect((await attempt(DEMO_USERS.shipper, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('lets the address in again once its window has passed', async () => {
    await server.db
      .update(loginAttempts)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(loginAttempts.key, throttleKeys(DEMO_USERS.agent, '10.1.0.1').accountAddress));
    expect((await attempt(DEMO_USERS.agent, DEMO_PASSWORD, '10.1.0.1')).statusCode).toBe(200);
  });

  it('starts counting afresh after a success, while the address keeps its own count', async () => {
    const { accountAddress: pair, address } = throttleKeys(DEMO_USERS.shipper, '10.2.0.1');
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.1');
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.1');
    expect(await counters(pair, address)).toEqual({ [pair]: 2, [address]: 2 });

    expect((await attempt(DEMO_USERS.shipper, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    expect(await counters(pair, address)).toEqual({ [address]: 2 });

    // Two more failures would have held the address had the success not cleared the pair.
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.1');
    await attempt(DEMO_USERS.shipper, 'wrong-password', '10.2.0.1');
    expect((await attempt(DEMO_USERS.shipper, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
  });
});

describe('per address', () => {
  it('locks an address trying many accounts, whatever the account, and only that address', async () => {
    const address = '10.3.0.1';
    // A different unknown account each time: no pair reaches its own limit.
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

describe('per account, from many addresses', () => {
  it('slows the account’s sign-ins past the threshold, by a growing capped wait, and never locks it', async () => {
    const account = DEMO_USERS.newclient;
    const failures = LIMITS.slowAfterPerAccount + 6;
    // One failure from each of many addresses: no pair and no address reaches its limit.
    for (let i = 1; i <= failures; i += 1) expect((await attempt(account, 'wrong-password', `10.6.0.${i}`)).statusCode).toBe(401);
    expect(await counters(`account:${account}`)).toEqual({ [`account:${account}`]: failures });
    // Nothing below the threshold; then a quarter second more each time, up to the cap.
    expect(waits).toEqual([250, 500, 750, 1000, 1000, 1000]);

    // The owner still signs in, after the same capped wait.
    waits.length = 0;
    expect((await attempt(account, DEMO_PASSWORD, '10.6.1.1')).statusCode).toBe(200);
    expect(waits).toEqual([1000]);
    // Their success takes back only its own attempt: the attack's failures keep slowing the account.
    expect(await counters(`account:${account}`)).toEqual({ [`account:${account}`]: failures });
  });

  it('does not slow another account', async () => {
    expect((await attempt(DEMO_USERS.airline, DEMO_PASSWORD, '10.6.2.1')).statusCode).toBe(200);
    expect(waits).toEqual([]);
  });
});

describe('a burst of parallel attempts', () => {
  it('lets no more than the limit through from one address, however many arrive at once', async () => {
    const burst = await Promise.all(Array.from({ length: 10 }, () => attempt(DEMO_USERS.preshipper, 'wrong-password', '10.5.0.1')));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMITS.maxPerAccountAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMITS.maxPerAccountAddress);
  });
});
