import { describeResource } from '../../test/resource-suite';
import { dynamicPricingBinding } from './dynamic-pricing';

const valid = () => ({
  name: 'Ночные рейсы',
  priority: 120,
  active: true,
  validFrom: '2026-01-01',
  validTo: null,
  method: 'percent',
  percent: -7.5,
  amountPerKg: null,
  floorPerKg: 2_000,
  capPerKg: null,
  currency: 'RUB',
  conditions: { op: 'or', items: [{ op: 'eq', field: 'flightNumber', value: 'UT471' }, { op: 'eq', field: 'shc', value: 'PER' }] },
});

describeResource({
  binding: dynamicPricingBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 5,
  valid,
  change: () => ({ ...valid(), method: 'perKg', percent: null, amountPerKg: -250, capPerKg: 9_000 }),
  filter: { query: 'filter[method]=perKg', holds: (row) => row.method === 'perKg' },
  badValues: [
    ['priority', 0],
    ['percent', -101],
    ['conditions', null],
    ['conditions', { op: 'gt', field: 'shc', value: 'PER' }],
    ['conditions', { op: 'eq', field: 'product', value: 'PIL' }],
    ['capPerKg', 1_000],
    ['currency', null],
  ],
});
