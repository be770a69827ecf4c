import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourcePage, ResourceRow } from '@shared/resources/list-query';
import { describeResource } from '../../test/resource-suite';
import { createTestServer, type TestServer } from '../../test/harness';
import { warehouseRulesBinding } from './bindings';
import { readDemoIds, type DemoIds } from './test-ids';

let ids: DemoIds;
beforeAll(async () => {
  ids = await readDemoIds();
});

// The warehouse as a form's text sends it (ids are read from text too), so the suite's huge-strings body has a string to grow.
const valid = () => ({ warehouseId: String(ids.warehouses['KJA-1']), expeditorId: ids.contractors.otherAgent, consigneeId: null, shipperId: null });

describeResource({
  binding: warehouseRulesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 28,
  valid,
  change: () => ({ ...valid(), warehouseId: ids.warehouses['KJA-1'], consigneeId: ids.contractors.shipper }),
  badValues: [
    ['expeditorId', null],
    ['warehouseId', 999_999],
    ['warehouseId', null],
    ['consigneeId', 'abc'],
    ['shipperId', 0],
    ['shipperId', 999_999],
  ],
});

describe('warehouse rules: one warehouse for the same participants at an airport', () => {
  let server: TestServer;
  let headers: Record<string, string>;
  const post = (body: object) => server.request({ method: 'POST', url: '/api/handbooks/warehouse-rules', payload: body, headers });
  beforeAll(async () => {
    server = await createTestServer();
    headers = { ...(await server.as('airline@demo.test')), 'accept-language': 'en' };
  });
  afterAll(async () => server.close());

  it('refuses a second rule for the same participants at the airport, in another warehouse there too', async () => {
    const same = await post({ warehouseId: ids.warehouses['TJM-2'], expeditorId: ids.contractors.agent, consigneeId: null, shipperId: null });
    expect(same.statusCode).toBe(400);
    expect(same.json<{ fields: Record<string, string> }>().fields).toEqual({ warehouseId: 'These participants already have a rule at this airport' });
    const elsewhere = await post({ warehouseId: ids.warehouses['LED-1'], expeditorId: ids.contractors.agent, consigneeId: null, shipperId: null });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const none = await post({ warehouseId: ids.warehouses['LED-1'], expeditorId: null, consigneeId: null, shipperId: null });
    expect(none.json<{ fields: Record<string, string> }>().fields).toEqual({ expeditorId: 'Name at least one participant: agent, consignee or shipper' });
  });

  it("lists rules with their warehouse's label and airport, and filters by a participant", async () => {
    const page = (await server.request({ method: 'GET', url: `/api/handbooks/warehouse-rules?filter[shipperId]=${ids.contractors.shipper}&size=100`, headers })).json<ResourcePage>();
    expect(page.items.length).toBeGreaterThan(3);
    expect(page.items.every((row: ResourceRow) => row.shipperId === ids.contractors.shipper && row.labels?.shipperId === 'Ямал Фиш Экспорт')).toBe(true);
    const tyumen = page.items.find((row) => row.warehouseId === ids.warehouses['TJM-1'])!;
    expect(tyumen).toMatchObject({ airport: 'TJM', labels: { warehouseId: 'TJM-1 СВХ Рощино' } });
  });
});
