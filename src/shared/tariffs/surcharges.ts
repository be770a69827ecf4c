import { FLIGHT_REGIONS } from '../constants';
import { M } from '../validation';
import { CONTRACT_CURRENCIES } from '../parties';
import { DATE_RANGE_ORDER, defineResource, inOrder, titles, type ResourceInput } from '../resources/define';
import { f } from '../resources/fields';
import { TARIFF_ABILITIES } from './abilities';
import { ENTITLEMENTS, SURCHARGE_METHODS } from './rates';

const given = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * Surcharges (section 3: shc and similar fields): other charges by SHC, product, route or region,
 * per kg of chargeable weight, per shipment or per cent of the freight, with a minimum, each with
 * its IATA other-charge code (MY fuel, SC security...) and entitlement, so the AWB's charge lines
 * fill from the quote.
 */
export const surchargesResource = defineResource({
  name: 'surcharges',
  area: 'tariffs',
  abilities: TARIFF_ABILITIES.surcharges,
  path: '/surcharges',
  title: (row, c) => titles.join(String(row.code ?? ''), String((c.language === 'en' ? row.nameEn : row.nameRu) ?? '')),
  fields: {
    code: f.text({ required: true, maxLength: 2, pattern: /^[A-Z]{2}$/, patternMessage: 'resources/surcharges:problems.otherChargeCode', case: 'upper' }),
    entitlement: f.select(ENTITLEMENTS, { required: true }),
    nameRu: f.text({ required: true, maxLength: 120 }),
    nameEn: f.text({ required: true, maxLength: 120 }),
    // Ours: a service a client orders with a shipment (storage, delivery...), priced by this row; never added to every price.
    service: f.boolean(),
    method: f.select(SURCHARGE_METHODS, { required: true, section: 'rate' }),
    rate: f.money({ section: 'rate' }),
    percent: f.decimal({ min: 0, max: 1000, section: 'rate' }),
    minimum: f.money({ section: 'rate' }),
    currency: f.select(CONTRACT_CURRENCIES, { section: 'rate' }),
    validFrom: f.date({ required: true, section: 'rate' }),
    validTo: f.date({ section: 'rate' }),
    shc: f.shc({ section: 'applies' }),
    products: f.refs('tariffProduct', { max: 20, section: 'applies' }),
    region: f.select(FLIGHT_REGIONS, { required: true, section: 'applies' }),
    departures: f.airports({ max: 50, section: 'applies' }),
    arrivals: f.airports({ max: 50, section: 'applies' }),
  },
  sections: ['main', 'rate', 'applies'],
  columns: ['code', 'entitlement', 'nameRu', 'nameEn', 'service', 'method', 'rate', 'percent', 'minimum', 'currency', { key: 'shc' }, 'region', 'validFrom', 'validTo'],
  filters: [
    { key: 'code', kind: 'equals' },
    { key: 'shc', kind: 'equals' },
    { key: 'method', kind: 'equals' },
    { key: 'region', kind: 'equals' },
    { key: 'service', kind: 'boolean' },
  ],
  search: ['code', 'nameRu', 'nameEn'],
  defaultSort: { key: 'code' },
  refinements: [
    { field: 'rate', check: (input) => input.method === 'percent' || given(input.rate), message: M.required },
    { field: 'currency', check: (input) => input.method === 'percent' || given(input.currency), message: M.required },
    { field: 'percent', check: (input) => input.method !== 'percent' || given(input.percent), message: M.required },
    { field: 'currency', check: (input) => !given(input.minimum) || given(input.currency), message: M.required },
    { field: 'validTo', check: inOrder('validFrom', 'validTo'), message: DATE_RANGE_ORDER },
  ],
});

export type SurchargeRow = ResourceInput<typeof surchargesResource> & { id: number };
