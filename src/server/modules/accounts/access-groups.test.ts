import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Abilities } from '@shared/abilities';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import type { CurrentUserResponse } from '@shared/profile/schemas';
import { accessGroupAbilities, accessGroups, airlines, roles } from '../../db/schema';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { accessGroupsBinding } from './access-groups';

// Access groups: the generic suite, then the group's own — its abilities with their conditions,
// refused when unknown or malformed, taking effect on the members' next request, and groups in use
// or one's own kept from harm.

const BASE = '/api/handbooks/access-groups';
const ADMIN = 'airline@demo.test';
let server: TestServer;
let serial = 0;
const uniqueName = (name: string) => `${name} ${Date.now() % 100000}-${(serial += 1)}`;

beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const ut = { type: 'Company', company: 'ut' } as const;
const sgcToVko = { type: 'Route', company: 'ut', departure: ['SGC'], arrival: ['VKO'] } as const;

const groupBody = (overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('Tariff analyst'),
  description: 'Reads tariffs and the shipments between Surgut and Moscow',
  abilities: { 'tariff.fare.view': [ut], 'shipment.view': [sgcToVko] },
  ...overrides,
});

describeResource({
  binding: accessGroupsBinding,
  editor: ADMIN,
  outsider: 'agent@demo.test',
  seeded: 8,
  valid: () => groupBody(),
  change: (row) => ({
    name: `${String(row.name)} (Moscow)`,
    description: 'Reads tariffs only',
    abilities: { 'tariff.fare.view': [{ type: 'Arrival', company: 'ut', arrival: ['VKO'] }] },
  }),
  badValues: [
    ['abilities', { 'shipment.peek': [ut] }],
    ['abilities', { 'shipment.view': [{ type: 'Route', company: 'ut', departure: [], arrival: [] }] }],
    ['abilities', { 'shipment.view': [] }],
    ['abilities', { 'shipment.view': [{ type: 'Departure', company: 'ut', departure: ['SGCX'] }] }],
    ['abilities', { 'shipment.view': [{ type: 'Planet', company: 'ut' }] }],
    ['abilities', { 'shipment.view': [{ type: 'Company', company: 'ut', note: 'extra' }] }],
    ['abilities', { 'shipment.view': [{ type: 'Boolean', value: 'yes' }] }],
    ['abilities', 'not json at all'],
    ['abilities', ['shipment.view']],
    ['name', ''],
  ],
  foreign: (airlineId, values) => ({ name: values.name, description: values.description, airlineId }),
});

const call = async (email: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, password?: string) =>
  server.request({ method, url, payload, headers: { ...(await server.as(email, password)), 'accept-language': 'en' } });
const fieldOf = (response: { json(): unknown }, field: string) => (response.json() as { fields?: Record<string, string> }).fields?.[field];

describe('access groups: abilities and conditions', () => {
  it('stores the conditions normalised and gives them back', async () => {
    const created = await call(ADMIN, 'POST', BASE, {
      ...groupBody(),
      abilities: { 'shipment.view': [{ type: 'Route', company: 'UT', departure: ['sgc', 'SGC'], arrival: [' vko '] }, ut, ut], 'chat.action.view': [{ type: 'Boolean', value: true }] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const row = created.json() as ResourceRow;
    expect(row.abilities).toEqual({
      'chat.action.view': [{ type: 'Boolean', value: true }],
      'shipment.view': [{ type: 'Route', company: 'ut', departure: ['SGC'], arrival: ['VKO'] }, ut],
    });
    expect(row).toMatchObject({ abilityCount: 2, members: 0 });
  });

  it('says which ability is wrong, in the reader’s language', async () => {
    const unknown = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'shipment.peek': [ut] } }));
    expect(fieldOf(unknown, 'abilities')).toBe('Unknown ability shipment.peek');
    const route = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'shipment.view': [{ type: 'Route', company: 'ut', departure: [], arrival: [] }] } }));
    expect(fieldOf(route, 'abilities')).toBe('shipment.view: a Route condition needs departure or arrival airports');
    const departure = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'flights.view': [{ type: 'Departure', company: 'ut', departure: [] }] } }));
    expect(fieldOf(departure, 'abilities')).toBe('flights.view: a Departure condition needs departure airports');
    const none = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'flights.view': [] } }));
    expect(fieldOf(none, 'abilities')).toBe('flights.view: add at least one condition');
  });

  it('refuses airlines and airports that do not exist', async () => {
    const company = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'shipment.view': [{ type: 'Company', company: 'q9x' }] } }));
    expect(company.statusCode).toBe(400);
    expect(fieldOf(company, 'abilities')).toBe('shipment.view: the airline Q9X is unknown');
    const airport = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'flights.view': [{ type: 'Arrival', company: 'ut', arrival: ['VKO', 'ZZZ'] }] } }));
    expect(airport.statusCode).toBe(400);
    expect(fieldOf(airport, 'abilities')).toBe('flights.view: the airport ZZZ is unknown');
    // Another airline known to the reference data is a valid condition (interline partners).
    expect((await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'shipment.view': [{ type: 'Company', company: 's7' }] } }))).statusCode).toBe(200);
  });

  it('answers a second group of the same name with 409 on the name', async () => {
    const body = groupBody();
    expect((await call(ADMIN, 'POST', BASE, body)).statusCode).toBe(200);
    const twin = await call(ADMIN, 'POST', BASE, { ...body, name: body.name.toUpperCase() });
    expect(twin.statusCode).toBe(409);
    expect(fieldOf(twin, 'name')).toBe('A group with this name already exists');
  });
});

describe('access groups: members and their rights', () => {
  const accounts = '/api/handbooks/accounts';

  async function memberOf(groupId: number): Promise<{ email: string; headers: Record<string, string> }> {
    const [agentRole] = await server.db.select().from(roles).where(eq(roles.code, 'AGENT'));
    const contractors = (await call(ADMIN, 'GET', `/api/autocomplete/contractor?q=${encodeURIComponent('Сибирь')}`)).json() as { value: number }[];
    const email = `member.${Date.now() % 100000}${(serial += 1)}@sibir-logistic.test`;
    const created = await call(ADMIN, 'POST', accounts, {
      name: 'Pyotr Ilyin',
      email,
      timeZone: 'Asia/Yekaterinburg',
      roleId: agentRole!.id,
      contractorId: contractors[0]!.value,
      accessGroupId: groupId,
      active: true,
      password: 'member-pass-1',
      confirmPassword: 'member-pass-1',
    });
    expect(created.statusCode, created.body).toBe(200);
    return { email, headers: await server.as(email, 'member-pass-1') };
  }

  it('lets the members of a group conditioned on an airline with a long marker in (issue 12)', async () => {
    // Markers take 2 to 8 characters; conditions took 3, and the members' user could not be read.
    await server.db.insert(airlines).values({ marker: 'sibavia', iata: 'S9', name: 'Sibavia Cargo' });
    const created = await call(ADMIN, 'POST', BASE, groupBody({ abilities: { 'agent.person.view': [{ type: 'Company', company: 'SibAvia' }] } }));
    expect(created.statusCode, created.body).toBe(200);
    const member = await memberOf((created.json() as ResourceRow).id);
    const me = await server.request({ method: 'GET', url: '/api/user', headers: member.headers });
    expect(me.statusCode, me.body).toBe(200);
    expect((me.json() as CurrentUserResponse).profile.abilities['agent.person.view']).toEqual([{ type: 'Company', company: 'sibavia' }]);
  });

  it("changes what the group's members may do from their next request, without signing in again", async () => {
    const body = groupBody({ abilities: { 'shipment.view': [sgcToVko], 'agent.person.view': [ut] } });
    const group = (await call(ADMIN, 'POST', BASE, body)).json() as ResourceRow;
    const member = await memberOf(group.id);
    const me = async () => ((await server.request({ method: 'GET', url: '/api/user', headers: member.headers })).json() as CurrentUserResponse).profile.abilities;
    expect(Object.keys(await me()).sort()).toEqual(['agent.person.view', 'shipment.view']);
    expect((await me())['shipment.view']).toEqual([sgcToVko]);
    expect((await server.request({ method: 'GET', url: '/api/shipments', headers: member.headers })).statusCode).toBe(200);

    const changed = await call(ADMIN, 'PUT', `${BASE}/id-${group.id}`, { ...body, abilities: { 'agent.person.view': [ut] } });
    expect(changed.statusCode).toBe(200);
    expect(Object.keys(await me())).toEqual(['agent.person.view']);
    expect((await server.request({ method: 'GET', url: '/api/shipments', headers: member.headers })).statusCode).toBe(403);
  });

  it('refuses deleting a group that holds accounts, saying how many', async () => {
    const group = (await call(ADMIN, 'POST', BASE, groupBody())).json() as ResourceRow;
    await memberOf(group.id);
    const removed = await call(ADMIN, 'DELETE', `${BASE}/id-${group.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json()).toMatchObject({ message: 'The group holds accounts (1): move them to another group first' });
    expect((await call(ADMIN, 'GET', `${BASE}/id-${group.id}`)).statusCode).toBe(200);
  });

  it("keeps an administrator from changing their own group's abilities; its name may change", async () => {
    const page = (await call(ADMIN, 'GET', `${BASE}?size=100`)).json() as ResourcePage;
    const own = page.items.find((row) => row.name === 'Администратор авиакомпании')!;
    const abilities = own.abilities as Abilities;
    const { ['financialDigest.group.edit']: _dropped, ...fewer } = abilities;
    const narrowed = await call(ADMIN, 'PUT', `${BASE}/id-${own.id}`, { name: own.name, description: own.description, abilities: fewer });
    expect(narrowed.statusCode).toBe(400);
    expect(fieldOf(narrowed, 'abilities')).toBe('You cannot change the abilities of your own group: ask another administrator');
    const widened = await call(ADMIN, 'PUT', `${BASE}/id-${own.id}`, { name: own.name, description: own.description, abilities: { ...abilities, 'shipment.create': [ut] } });
    expect(widened.statusCode).toBe(400);
    const renamed = await call(ADMIN, 'PUT', `${BASE}/id-${own.id}`, { name: own.name, description: 'UT cargo department', abilities: { ...abilities } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stored = await server.db.select().from(accessGroupAbilities).where(eq(accessGroupAbilities.groupId, own.id));
    expect(stored.length).toBe(Object.keys(abilities).length);
  });

  it("keeps the installation's newcomer group out of the handbook and in the accessGroup lookup", async () => {
    const [newcomer] = await server.db.select().from(accessGroups).where(eq(accessGroups.code, 'newcomer'));
    expect((await call(ADMIN, 'GET', `${BASE}/id-${newcomer!.id}`)).statusCode).toBe(404);
    const offered = ((await call(ADMIN, 'GET', '/api/autocomplete/accessGroup?limit=100')).json() as { value: number; label: string }[]).map((o) => o.label);
    expect(offered).toEqual(expect.arrayContaining(['Новый клиент', 'Агент', 'Грузоотправитель', 'Одобренный грузоотправитель', 'Администратор авиакомпании']));
  });

  it("keeps clients out of the airline's groups", async () => {
    expect((await call('agent@demo.test', 'GET', BASE)).statusCode).toBe(403);
    // The client's own administrator manages accounts, not groups.
    expect((await call('n.orlova@sibir-logistic.test', 'GET', BASE)).statusCode).toBe(403);
  });
});
