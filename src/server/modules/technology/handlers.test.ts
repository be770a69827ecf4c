import { handlersBinding } from './bindings';
import { describeResource } from '../../test/resource-suite';

describeResource({
  binding: handlersBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 14,
  valid: () => ({
    airport: 'KJA',
    name: 'Yemelyanovo cargo',
    latMinutes: 120,
    minDomesticTransferMinutes: 90,
    minInternationalTransferMinutes: 180,
    maxTransferMinutes: 600,
    acceptsCargo: true,
    transfer: false,
    ffm: true,
    fsu: false,
  }),
  change: (row) => ({
    airport: row.airport,
    name: 'Yemelyanovo cargo terminal',
    latMinutes: 150,
    minDomesticTransferMinutes: 90,
    minInternationalTransferMinutes: 180,
    maxTransferMinutes: 720,
    acceptsCargo: true,
    transfer: true,
    ffm: true,
    fsu: true,
  }),
  filter: { query: 'filter[transfer]=true', holds: (row) => row.transfer === true },
  badValues: [
    ['airport', 'ZZZ'],
    ['airport', 'TJMX'],
    ['latMinutes', -1],
    ['latMinutes', 'ten'],
    ['maxTransferMinutes', 30],
    ['name', ''],
    ['acceptsCargo', 'maybe'],
  ],
});
