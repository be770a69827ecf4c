import { describeResource } from '../../test/resource-suite';
import { taxesBinding } from './taxes';

const valid = () => ({
  code: 'TX',
  nameRu: 'Сбор аэропорта',
  nameEn: 'Airport tax',
  description: null,
  otherChargeCode: 'TX',
  entitlement: 'C',
  method: 'amount',
  rate: null,
  amount: 25_000,
  currency: 'RUB',
  base: 'freight',
  validFrom: '2026-01-01',
  validTo: null,
  region: 'any',
  departures: ['VKO'],
  arrivals: [],
  products: [],
  contracts: [],
});

describeResource({
  binding: taxesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 3,
  valid,
  change: () => ({ ...valid(), method: 'percent', rate: 2.5, amount: null, currency: null }),
  filter: { query: 'filter[region]=ВВЛ', holds: (row) => row.region === 'ВВЛ' },
  badValues: [
    ['code', 'V'],
    ['rate', 101],
    ['method', 'fixed'],
    ['amount', 1.5],
    ['base', 'all'],
    ['validTo', '2025-01-01'],
    ['departures', ['12']],
  ],
});
