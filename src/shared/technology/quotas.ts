import { defineResource, DATE_RANGE_ORDER, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/**
 * Quotas (allotments, section 3): weight and volume on a route reserved for an agent's contract over
 * a period; what is unused returns to free sale `expiryMinutes` before departure.
 */
export const quotasResource = defineResource({
  name: 'quotas',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.quotas,
  path: '/handbooks/quotas',
  title: (row, c) => titles.join(titles.route(row.departure, row.arrival), titles.field(row, 'contractId'), titles.company(row.contractor), titles.period(c, row.begin, row.finish)),
  fields: {
    departure: f.airport({ required: true }),
    arrival: f.airport({ required: true }),
    contractId: f.ref('contract', { required: true }),
    begin: f.date({ required: true, section: 'period' }),
    finish: f.date({ required: true, section: 'period' }),
    expiryMinutes: f.integer({ required: true, min: 0, max: 10_080, section: 'period' }),
    weight: f.decimal({ required: true, min: 0, max: 500_000, section: 'amount' }),
    volume: f.decimal({ required: true, min: 0, max: 5_000, section: 'amount' }),
  },
  sections: ['main', 'period', 'amount'],
  // The contract's company (`contractor`) is the binding's computed value: planners read names, not numbers.
  columns: ['departure', 'arrival', 'contractId', { key: 'contractor', sortable: true }, 'begin', 'finish', 'weight', 'volume', 'expiryMinutes'],
  filters: [
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'contractId', kind: 'equals' },
    { key: 'finish', kind: 'dateRange' },
  ],
  search: ['departure', 'arrival'],
  defaultSort: { key: 'begin', desc: true },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [
    { field: 'arrival', check: (input) => input.departure !== input.arrival, message: 'resources:problems.sameAirports' },
    { field: 'finish', check: (input) => (input.begin as string) <= (input.finish as string), message: DATE_RANGE_ORDER },
    { field: 'weight', check: (input) => (input.weight as number) > 0 || (input.volume as number) > 0, message: 'resources/quotas:errors.empty' },
  ],
});
