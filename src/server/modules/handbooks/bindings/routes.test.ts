import { routesBinding } from './technology';
import { describeResource } from '../../../test/resource-suite';

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
