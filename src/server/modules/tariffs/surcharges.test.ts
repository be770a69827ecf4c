import { describeResource } from '../../test/resource-suite';
import { surchargesBinding } from './surcharges';

const valid = () => ({
  code: 'MO',
  entitlement: 'C',
  nameRu: 'Сбор за негабарит',
  nameEn: 'Outsized cargo',
  service: false,
  method: 'perShipment',
  rate: 150_000,
  percent: null,
  minimum: null,
  currency: 'RUB',
  validFrom: '2026-01-01',
  validTo: null,
  shc: ['BIG'],
  products: [],
  region: 'any',
  departures: [],
  arrivals: [],
});

describeResource({
  binding: surchargesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 13,
  valid,
  change: () => ({ ...valid(), method: 'percent', rate: null, percent: 12.5, minimum: 50_000 }),
  filter: { query: 'filter[shc]=DGR', holds: (row) => (row.shc as string[]).includes('DGR') },
  badValues: [
    ['code', 'M1'],
    ['rate', -100],
    ['percent', 1001],
    ['currency', 'EUR'],
    ['shc', ['ZZZ']],
    ['products', [99_999]],
  ],
});
