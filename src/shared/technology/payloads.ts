import { BAGGAGE_SEASONS } from '../constants';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/**
 * Payload limits (section 3): the most a flight of this aircraft type (or these registrations) may
 * carry on a route in a season, passengers, baggage, cargo and mail together.
 */
export const payloadsResource = defineResource({
  name: 'payloads',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.payloads,
  path: '/handbooks/payloads',
  title: (row, c) => titles.join(titles.aircraft(row.aircraftType), row.registrations, titles.route(row.departure, row.arrival), titles.option(c, 'payloads', 'season', row.season)),
  fields: {
    departure: f.airport({ required: true }),
    arrival: f.airport({ required: true }),
    aircraftType: f.aircraftType({ required: true }),
    registrations: f.registrations(),
    season: f.select(BAGGAGE_SEASONS, { required: true }),
    payload: f.decimal({ required: true, min: 1, max: 300_000 }),
  },
  columns: ['departure', 'arrival', 'aircraftType', { key: 'registrations' }, 'season', 'payload'],
  filters: [
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'aircraftType', kind: 'equals' },
    { key: 'season', kind: 'equals' },
  ],
  search: ['departure', 'arrival', 'aircraftType', 'registrations'],
  defaultSort: { key: 'departure' },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [{ field: 'arrival', check: (input) => input.departure !== input.arrival, message: 'resources:problems.sameAirports' }],
});
