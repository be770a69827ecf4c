import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type TestServer } from '../../test/harness';
import { deleteUserSessions, hashToken } from '../../access/sessions';

// Blocked accounts (the accounts handbook's active flag) and ending a user's sessions.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const me = (headers: Record<string, string>) => server.request({ method: 'GET', url: '/api/user', headers });
const setActive = async (email: string, active: boolean) => {
  await server.db.update(users).set({ active }).where(eq(users.email, email));
  server.wroteBehindApi();
};
const endSessions = async (userId: number, exceptSessionId?: string) => {
  await deleteUserSessions(server.db, userId, exceptSessionId);
  server.wroteBehindApi();
};

describe('a blocked account', () => {
  it('cannot sign in, and says so only to whoever knows the password', async () => {
    await setActive(DEMO_USERS.shipper, false);
    const right = await server.request({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERS.shipper, password: 'demo12345' }, headers: { 'accept-language': 'ru' } });
    expect(right.statusCode).toBe(401);
    expect(right.json()).toMatchObject({ message: 'Учётная запись заблокирована. Обратитесь к администратору' });
    const wrong = await server.request({ method: 'POST', url: '/api/login', payload: { username: DEMO_USERS.shipper, password: 'not-the-one' }, headers: { 'accept-language': 'ru' } });
    expect(wrong.json()).toMatchObject({ message: 'Неверный логин или пароль' });
    await setActive(DEMO_USERS.shipper, true);
    expect((await me(await server.as(DEMO_USERS.shipper))).statusCode).toBe(200);
  });

  it('is refused on every request while blocked, whatever set the flag', async () => {
    const headers = await server.as(DEMO_USERS.preshipper);
    await setActive(DEMO_USERS.preshipper, false);
    expect((await me(headers)).statusCode).toBe(401);
    await setActive(DEMO_USERS.preshipper, true);
    expect((await me(headers)).statusCode).toBe(200);
  });
});

describe('ending a user’s sessions', () => {
  it('ends all of them, or all but the one named', async () => {
    const first = await server.as(DEMO_USERS.agent);
    const second = await server.as(DEMO_USERS.agent);
    const [agent] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.agent));
    const kept = hashToken(first.authorization!.slice('Bearer '.length));
    await endSessions(agent!.id, kept);
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(401);
    await endSessions(agent!.id);
    expect((await me(first)).statusCode).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, agent!.id))).toEqual([]);
  });
});
