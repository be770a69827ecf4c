import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { accessGroupAbilities, accessGroups, contractors, roles, sessions, users } from '../../db/schema';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { accountsBinding } from './accounts';

// Accounts: the generic suite, then what is the accounts' own — passwords (write-only, confirmed,
// kept when left empty, ending other sessions when changed), unique emails, roles and contractors,
// blocking, nobody changing their own rights, and a client administrator confined to their company.

const BASE = '/api/handbooks/accounts';
const ADMIN = 'airline@demo.test';
/** A Сибирь Логистик employee in the seeded "Администратор агента" group (financialDigest.user.*). */
const CLIENT_ADMIN = 'n.orlova@sibir-logistic.test';
/** A sales manager: may view accounts, not edit them. */
const VIEWER = 'e.smirnova@utair-cargo.test';

let server: TestServer;
const ids = { ak: 0, agentRole: 0, sales: 0, airlineGroup: 0, agentGroup: 0, agentAdmin: 0, sibir: 0, aerotrans: 0, admin: 0 };
let serial = 0;
const freshEmail = (who = 'l.karpova') => `${who}.${Date.now() % 100000}${(serial += 1)}@utair-cargo.test`;

beforeAll(async () => {
  server = await createTestServer();
  const roleRows = await server.db.select().from(roles);
  ids.ak = roleRows.find((r) => r.code === 'AK')!.id;
  ids.agentRole = roleRows.find((r) => r.code === 'AGENT')!.id;
  const groups = new Map((await server.db.select().from(accessGroups)).map((g) => [g.name, g.id]));
  ids.sales = groups.get('Менеджер по продажам грузовых перевозок')!;
  ids.airlineGroup = groups.get('Администратор авиакомпании')!;
  ids.agentGroup = groups.get('Агент')!;
  ids.agentAdmin = groups.get('Администратор агента')!;
  const companies = new Map((await server.db.select().from(contractors)).map((c) => [c.name, c.id]));
  ids.sibir = companies.get('Сибирь Логистик')!;
  ids.aerotrans = companies.get('АэроТранс Карго')!;
  ids.admin = (await server.db.select().from(users).where(eq(users.email, ADMIN)))[0]!.id;
});
afterAll(async () => server.close());

/** A new airline employee, as the add form sends it. */
const staffBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lidia Karpova',
  email: freshEmail(),
  timeZone: 'Asia/Yekaterinburg',
  roleId: ids.ak,
  contractorId: null,
  accessGroupId: ids.sales,
  active: true,
  password: 'cargo-pass-1',
  confirmPassword: 'cargo-pass-1',
  ...overrides,
});

describeResource({
  binding: accountsBinding,
  editor: ADMIN,
  outsider: 'agent@demo.test',
  viewer: VIEWER,
  seeded: 30,
  valid: () => staffBody(),
  change: (row) => ({
    name: 'Lidia Orlova',
    email: row.email,
    timeZone: 'Europe/Moscow',
    roleId: ids.agentRole,
    contractorId: ids.sibir,
    accessGroupId: ids.agentGroup,
    active: false,
    password: '',
    confirmPassword: '',
  }),
  filter: { query: 'filter[active]=false', holds: (row) => row.active === false },
  badValues: [
    ['email', 'not-an-email'],
    ['timeZone', 'Mars/Olympus_Mons'],
    ['roleId', 999_999],
    ['accessGroupId', 'admins'],
    ['contractorId', 999_999],
    ['confirmPassword', 'another-pass'],
    ['password', 'short'],
    ['name', ''],
    ['active', 'perhaps'],
  ],
  foreign: (airlineId, values) => ({ ...values, email: freshEmail('foreign'), airlineId, clientRole: 'AIR_COMPANY', passwordHash: 'scrypt$1$1$1$AA$AA' }),
});

/** Acts as a seeded login (demo password) or as an account a test made (its own password). */
const call = async (who: string | { email: string; password: string }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'en') => {
  const headers = typeof who === 'string' ? await server.as(who) : await server.as(who.email, who.password);
  return server.request({ method, url, payload, headers: { ...headers, 'accept-language': language } });
};
const signIn = (username: string, password: string) => server.request({ method: 'POST', url: '/api/login', payload: { username, password } });
const tokenOf = (response: { json(): unknown }) => ({ authorization: `Bearer ${(response.json() as { token: string }).token}` });
const whoAmI = (headers: Record<string, string>) => server.request({ method: 'GET', url: '/api/user', headers });

describe('accounts: passwords and emails', () => {
  it('never returns a password or its hash', async () => {
    const created = await call(ADMIN, 'POST', BASE, staffBody());
    expect(created.statusCode).toBe(200);
    const list = await call(ADMIN, 'GET', `${BASE}?size=100`);
    for (const body of [created.body, list.body]) {
      expect(body).not.toContain('scrypt$');
      expect(body).not.toMatch(/password/i);
    }
  });

  it("answers a taken email (in any case) with 409 on the email field, and a bad one with the spec's text", async () => {
    const taken = await call(ADMIN, 'POST', BASE, staffBody({ email: 'AGENT@demo.test' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fields: { email: 'An account with this email already exists' } });
    const bad = await call(ADMIN, 'POST', BASE, staffBody({ email: 'ivanov@' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fields: { email: 'Enter correct email' } });
  });

  it('asks for a password and its confirmation on creation, matching and long enough', async () => {
    const none = await call(ADMIN, 'POST', BASE, staffBody({ password: '', confirmPassword: '' }));
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ fields: { password: 'Fill this field', confirmPassword: 'Fill this field' } });
    const mismatch = await call(ADMIN, 'POST', BASE, staffBody({ confirmPassword: 'cargo-pass-2' }), 'ru');
    expect(mismatch.json()).toMatchObject({ fields: { confirmPassword: 'Пароли не совпадают' } });
    const short = await call(ADMIN, 'POST', BASE, staffBody({ password: 'abc123', confirmPassword: 'abc123' }));
    expect(short.json()).toMatchObject({ fields: { password: 'At least 8 characters' } });
  });

  it('keeps the password when left empty, and a new one ends the account’s other sessions', async () => {
    const body = staffBody();
    const created = (await call(ADMIN, 'POST', BASE, body)).json() as ResourceRow;
    const first = tokenOf(await signIn(body.email, 'cargo-pass-1'));
    const second = tokenOf(await signIn(body.email, 'cargo-pass-1'));

    const renamed = await call(ADMIN, 'PUT', `${BASE}/id-${created.id}`, { ...body, name: 'Lidia Karpova-Sidorova', password: '', confirmPassword: '' });
    expect(renamed.statusCode).toBe(200);
    expect((await whoAmI(first)).statusCode).toBe(200);
    expect((await signIn(body.email, 'cargo-pass-1')).statusCode).toBe(200);

    const changed = await call(ADMIN, 'PUT', `${BASE}/id-${created.id}`, { ...body, password: 'cargo-pass-9', confirmPassword: 'cargo-pass-9' });
    expect(changed.statusCode).toBe(200);
    expect((await whoAmI(first)).statusCode).toBe(401);
    expect((await whoAmI(second)).statusCode).toBe(401);
    expect((await signIn(body.email, 'cargo-pass-1')).statusCode).toBe(401);
    expect((await signIn(body.email, 'cargo-pass-9')).statusCode).toBe(200);
  });

  it('keeps the session a user changes their own password from, and ends their others', async () => {
    const body = staffBody({ accessGroupId: ids.airlineGroup });
    const created = (await call(ADMIN, 'POST', BASE, body)).json() as ResourceRow;
    const here = tokenOf(await signIn(body.email, 'cargo-pass-1'));
    const elsewhere = tokenOf(await signIn(body.email, 'cargo-pass-1'));
    const own = await server.request({ method: 'PUT', url: `${BASE}/id-${created.id}`, payload: { ...body, password: 'cargo-pass-7', confirmPassword: 'cargo-pass-7' }, headers: here });
    expect(own.statusCode).toBe(200);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(401);
  });
});

describe('accounts: roles, contractors and groups', () => {
  it("derives what an agent's employee is from the contractor's contract", async () => {
    const created = await call(ADMIN, 'POST', BASE, staffBody({ roleId: ids.agentRole, contractorId: ids.aerotrans, accessGroupId: ids.agentGroup }));
    expect(created.statusCode).toBe(200);
    const row = created.json() as ResourceRow;
    const [stored] = await server.db.select().from(users).where(eq(users.id, row.id));
    expect(stored).toMatchObject({ clientRole: 'EXPEDITOR', contractorId: ids.aerotrans, airlineId: null });
    const staff = (await call(ADMIN, 'POST', BASE, staffBody())).json() as ResourceRow;
    const [employee] = await server.db.select().from(users).where(eq(users.id, staff.id));
    expect(employee).toMatchObject({ clientRole: 'AIR_COMPANY', contractorId: null });
    expect(employee!.airlineId).not.toBeNull();
  });

  it("needs a contractor for an agent's employee and none for an airline employee", async () => {
    const agent = await call(ADMIN, 'POST', BASE, staffBody({ roleId: ids.agentRole, contractorId: null, accessGroupId: ids.agentGroup }));
    expect(agent.statusCode).toBe(400);
    expect(agent.json()).toMatchObject({ fields: { contractorId: 'Fill this field' } });
    const staff = await call(ADMIN, 'POST', BASE, staffBody({ contractorId: ids.sibir }));
    expect(staff.statusCode).toBe(400);
    expect((staff.json() as { fields: Record<string, string> }).fields.contractorId).toMatch(/no contractor/);
  });

  it('refuses changing one’s own role, group or access, and deleting oneself; one’s name may change', async () => {
    const me = (await call(ADMIN, 'GET', `${BASE}/id-${ids.admin}`)).json() as ResourceRow;
    const body = { name: me.name, email: me.email, timeZone: me.timeZone, roleId: me.roleId, contractorId: me.contractorId, accessGroupId: me.accessGroupId, active: me.active, password: '', confirmPassword: '' };
    for (const change of [{ accessGroupId: ids.sales }, { roleId: ids.agentRole, contractorId: ids.sibir }, { active: false }]) {
      const response = await call(ADMIN, 'PUT', `${BASE}/id-${ids.admin}`, { ...body, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const key = Object.keys(change)[0]!;
      expect((response.json() as { fields: Record<string, string> }).fields[key]).toMatch(/your own/);
    }
    expect((await call(ADMIN, 'PUT', `${BASE}/id-${ids.admin}`, { ...body, timeZone: 'Asia/Yekaterinburg' })).statusCode).toBe(200);
    const removed = await call(ADMIN, 'DELETE', `${BASE}/id-${ids.admin}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ message: 'You cannot delete your own account' });
  });

  it('lets someone who may not edit groups give only groups within their own rights', async () => {
    const [admin] = await server.db.select().from(users).where(eq(users.id, ids.admin));
    const [hr] = await server.db.insert(accessGroups).values({ name: 'HR desk', airlineId: admin!.airlineId }).returning();
    await server.db.insert(accessGroupAbilities).values(
      ['financialDigest.user.view', 'financialDigest.user.edit'].map((ability) => ({ groupId: hr!.id, ability, conditions: [{ type: 'Company' as const, company: 'ut' }] })),
    );
    const clerk = staffBody({ accessGroupId: hr!.id });
    expect((await call(ADMIN, 'POST', BASE, clerk)).statusCode).toBe(200);
    const asClerk = { email: clerk.email, password: clerk.password };
    const beyond = await call(asClerk, 'POST', BASE, staffBody({ accessGroupId: ids.airlineGroup }), 'en');
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ fields: { accessGroupId: 'This group grants rights you do not hold yourself' } });
    expect((await call(asClerk, 'POST', BASE, staffBody({ accessGroupId: hr!.id }))).statusCode).toBe(200);
  });
});

describe('accounts: blocking', () => {
  it('ends a blocked account’s sessions, refuses its sign-in with a message, and lets it in again when unblocked', async () => {
    const body = staffBody();
    const created = (await call(ADMIN, 'POST', BASE, body)).json() as ResourceRow;
    const session = tokenOf(await signIn(body.email, 'cargo-pass-1'));
    expect((await whoAmI(session)).statusCode).toBe(200);

    expect((await call(ADMIN, 'PUT', `${BASE}/id-${created.id}`, { ...body, active: false, password: '', confirmPassword: '' })).statusCode).toBe(200);
    expect((await whoAmI(session)).statusCode).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, created.id))).toEqual([]);
    const refused = await server.request({ method: 'POST', url: '/api/login', payload: { username: body.email, password: 'cargo-pass-1' }, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ message: 'The account is blocked. Ask your administrator to unblock it' });
    // A wrong password says nothing about the account being blocked.
    const guessed = await server.request({ method: 'POST', url: '/api/login', payload: { username: body.email, password: 'wrong-pass-1' }, headers: { 'accept-language': 'en' } });
    expect(guessed.json()).toMatchObject({ message: 'Wrong login or password' });

    expect((await call(ADMIN, 'PUT', `${BASE}/id-${created.id}`, { ...body, active: true, password: '', confirmPassword: '' })).statusCode).toBe(200);
    expect((await signIn(body.email, 'cargo-pass-1')).statusCode).toBe(200);
  });

  it('stops a blocked account’s session at once even if its row is changed behind the handbook', async () => {
    const body = staffBody();
    const created = (await call(ADMIN, 'POST', BASE, body)).json() as ResourceRow;
    const session = tokenOf(await signIn(body.email, 'cargo-pass-1'));
    await server.db.update(users).set({ active: false }).where(eq(users.id, created.id));
    server.wroteBehindApi();
    expect((await whoAmI(session)).statusCode).toBe(401);
  });
});

describe('accounts: scope', () => {
  it("shows airline staff their airline's accounts and their clients', nobody else's", async () => {
    const page = (await call(ADMIN, 'GET', `${BASE}?size=100`)).json() as ResourcePage;
    const emails = page.items.map((row) => row.email);
    expect(emails).toEqual(expect.arrayContaining([ADMIN, 'agent@demo.test', 'shipper@demo.test', 'v.stepanov@aerotrans.test', VIEWER]));
    expect(emails).not.toContain('newclient@demo.test');
    expect(emails).not.toContain('preshipper@demo.test');
  });

  it("confines a client's administrator to their own company", async () => {
    const page = (await call(CLIENT_ADMIN, 'GET', `${BASE}?size=100`)).json() as ResourcePage;
    expect(page.total).toBeGreaterThan(1);
    expect(page.items.every((row) => row.contractorId === ids.sibir)).toBe(true);
    expect((await call(CLIENT_ADMIN, 'GET', `${BASE}/id-${ids.admin}`)).statusCode).toBe(404);
    const colleague = { ...staffBody({ roleId: ids.agentRole, accessGroupId: ids.agentGroup }), email: freshEmail('colleague') };
    expect((await call(CLIENT_ADMIN, 'PUT', `${BASE}/id-${ids.admin}`, colleague)).statusCode).toBe(404);
    expect((await call(CLIENT_ADMIN, 'DELETE', `${BASE}/id-${ids.admin}`)).statusCode).toBe(404);

    const created = await call(CLIENT_ADMIN, 'POST', BASE, colleague);
    expect(created.statusCode, created.body).toBe(200);
    const [stored] = await server.db.select().from(users).where(eq(users.id, (created.json() as ResourceRow).id));
    expect(stored).toMatchObject({ contractorId: ids.sibir, clientRole: 'EXPEDITOR', airlineId: null });

    const elsewhere = await call(CLIENT_ADMIN, 'POST', BASE, { ...colleague, email: freshEmail('colleague'), contractorId: ids.aerotrans });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toHaveProperty('fields.contractorId');
    const staff = await call(CLIENT_ADMIN, 'POST', BASE, { ...colleague, email: freshEmail('colleague'), roleId: ids.ak });
    expect(staff.statusCode).toBe(400);
    expect(staff.json()).toHaveProperty('fields.roleId');
    const admins = await call(CLIENT_ADMIN, 'POST', BASE, { ...colleague, email: freshEmail('colleague'), accessGroupId: ids.airlineGroup });
    expect(admins.statusCode).toBe(400);
    expect(admins.json()).toHaveProperty('fields.accessGroupId');
  });

  it("offers a client's administrator only the groups within their rights", async () => {
    const offered = (await call(CLIENT_ADMIN, 'GET', '/api/autocomplete/accessGroup?limit=100')).json() as { value: number }[];
    const values = offered.map((o) => o.value);
    expect(values).toEqual(expect.arrayContaining([ids.agentGroup, ids.agentAdmin]));
    expect(values).not.toContain(ids.airlineGroup);
    expect(values).not.toContain(ids.sales);
    const staffOffered = ((await call(ADMIN, 'GET', '/api/autocomplete/accessGroup?limit=100')).json() as { value: number }[]).map((o) => o.value);
    expect(staffOffered).toEqual(expect.arrayContaining([ids.agentGroup, ids.airlineGroup, ids.sales]));
  });

  it('labels roles by their codes and searches them by code or name', async () => {
    const roleOptions = (await call(ADMIN, 'GET', '/api/autocomplete/role?q=agent')).json() as { label: string; description: string }[];
    expect(roleOptions).toEqual([{ value: ids.agentRole, label: 'AGENT', description: "Client's employee" }]);
    const page = (await call(ADMIN, 'GET', `${BASE}?size=100&filter[roleId]=${ids.ak}`)).json() as ResourcePage;
    expect(page.items.every((row) => row.labels?.roleId === 'AK')).toBe(true);
    const staffIds = page.items.map((row) => row.id);
    const stored = await server.db.select({ airlineId: users.airlineId }).from(users).where(inArray(users.id, staffIds));
    expect(stored.every((row) => row.airlineId !== null)).toBe(true);
  });
});
