import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage } from '@shared/resources/list-query';
import { accessGroupAbilities, users } from '../../db/schema';
import { createTestServer, type TestServer } from '../../test/harness';
import { describeResource } from '../../test/resource-suite';
import { routesBinding } from './bindings';

describeResource({
  binding: routesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 100,
  valid: () => ({ departure: 'KJA', arrival: 'OVB', transfers: ['SGC'], direct: false }),
  change: (row) => ({ departure: row.departure, arrival: row.arrival, transfers: [], direct: true }),
  filter: { query: 'filter[departure]=TJM', holds: (row) => row.departure === 'TJM' },
  badValues: [
    ['arrival', 'KJA'],
    ['transfers', ['KJA']],
    ['departure', 'ZZZ'],
    ['transfers', 'nope'],
    ['direct', 3],
  ],
});

// An airline employee's list is scoped to their airline, so their Company conditions are decided
// without the airlines table; these pin down that the answer stays the one section 6 gives.
describe("allowed routes under an airline employee's conditions", () => {
  let server: TestServer;
  let groupId: number;
  const view = routesBinding.def.abilities.view;

  beforeAll(async () => {
    server = await createTestServer();
    const [admin] = await server.db.select({ groupId: users.accessGroupId }).from(users).where(eq(users.email, 'airline@demo.test'));
    groupId = admin!.groupId!;
  });
  afterAll(() => server.close());

  const grant = async (conditions: unknown[]) => {
    await server.db.delete(accessGroupAbilities).where(eq(accessGroupAbilities.groupId, groupId));
    await server.db.insert(accessGroupAbilities).values({ groupId, ability: view, conditions: conditions as never });
    const headers = await server.as('airline@demo.test');
    return (query: string) => server.request({ method: 'GET', url: `/api/handbooks/routes?size=100${query}`, headers });
  };

  it('shows only the departures a Departure condition of their own airline names', async () => {
    const list = await grant([{ type: 'Departure', company: 'ut', departure: ['SGC'] }]);
    const page = (await list('')).json<ResourcePage>();
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((row) => row.departure === 'SGC')).toBe(true);
    const other = (await list('&filter[departure]=TJM')).json<ResourcePage>();
    expect(other.total).toBe(0);
  });

  it("shows nothing under a condition naming another airline, and everything under their own's", async () => {
    const foreign = await grant([{ type: 'Company', company: 'xx' }]);
    expect((await foreign('')).json<ResourcePage>()).toEqual({ items: [], total: 0 });
    const all = await grant([{ type: 'Boolean', value: true }]);
    const everything = (await all('')).json<ResourcePage>().total;
    expect(everything).toBeGreaterThanOrEqual(100);
    const own = await grant([{ type: 'Company', company: 'xx' }, { type: 'Company', company: 'ut' }]);
    expect((await own('')).json<ResourcePage>().total).toBe(everything);
  });
});
