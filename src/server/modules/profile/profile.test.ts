import { asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CurrentUserResponseSchema } from '@shared/profile/schemas';
import { toSessionUser } from '@shared/profile/session-user';
import { airlines, products } from '../../db/schema';
import { DEMO_GROUPS } from '@shared/accounts/demo-groups';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../../test/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => server.close());

const me = async (who: DemoUser) => {
  const response = await server.request({ method: 'GET', url: '/api/user', headers: await server.as(DEMO_USERS[who]) });
  expect(response.statusCode).toBe(200);
  // The wire contract the renderer parses: anything missing or mistyped fails here.
  return v.parse(CurrentUserResponseSchema, response.json());
};

const abilitiesOf = (group: keyof typeof DEMO_GROUPS) =>
  Object.fromEntries(DEMO_GROUPS[group].abilities.map((a) => [a.ability, a.conditions]));

const UT = {
  marker: 'ut',
  iata: 'UT',
  name: 'UTair Aviation',
  awbPrefixes: ['298'],
  bookingPriorities: [
    { code: 'XPS', priority: 1 },
    { code: 'PIL', priority: 2 },
    { code: 'PER', priority: 3 },
    { code: 'GCR', priority: 4 },
  ],
  acceptsChatMessages: true,
};

// What section 3's user carries for each demo login: roles with the ROLE_ prefix (USER, the client
// role, the account role), the access group and its abilities, and the contractor of client users.
const EXPECTED: Record<DemoUser, { name: string; roles: string[]; group: keyof typeof DEMO_GROUPS; timeZone: string; contractor: string | null }> = {
  airline: { name: 'Ирина Соколова', roles: ['ROLE_USER', 'ROLE_AIR_COMPANY', 'ROLE_AK'], group: 'airline', timeZone: 'Asia/Yekaterinburg', contractor: null },
  agent: { name: 'Павел Морозов', roles: ['ROLE_USER', 'ROLE_EXPEDITOR', 'ROLE_AGENT'], group: 'agent', timeZone: 'Asia/Yekaterinburg', contractor: 'Сибирь Логистик' },
  shipper: { name: 'Ольга Лебедева', roles: ['ROLE_USER', 'ROLE_SHIPPER', 'ROLE_AGENT'], group: 'shipper', timeZone: 'Asia/Yekaterinburg', contractor: 'Ямал Фиш Экспорт' },
  preshipper: {
    name: 'Дмитрий Кузнецов',
    roles: ['ROLE_USER', 'ROLE_APPROVED_SHIPPER', 'ROLE_AGENT'],
    group: 'approvedShipper',
    timeZone: 'Asia/Yekaterinburg',
    contractor: 'Урал Фарма Трейд',
  },
  newclient: { name: 'Анна Волкова', roles: ['ROLE_USER', 'ROLE_ANON_COMPANY_USER', 'ROLE_AGENT'], group: 'newcomer', timeZone: 'Europe/Moscow', contractor: null },
};

describe('GET /api/user', () => {
  it.each(Object.entries(EXPECTED) as [DemoUser, (typeof EXPECTED)[DemoUser]][])('describes %s', async (who, expected) => {
    const user = await me(who);
    const email = DEMO_USERS[who];
    expect(user.userIdentifier).toBe(email);
    expect(user.roles).toEqual(expected.roles);

    const { profile } = user;
    expect(profile).toMatchObject({ email, userIdentifier: email, name: expected.name, timeZone: expected.timeZone });
    expect(profile.group.name).toBe(DEMO_GROUPS[expected.group].name);
    expect(profile.role.name).toBe(expected.roles[2]?.replace('ROLE_', ''));

    // The ut airline, keyed by its marker.
    expect(profile.availableAirlines).toEqual({ ut: { id: expect.any(Number), ...UT, tariffs: expect.any(Array) } });
    // Section 3: each airline with its tariffs, the products its tariffs apply to, by priority.
    const seeded = await server.db
      .select({ code: products.code, nameRu: products.nameRu, nameEn: products.nameEn, priority: products.priority })
      .from(products)
      .where(eq(products.airlineId, profile.availableAirlines.ut!.id))
      .orderBy(asc(products.priority));
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    expect(profile.availableAirlines.ut!.tariffs).toEqual(seeded);
    expect(profile.availableAirlines.ut!.tariffs[0]).toEqual({ code: 'XPS', nameRu: 'Экспресс', nameEn: 'Express', priority: 1 });
    expect(profile.availableAirlinesKeys).toEqual(['ut']);
    expect(profile.availableAirlinesIata).toEqual(['UT']);

    expect(profile.abilities).toEqual(abilitiesOf(expected.group));
    expect(profile.role.ability).toEqual(Object.keys(abilitiesOf(expected.group)).sort());

    if (expected.contractor === null) expect(profile.contractor).toBeNull();
    else expect(profile.contractor).toMatchObject({ id: expect.any(Number), name: expected.contractor, country: 'RU', inn: expect.stringMatching(/^\d{10}$/) });
  });

  it('carries what the renderer derives its flags from', async () => {
    const airline = toSessionUser(await me('airline'));
    expect(airline).toMatchObject({ isAirCompany: true, isExpeditor: false, hasDP: false, bookingPriorities: UT.bookingPriorities });
    expect(airline.airline?.marker).toBe('ut');
    expect(toSessionUser(await me('agent'))).toMatchObject({ isExpeditor: true, isAirCompany: false, airline: null });
    expect(toSessionUser(await me('preshipper'))).toMatchObject({ isPreShipper: true, isShipper: false });
    expect(toSessionUser(await me('newclient'))).toMatchObject({ isAnon: true, roles: ['USER', 'ANON_COMPANY_USER', 'AGENT'] });
  });

  it('leaks no password hash or session detail', async () => {
    const response = await server.request({ method: 'GET', url: '/api/user', headers: await server.as(DEMO_USERS.agent) });
    expect(response.body).not.toMatch(/scrypt|passwordHash|password_hash|sessionId/);
  });
});

describe('available airlines', () => {
  // Staff see their airline, clients the suppliers of their contracts, and companies without a
  // contract every active airline they might ask for one.
  beforeAll(async () => {
    await server.db.insert(airlines).values([
      { marker: 'yk', iata: 'YK', name: 'Avia Traffic', awbPrefixes: ['555'] },
      { marker: 'zz', iata: 'ZZ', name: 'Closed Air', awbPrefixes: ['999'], active: false },
    ]);
  });

  it.each<[DemoUser, string[]]>([
    ['airline', ['ut']],
    ['agent', ['ut']],
    ['shipper', ['ut']],
    ['preshipper', ['ut', 'yk']],
    ['newclient', ['ut', 'yk']],
  ])('%s sees %j', async (who, markers) => {
    const { profile } = await me(who);
    expect(profile.availableAirlinesKeys).toEqual(markers);
    expect(Object.keys(profile.availableAirlines).sort()).toEqual([...markers].sort());
    expect(profile.availableAirlinesIata).toEqual(markers.map((m) => m.toUpperCase()));
  });
});
