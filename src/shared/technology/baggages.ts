import { BAGGAGE_SEASONS } from '../constants';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/**
 * Average baggage weight (section 3): the checked baggage one passenger brings on a route in a
 * season (ALL: any season without its own row), which the capacity estimate takes from the payload.
 */
export const baggagesResource = defineResource({
  name: 'baggages',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.baggages,
  path: '/handbooks/baggages',
  title: (row, c) => titles.join(titles.route(row.departure, row.arrival), titles.option(c, 'baggages', 'season', row.season)),
  fields: {
    departure: f.airport({ required: true }),
    arrival: f.airport({ required: true }),
    season: f.select(BAGGAGE_SEASONS, { required: true }),
    weight: f.decimal({ required: true, min: 0, max: 100 }),
  },
  columns: ['departure', 'arrival', 'season', 'weight'],
  filters: [
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'season', kind: 'equals' },
  ],
  search: ['departure', 'arrival'],
  defaultSort: { key: 'departure' },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [{ field: 'arrival', check: (input) => input.departure !== input.arrival, message: 'resources:problems.sameAirports' }],
});
