import { FLIGHT_REGIONS } from '../constants';
import { M } from '../validation';
import { CONTRACT_CURRENCIES } from '../parties';
import { DATE_RANGE_ORDER, defineResource, inOrder, titles, type ResourceInput } from '../resources/define';
import { f } from '../resources/fields';
import { TARIFF_ABILITIES } from './abilities';
import { ENTITLEMENTS, TAX_BASES, TAX_METHODS } from './rates';

const given = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * Taxes (section 3: code, description, restrictions): a per-cent or fixed line added to a quote
 * where its restrictions hold (region, airports, products, contracts) within its dates. VAT is one
 * of them, a dated row per rate, so a new rate is data.
 */
export const taxesResource = defineResource({
  name: 'taxes',
  area: 'tariffs',
  abilities: TARIFF_ABILITIES.taxes,
  path: '/taxes',
  title: (row, c) => titles.join(String(row.code ?? ''), String((c.language === 'en' ? row.nameEn : row.nameRu) ?? '')),
  fields: {
    code: f.text({ required: true, maxLength: 10, pattern: /^[A-Z0-9]{2,10}$/, case: 'upper' }),
    nameRu: f.text({ required: true, maxLength: 120 }),
    nameEn: f.text({ required: true, maxLength: 120 }),
    description: f.textarea({ maxLength: 2000 }),
    otherChargeCode: f.text({ maxLength: 2, pattern: /^[A-Z]{2}$/, case: 'upper' }),
    entitlement: f.select(ENTITLEMENTS, { required: true }),
    method: f.select(TAX_METHODS, { required: true, section: 'rate' }),
    rate: f.decimal({ min: 0, max: 100, section: 'rate' }),
    amount: f.money({ section: 'rate' }),
    currency: f.select(CONTRACT_CURRENCIES, { section: 'rate' }),
    base: f.select(TAX_BASES, { required: true, section: 'rate' }),
    validFrom: f.date({ required: true, section: 'rate' }),
    validTo: f.date({ section: 'rate' }),
    region: f.select(FLIGHT_REGIONS, { required: true, section: 'restrictions' }),
    departures: f.airports({ max: 50, section: 'restrictions' }),
    arrivals: f.airports({ max: 50, section: 'restrictions' }),
    products: f.refs('tariffProduct', { max: 20, section: 'restrictions' }),
    contracts: f.refs('contract', { max: 50, section: 'restrictions' }),
  },
  sections: ['main', 'rate', 'restrictions'],
  columns: ['code', 'nameRu', 'nameEn', 'method', 'rate', 'amount', 'currency', 'region', 'validFrom', 'validTo'],
  filters: [
    { key: 'code', kind: 'equals' },
    { key: 'region', kind: 'equals' },
    { key: 'validFrom', kind: 'dateRange' },
  ],
  search: ['code', 'nameRu', 'nameEn'],
  defaultSort: { key: 'code' },
  refinements: [
    { field: 'rate', check: (input) => input.method !== 'percent' || given(input.rate), message: M.required },
    { field: 'amount', check: (input) => input.method !== 'amount' || given(input.amount), message: M.required },
    { field: 'currency', check: (input) => input.method !== 'amount' || given(input.currency), message: M.required },
    { field: 'validTo', check: inOrder('validFrom', 'validTo'), message: DATE_RANGE_ORDER },
  ],
});

export type TaxRow = ResourceInput<typeof taxesResource> & { id: number };
