import { BOOKING_RULE_RESULTS } from '../constants';
import { defineResource, RANGE_ORDER, inOrder } from '../resources/define';
import { f } from '../resources/fields';
import { flightNumber } from './flight-number';
import { TECHNOLOGY_ABILITIES } from './abilities';

const weight = () => f.decimal({ min: 0, max: 300_000, section: 'limits' });
const volume = () => f.decimal({ min: 0, max: 2_000, section: 'limits' });
/** Percent of the flight's remaining capacity: over 100 reaches into the acceptable overflow. */
const percent = () => f.decimal({ min: 0, max: 1_000, section: 'limits' });

/**
 * Booking rules (section 3): a booking that matches every condition a rule sets (an empty one
 * matches anything) gets the rule's answer, a booking status of section 4; among matching rules
 * the one with the highest priority (the smallest number) decides.
 */
export const rulesResource = defineResource({
  name: 'rules',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.rules,
  path: '/handbooks/rules',
  title: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120 }),
    result: f.select(BOOKING_RULE_RESULTS, { required: true }),
    priority: f.integer({ required: true, min: 1, max: 9_999 }),
    departure: f.airport({ section: 'conditions' }),
    arrival: f.airport({ section: 'conditions' }),
    shc: f.shc({ section: 'conditions' }),
    aircraftType: f.aircraftType({ section: 'conditions' }),
    flightNumber: flightNumber({ section: 'conditions' }),
    minWeight: weight(),
    maxWeight: weight(),
    minVolume: volume(),
    maxVolume: volume(),
    minWeightPercent: percent(),
    maxWeightPercent: percent(),
    minVolumePercent: percent(),
    maxVolumePercent: percent(),
  },
  sections: ['main', 'conditions', 'limits'],
  columns: ['priority', 'name', 'result', 'departure', 'arrival', { key: 'shc' }, 'aircraftType', 'flightNumber'],
  filters: [
    { key: 'result', kind: 'equals' },
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'shc', kind: 'equals' },
  ],
  search: ['name', 'departure', 'arrival', 'shc', 'flightNumber'],
  defaultSort: { key: 'priority' },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [
    { field: 'arrival', check: (input) => input.departure === null || input.departure !== input.arrival, message: 'resources:problems.sameAirports' },
    { field: 'maxWeight', check: inOrder('minWeight', 'maxWeight'), message: RANGE_ORDER },
    { field: 'maxVolume', check: inOrder('minVolume', 'maxVolume'), message: RANGE_ORDER },
    { field: 'maxWeightPercent', check: inOrder('minWeightPercent', 'maxWeightPercent'), message: RANGE_ORDER },
    { field: 'maxVolumePercent', check: inOrder('minVolumePercent', 'maxVolumePercent'), message: RANGE_ORDER },
  ],
});
