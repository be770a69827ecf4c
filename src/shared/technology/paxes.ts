import { BAGGAGE_SEASONS, WEEKDAYS } from '../constants';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { flightNumber } from './flight-number';
import { TECHNOLOGY_ABILITIES } from './abilities';

const count = () => f.integer({ required: true, min: 0, max: 999, section: 'passengers' });

/**
 * Passenger sales norms: the passengers a route is expected to carry in a season (optionally on one
 * flight, aircraft type or days of the week), by the categories of section 9: aaa adults, rbg
 * children, rmg infants on a lap and ins infants with a seat. The capacity estimate takes their
 * standard weights (airline settings) from the payload where the real count is not known yet.
 */
export const paxesResource = defineResource({
  name: 'paxes',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.paxes,
  path: '/handbooks/paxes',
  title: (row, c) =>
    titles.join(
      titles.route(row.departure, row.arrival),
      titles.option(c, 'paxes', 'season', row.season),
      row.flightNumber ? c.t('resources:title.flight', { number: row.flightNumber }) : '',
      titles.aircraft(row.aircraftType),
    ),
  fields: {
    departure: f.airport({ required: true }),
    arrival: f.airport({ required: true }),
    season: f.select(BAGGAGE_SEASONS, { required: true }),
    flightNumber: flightNumber(),
    aircraftType: f.aircraftType(),
    weekdays: f.multiselect(WEEKDAYS),
    adults: count(),
    children: count(),
    infants: count(),
    infantsWithSeat: count(),
  },
  sections: ['main', 'passengers'],
  columns: ['departure', 'arrival', 'season', 'flightNumber', 'aircraftType', { key: 'weekdays' }, 'adults', 'children', 'infants', 'infantsWithSeat'],
  filters: [
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'season', kind: 'equals' },
    { key: 'aircraftType', kind: 'equals' },
  ],
  search: ['departure', 'arrival', 'flightNumber', 'aircraftType'],
  defaultSort: { key: 'departure' },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [
    { field: 'arrival', check: (input) => input.departure !== input.arrival, message: 'resources:problems.sameAirports' },
    // An infant without a seat travels on an adult's lap: one per adult.
    { field: 'infants', check: (input) => (input.infants as number) <= (input.adults as number), message: 'resources/paxes:errors.infantsPerAdult' },
  ],
});
