import { and, count, eq, gte, inArray, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Abilities } from '@shared/abilities';
import type { Dashboard, DashboardBlock, DashboardBlockKind } from '@shared/dashboard';
import { addDays } from '@shared/flights';
import { holdsAccess } from '@shared/routes/access';
import { matchRoute } from '@shared/routes/match';
import { accessGroupAbilities, accreditations, cimpTelegrams, flightLegs, movements, payments, shipments, users } from '../../db/schema';
import { createTestServer, DEMO_USERS, type DemoUser, type TestServer } from '../../test/harness';
import { notify } from '../notifications';

// GET /api/dashboard for each demo role: exactly its blocks, with numbers that follow the rows the
// tests add, and never a block whose screen the caller may not open.

let server: TestServer;
const headers = {} as Record<DemoUser, Record<string, string>>;
beforeAll(async () => {
  server = await createTestServer();
  for (const who of Object.keys(DEMO_USERS) as DemoUser[]) headers[who] = await server.as(DEMO_USERS[who]);
});
afterAll(async () => server.close());

async function dashboardOf(who: DemoUser, today?: string): Promise<Dashboard> {
  const response = await server.request({ method: 'GET', url: `/api/dashboard${today ? `?today=${today}` : ''}`, headers: headers[who] });
  expect(response.statusCode).toBe(200);
  return response.json<Dashboard>();
}
const blockOf = (dashboard: Dashboard, kind: DashboardBlockKind): DashboardBlock => {
  const found = dashboard.blocks.find((block) => block.kind === kind);
  if (!found) throw new Error(`no ${kind} block`);
  return found;
};
const kinds = (dashboard: Dashboard) => dashboard.blocks.map((block) => block.kind);

async function userOf(who: DemoUser) {
  const [user] = await server.db.select().from(users).where(eq(users.email, DEMO_USERS[who]));
  return user!;
}
async function abilitiesOf(who: DemoUser): Promise<Abilities> {
  const user = await userOf(who);
  const rows = await server.db.select().from(accessGroupAbilities).where(eq(accessGroupAbilities.groupId, user.accessGroupId!));
  return Object.fromEntries(rows.map((row) => [row.ability, row.conditions])) as Abilities;
}

describe('the blocks of each role', () => {
  it.each([
    ['airline', ['flights', 'bookings-processing', 'accreditations-waiting', 'payments-to-assign', 'telegrams-error']],
    ['agent', ['balance', 'bookings-waiting', 'shipments-moving', 'notifications']],
    ['shipper', ['balance', 'bookings-waiting', 'shipments-moving', 'notifications']],
    ['preshipper', ['accreditation-step']],
    ['newclient', ['accreditation-step']],
  ] as const)('%s gets exactly its blocks', async (who, expected) => {
    expect(kinds(await dashboardOf(who))).toEqual(expected);
  });

  it.each(Object.keys(DEMO_USERS) as DemoUser[])('%s never gets a block whose screen it may not open', async (who) => {
    const abilities = await abilitiesOf(who);
    for (const block of (await dashboardOf(who)).blocks) {
      const matched = matchRoute(block.link.split('?')[0]!, 'CABINET');
      expect(matched, block.link).not.toBeNull();
      expect(holdsAccess(matched!.route, { roles: ['USER'], abilities }), `${who}: ${block.kind}`).toBe(true);
      expect(block.rows.length).toBeLessThanOrEqual(5);
    }
  });

  it('answers 401 to nobody signed in and 400 with fields to a day that is not one', async () => {
    expect((await server.request({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    const bad = await server.request({ method: 'GET', url: '/api/dashboard?today=2026-02-30', headers: headers.airline });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: Record<string, unknown> }>().fields).toHaveProperty('today');
  });
});

describe("the airline's numbers", () => {
  it('counts a telegram in error and a payment to assign as they arrive, the newest first', async () => {
    const staff = await userOf('airline');
    const before = await dashboardOf('airline');
    const [telegram] = await server.db
      .insert(cimpTelegrams)
      .values({ airlineId: staff.airlineId!, direction: 'IN', type: 'FSU', status: 'error', text: 'FSU/16\nGARBLED', digest: 'dashboard-test', fault: 'not-applied', awb: '298-00000011' })
      .returning();
    const [payment] = await server.db
      .insert(payments)
      .values({ airlineId: staff.airlineId!, number: 'DASH-1', date: '2099-01-01', amount: 123_45, currency: 'RUB', status: 'wait', source: 'statement', payerName: 'ООО Тест' })
      .returning();
    const after = await dashboardOf('airline');

    const telegrams = blockOf(after, 'telegrams-error');
    expect(telegrams.count).toBe(blockOf(before, 'telegrams-error').count + 1);
    expect(telegrams.rows[0]).toMatchObject({ key: String(telegram!.id), title: 'FSU', detail: '298-00000011', status: 'not-applied', link: `/cimp/${telegram!.id}` });
    expect(telegrams.link).toBe('/cimp?filter[status]=error');

    const toAssign = blockOf(after, 'payments-to-assign');
    expect(toAssign.count).toBe(blockOf(before, 'payments-to-assign').count + 1);
    expect(toAssign.rows[0]).toMatchObject({ key: String(payment!.id), title: 'DASH-1', detail: 'ООО Тест', status: 'unmatched', money: { amount: 12345, currency: 'RUB' } });
  });

  it("counts the requests waiting for the airline and the day's flights as the database holds them", async () => {
    const staff = await userOf('airline');
    const [waiting] = await server.db
      .select({ n: count() })
      .from(accreditations)
      .where(and(eq(accreditations.airlineId, staff.airlineId!), inArray(accreditations.status, ['new', 'updated'])));
    const [leg] = await server.db.select().from(flightLegs).where(eq(flightLegs.airlineId, staff.airlineId!)).limit(1);
    const day = leg!.departureDate;
    const [legs] = await server.db
      .select({ n: count() })
      .from(flightLegs)
      .where(and(eq(flightLegs.airlineId, staff.airlineId!), gte(flightLegs.departureDate, day), lte(flightLegs.departureDate, addDays(day, 1))));

    const dashboard = await dashboardOf('airline', day);
    expect(blockOf(dashboard, 'accreditations-waiting').count).toBe(waiting!.n);
    const flights = blockOf(dashboard, 'flights');
    expect(flights.count).toBe(legs!.n);
    expect(flights.count).toBeGreaterThan(0);
    expect(flights.link).toBe(`/flights?from=${day}&to=${addDays(day, 1)}`);
    expect(flights.rows[0]!.load).toEqual({ booked: expect.any(Number), capacity: expect.any(Number) });
  });
});

describe("a client's numbers", () => {
  it('counts a shipment once it moves and forgets it once it is delivered', async () => {
    const agent = await userOf('agent');
    const [any] = await server.db.select().from(shipments).where(eq(shipments.contractorId, agent.contractorId!)).limit(1);
    const before = blockOf(await dashboardOf('agent'), 'shipments-moving').count;
    const [moving] = await server.db
      .insert(shipments)
      .values({ airlineId: any!.airlineId, contractorId: agent.contractorId, contractId: any!.contractId, awbPrefix: '298', awbSerial: '99999992', origin: 'NJC', destination: 'UFA', route: ['NJC', 'TJM', 'UFA'], pieces: 1, weight: 10, status: 'accepted' })
      .returning();
    expect(blockOf(await dashboardOf('agent'), 'shipments-moving').count).toBe(before);

    await server.db.insert(movements).values({ shipmentId: moving!.id, occurredAt: new Date(Date.now() + 60_000), status: 'DEP', place: 'NJC', pieces: 1, weight: 10 });
    const block = blockOf(await dashboardOf('agent'), 'shipments-moving');
    expect(block.count).toBe(before + 1);
    expect(block.rows[0]).toMatchObject({ title: '298-99999992', detail: 'NJC–UFA', status: 'departed', link: `/shipments/${moving!.id}` });
    // The shipper's company does not see the agent's shipment.
    expect(blockOf(await dashboardOf('shipper'), 'shipments-moving').rows.map((row) => row.title)).not.toContain('298-99999992');

    await server.db.insert(movements).values({ shipmentId: moving!.id, occurredAt: new Date(Date.now() + 120_000), status: 'DLV', place: 'UFA', pieces: 1, weight: 10 });
    expect(blockOf(await dashboardOf('agent'), 'shipments-moving').count).toBe(before);
  });

  it('counts unread notifications in all and per group', async () => {
    const agent = await userOf('agent');
    const before = blockOf(await dashboardOf('agent'), 'notifications');
    const booking = (dashboard: DashboardBlock) => dashboard.rows.find((row) => row.key === 'booking')?.count ?? 0;
    await notify(server.db, [agent.id, agent.id], { group: 'booking', level: 'info', template: 'accreditationStatus', params: {} });
    await notify(server.db, [agent.id], { group: 'booking', level: 'info', template: 'accreditationStatus', params: {} });
    const after = blockOf(await dashboardOf('agent'), 'notifications');
    expect(after.count).toBe(before.count + 2);
    expect(booking(after)).toBe(booking(before) + 2);
    expect(after.rows.find((row) => row.key === 'booking')).toMatchObject({ status: 'booking', link: '/notifications/booking' });
  });

  it("shows the balance of the caller's main contract, and the bookings waiting as the bookings list counts them", async () => {
    const dashboard = await dashboardOf('agent');
    const balance = await server.request({ method: 'GET', url: '/api/balance/user', headers: headers.agent });
    const [main] = balance.json<{ contractId: number; number: string; money: unknown; held: unknown; available: unknown }[]>();
    const block = blockOf(dashboard, 'balance');
    expect(block.money).toEqual({ balance: main!.money, held: main!.held, available: main!.available });
    expect(block.rows[0]).toMatchObject({ key: String(main!.contractId), title: main!.number });

    const list = await server.request({ method: 'GET', url: '/api/bookings?status=HN', headers: headers.agent });
    expect(blockOf(dashboard, 'bookings-waiting').count).toBe(list.json<{ total: number }>().total);
  });

  it("tells a company on its way to a contract where its request stands", async () => {
    for (const who of ['newclient', 'preshipper'] as const) {
      const user = await userOf(who);
      const [request] = await server.db.select().from(accreditations).where(eq(accreditations.creatorId, user.id));
      const step = blockOf(await dashboardOf(who), 'accreditation-step');
      if (request) {
        expect(step.step).toMatchObject({ requestId: request.id, status: request.status });
        expect(step.link).toBe(`/accreditations/${request.id}`);
      } else {
        expect(step.step).toEqual({ requestId: null, status: null, comment: null });
        expect(step.link).toBe('/accreditations/add');
      }
    }
  });
});
