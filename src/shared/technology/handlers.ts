import { defineResource, RANGE_ORDER, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/** Cargo terminals (section 3, "Cargo terminal (handler)"): acceptance and transfer times at an airport. */
export const handlersResource = defineResource({
  name: 'handlers',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.handlers,
  path: '/handbooks/handlers',
  title: (row) => titles.join(row.airport, row.name),
  fields: {
    airport: f.airport({ required: true }),
    name: f.text({ required: true, maxLength: 120 }),
    latMinutes: f.integer({ required: true, min: 0, max: 2880, section: 'times' }),
    minDomesticTransferMinutes: f.integer({ required: true, min: 0, max: 2880, section: 'times' }),
    minInternationalTransferMinutes: f.integer({ required: true, min: 0, max: 2880, section: 'times' }),
    maxTransferMinutes: f.integer({ required: true, min: 0, max: 10080, section: 'times' }),
    acceptsCargo: f.boolean({ section: 'services' }),
    transfer: f.boolean({ section: 'services' }),
    ffm: f.boolean({ section: 'services' }),
    fsu: f.boolean({ section: 'services' }),
  },
  sections: ['main', 'times', 'services'],
  columns: ['airport', 'name', 'latMinutes', 'minDomesticTransferMinutes', 'minInternationalTransferMinutes', 'maxTransferMinutes', 'acceptsCargo', 'transfer', 'ffm', 'fsu'],
  filters: [
    { key: 'airport', kind: 'equals' },
    { key: 'acceptsCargo', kind: 'boolean' },
    { key: 'transfer', kind: 'boolean' },
  ],
  search: ['airport', 'name'],
  defaultSort: { key: 'airport' },
  // A handler works at one airport: it is both ends of section 6's Departure and Arrival conditions.
  conditions: { departure: 'airport', arrival: 'airport' },
  refinements: [
    {
      field: 'maxTransferMinutes',
      check: (input) =>
        (input.maxTransferMinutes as number) >= Math.max(input.minDomesticTransferMinutes as number, input.minInternationalTransferMinutes as number),
      message: RANGE_ORDER,
    },
  ],
});
