import { describe, expect, it } from 'vitest';
import { chooseWarehouseRule, type WarehouseRuleRow } from './warehouse';

const rule = (id: number, airport: string, parties: Partial<Pick<WarehouseRuleRow, 'expeditorId' | 'consigneeId' | 'shipperId'>>): WarehouseRuleRow => ({
  id,
  warehouseId: id * 10,
  airport,
  expeditorId: null,
  consigneeId: null,
  shipperId: null,
  ...parties,
});
const route = { origin: 'TJM', destination: 'UFA' };

describe('the warehouse a shipment goes to', () => {
  it.each([
    ['the rule naming its agent at the destination', [rule(1, 'UFA', { expeditorId: 7 })], { expeditorId: 7, consigneeId: null, shipperId: null }, 1],
    ['none when the rule names another agent', [rule(1, 'UFA', { expeditorId: 8 })], { expeditorId: 7, consigneeId: null, shipperId: null }, null],
    ['none when a participant the rule names is unknown', [rule(1, 'UFA', { expeditorId: 7, consigneeId: 3 })], { expeditorId: 7, consigneeId: null, shipperId: null }, null],
    ['the narrower rule over the broader', [rule(1, 'UFA', { expeditorId: 7 }), rule(2, 'UFA', { expeditorId: 7, consigneeId: 3 })], { expeditorId: 7, consigneeId: 3, shipperId: null }, 2],
    ['the destination over the origin', [rule(1, 'TJM', { expeditorId: 7, consigneeId: 3 }), rule(2, 'UFA', { expeditorId: 7 })], { expeditorId: 7, consigneeId: 3, shipperId: null }, 2],
    ['the origin when the destination has none', [rule(1, 'TJM', { shipperId: 5 }), rule(2, 'SGC', { shipperId: 5 })], { expeditorId: null, consigneeId: null, shipperId: 5 }, 1],
    ['the older of two alike', [rule(4, 'UFA', { consigneeId: 3 }), rule(2, 'UFA', { consigneeId: 3 })], { expeditorId: null, consigneeId: 3, shipperId: null }, 2],
    ['never a rule naming nobody', [rule(1, 'UFA', {})], { expeditorId: 7, consigneeId: 3, shipperId: 5 }, null],
  ] as const)('%s', (_, rules, parties, chosen) => {
    expect(chooseWarehouseRule(rules, parties, route)?.id ?? null).toBe(chosen);
  });
});
