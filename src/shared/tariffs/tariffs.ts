import { FLIGHT_REGIONS } from '../constants';
import { CONTRACT_CURRENCIES } from '../parties';
import { DATE_RANGE_ORDER, defineResource, inOrder, titles, type ResourceInput } from '../resources/define';
import { f } from '../resources/fields';
import { TARIFF_ABILITIES } from './abilities';
import { conditionSchema, TARIFF_CONDITION_FIELDS } from './conditions';
import { TARIFF_BASES, TARIFF_MEASURES, WeightBreaksSchema } from './rates';

/** Where a tariff came from: typed in a form, or read from a sheet (section 9's sources, but 'any', which only filters). */
export const TARIFF_ROW_SOURCES = ['manual', 'file'] as const;

/**
 * Tariffs (section 3): a rate per origin and destination, direct or through transfer points, for a
 * period, in a currency, per kg of chargeable weight (or per shipment): the minimum charge M
 * (`minValue`), the normal rate N below the first weight break (`normal`), and the breaks' rates.
 * A tariff naming contracts is theirs alone; one naming none is a public fare.
 */
export const tariffsResource = defineResource({
  name: 'tariffs',
  area: 'tariffs',
  abilities: TARIFF_ABILITIES.fares,
  path: '/tariffs',
  title: (row, c) =>
    titles.join(titles.route(row.departure, row.arrival), String(row.basis ?? ''), String(row.currency ?? ''), row.begin ? c.t('resources/tariffs:named.from', { date: row.begin }) : ''),
  fields: {
    departure: f.airport({ required: true }),
    arrival: f.airport({ required: true }),
    transfer: f.airports({ max: 4 }),
    direct: f.boolean(),
    airline: f.code('airCompany', { maxLength: 2 }),
    begin: f.date({ required: true, section: 'period' }),
    finish: f.date({ section: 'period' }),
    reasonStart: f.text({ maxLength: 200, section: 'period' }),
    reasonStop: f.text({ maxLength: 200, section: 'period' }),
    contracts: f.refs('contract', { max: 50, section: 'clients' }),
    basis: f.select(TARIFF_BASES, { required: true, section: 'rates' }),
    currency: f.select(CONTRACT_CURRENCIES, { required: true, section: 'rates' }),
    measure: f.select(TARIFF_MEASURES, { required: true, section: 'rates' }),
    minValue: f.money({ required: true, section: 'rates' }),
    normal: f.money({ required: true, section: 'rates' }),
    breaks: f.custom('weightBreaks', WeightBreaksSchema, { required: false, section: 'rates' }),
    vat: f.boolean({ section: 'rates' }),
    region: f.select(FLIGHT_REGIONS, { required: true, section: 'conditions' }),
    forbiddenCountries: f.countries({ max: 50, section: 'conditions' }),
    conditions: f.custom('tariffConditions', conditionSchema(TARIFF_CONDITION_FIELDS), { required: false, section: 'conditions' }),
    source: f.select(TARIFF_ROW_SOURCES, { readOnly: true, section: 'period' }),
  },
  sections: ['main', 'period', 'clients', 'rates', 'conditions'],
  columns: ['departure', 'arrival', { key: 'transfer' }, 'basis', 'begin', 'finish', 'currency', 'minValue', 'normal', { key: 'contracts', sortable: false }, 'region', 'source'],
  filters: [
    { key: 'departure', kind: 'equals' },
    { key: 'arrival', kind: 'equals' },
    { key: 'basis', kind: 'equals' },
    { key: 'currency', kind: 'equals' },
    { key: 'region', kind: 'equals' },
    { key: 'source', kind: 'equals' },
    { key: 'begin', kind: 'dateRange' },
  ],
  search: ['departure', 'arrival', 'reasonStart'],
  defaultSort: { key: 'departure' },
  conditions: { departure: 'departure', arrival: 'arrival' },
  refinements: [
    { field: 'arrival', check: (input) => input.departure !== input.arrival, message: 'resources:problems.sameAirports' },
    { field: 'transfer', check: (input) => !(input.transfer as string[]).some((point) => point === input.departure || point === input.arrival), message: 'resources:problems.transferIsEnd' },
    { field: 'direct', check: (input) => !(input.direct === true && (input.transfer as string[]).length > 0), message: 'resources/tariffs:problems.directWithTransfer' },
    { field: 'finish', check: inOrder('begin', 'finish'), message: DATE_RANGE_ORDER },
    { field: 'breaks', check: (input) => input.measure !== 'shipment' || !((input.breaks as unknown[] | null) ?? []).length, message: 'resources/tariffs:problems.breaksPerShipment' },
  ],
});

export type TariffRow = ResourceInput<typeof tariffsResource> & { id: number };
