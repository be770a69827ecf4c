import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/** Allowed routes (section 3): where the airline carries cargo, directly or through transfer points. */
export const routesResource = defineResource({
  name: 'routes',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.routes,
  path: '/handbooks/routes',
  title: (row, c) =>
    titles.join(titles.route(row.departure, row.arrival), titles.field(row, 'transfers') ? c.t('resources:title.via', { points: titles.field(row, 'transfers') }) : ''),
  fields: {
    departure: f.airport({ required: true }),
    arrival: f.airport({ required: true }),
    transfers: f.airports({ max: 4 }),
    direct: f.boolean(),
  },
  columns: ['departure', 'arrival', { key: 'transfers' }, 'direct'],
  filters: [
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'transfers', kind: 'equals' },
    { key: 'direct', kind: 'boolean' },
  ],
  search: ['departure', 'arrival', 'transfers'],
  defaultSort: { key: 'departure' },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [
    { field: 'arrival', check: (input) => input.departure !== input.arrival, message: 'resources:problems.sameAirports' },
    {
      field: 'transfers',
      check: (input) => !(input.transfers as string[]).some((point) => point === input.departure || point === input.arrival),
      message: 'resources:problems.transferIsEnd',
    },
    { field: 'transfers', check: (input) => input.direct === true || (input.transfers as string[]).length > 0, message: 'resources:problems.routeNeedsPath' },
  ],
});
