import { describeResource } from '../../test/resource-suite';
import { rulesBinding } from './bindings';

const valid = () => ({
  name: 'Perishables from Krasnoyarsk on 737-500: checked',
  result: 'HN',
  priority: 60,
  departure: 'KJA',
  arrival: null,
  shc: ['PER'],
  aircraftType: '735',
  flightNumber: '465',
  minWeight: 100,
  maxWeight: 900,
  minVolume: null,
  maxVolume: 5,
  minWeightPercent: null,
  maxWeightPercent: 70,
  minVolumePercent: null,
  maxVolumePercent: null,
});

describeResource({
  binding: rulesBinding,
  editor: 'airline@demo.test',
  outsider: 'agent@demo.test',
  seeded: 28,
  valid,
  change: () => ({ ...valid(), result: 'LL', priority: 61, arrival: 'SGC', flightNumber: '465A', minVolumePercent: 10, maxVolumePercent: 90 }),
  filter: { query: 'filter[result]=UU', holds: (row) => row.result === 'UU' },
  badValues: [
    ['maxWeight', 50],
    ['maxVolume', -1],
    ['result', 'OK'],
    ['priority', 0],
    ['flightNumber', 'UT103'],
    ['shc', ['XXX']],
    ['maxWeightPercent', 2_000],
    ['departure', 'ZZZ'],
    ['arrival', 'KJA'],
    ['name', ''],
  ],
});
