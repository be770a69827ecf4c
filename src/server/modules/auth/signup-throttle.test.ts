import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';

// Sign-ups are counted per client address in a window: over the limit, 429 with Retry-After. The
// limit is small here; each test signs up from its own address.

const LIMITS = { windowMinutes: 60, maxPerAddress: 3 };

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ signupThrottle: LIMITS });
});
afterAll(async () => server.close());

let signups = 0;
const signup = (address: string, changes: object = {}, language = 'en') => {
  signups += 1;
  return server.request({
    method: 'POST',
    url: '/api/secure/registration',
    payload: { name: 'Throttle Test', email: `throttle-${signups}@example.test`, password: 'cargo-2025', confirmPassword: 'cargo-2025', timeZone: 'Europe/Moscow', ...changes },
    remoteAddress: address,
    headers: { 'accept-language': language },
  });
};

describe('sign-ups per address', () => {
  it('answers 429 with Retry-After past the limit, to that address only', async () => {
    for (let i = 0; i < LIMITS.maxPerAddress; i += 1) expect((await signup('10.20.0.1')).statusCode).toBe(200);
    const refused = await signup('10.20.0.1');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(LIMITS.windowMinutes * 60 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMinutes * 60);
    expect(refused.json()).toEqual({ code: 429, message: `Too many sign-ups from this address. Try again in ${Math.ceil(retryAfter / 60)} min.` });
    const ru = await signup('10.20.0.1', {}, 'ru');
    expect(ru.json<{ message: string }>().message).toMatch(/^Слишком много регистраций с этого адреса\. Повторите через \d+ мин\.$/);
    expect((await signup('10.20.0.2')).statusCode).toBe(200);
  });

  it('counts sign-ups refused for a taken e-mail, so they cannot probe for accounts endlessly', async () => {
    for (let i = 0; i < LIMITS.maxPerAddress; i += 1) expect((await signup('10.20.1.1', { email: DEMO_USERS.agent })).statusCode).toBe(400);
    expect((await signup('10.20.1.1', { email: DEMO_USERS.agent })).statusCode).toBe(429);
  });

  it('does not count a form refused for its input or its password: the person may correct it', async () => {
    for (let i = 0; i < LIMITS.maxPerAddress + 1; i += 1) {
      expect((await signup('10.20.2.1', { timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
      expect((await signup('10.20.2.1', { password: '12345678', confirmPassword: '12345678' })).statusCode).toBe(400);
    }
    expect((await signup('10.20.2.1')).statusCode).toBe(200);
  });

  it('lets no more than the limit through, however many arrive at once', async () => {
    const before = await server.db.select({ n: sql<number>`count(*)::int` }).from(users).where(like(users.email, 'burst-%'));
    const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => signup('10.20.3.1', { email: `burst-${i}@example.test` })));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LIMITS.maxPerAddress);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - LIMITS.maxPerAddress);
    const [after] = await server.db.select({ n: sql<number>`count(*)::int` }).from(users).where(like(users.email, 'burst-%'));
    expect(after!.n - before[0]!.n).toBe(LIMITS.maxPerAddress);
  });
});
