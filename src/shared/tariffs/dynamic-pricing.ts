import { M } from '../validation';
import { CONTRACT_CURRENCIES } from '../parties';
import { DATE_RANGE_ORDER, defineResource, inOrder, type ResourceInput } from '../resources/define';
import { f } from '../resources/fields';
import { TARIFF_ABILITIES } from './abilities';
import { conditionSchema, DYNAMIC_CONDITION_FIELDS } from './conditions';
import { DYNAMIC_METHODS } from './rates';

const given = (value: unknown): boolean => value !== null && value !== undefined;

/**
 * Dynamic pricing rules: over section 3's condition fields (day of week, flight, weight and volume
 * load, contract, client code, SHC, shipment weight), an adjustment of the freight in per cent or
 * per kg, up or down, kept between a floor and a cap per kg; rules stack in priority order.
 */
export const dynamicPricingResource = defineResource({
  name: 'dynamic-pricing',
  area: 'tariffs',
  abilities: TARIFF_ABILITIES['dynamic-pricing'],
  path: '/dynamic-pricing',
  title: 'name',
  fields: {
    name: f.text({ required: true, maxLength: 120 }),
    priority: f.integer({ required: true, min: 1, max: 999 }),
    active: f.boolean(),
    validFrom: f.date({ required: true }),
    validTo: f.date(),
    method: f.select(DYNAMIC_METHODS, { required: true, section: 'adjustment' }),
    percent: f.decimal({ min: -100, max: 1000, section: 'adjustment' }),
    amountPerKg: f.money({ min: -100_000_000, max: 100_000_000, section: 'adjustment' }),
    floorPerKg: f.money({ section: 'adjustment' }),
    capPerKg: f.money({ section: 'adjustment' }),
    currency: f.select(CONTRACT_CURRENCIES, { section: 'adjustment' }),
    conditions: f.custom('dynamicConditions', conditionSchema(DYNAMIC_CONDITION_FIELDS), { section: 'conditions' }),
  },
  sections: ['main', 'adjustment', 'conditions'],
  columns: ['name', 'priority', 'active', 'method', 'percent', 'amountPerKg', 'floorPerKg', 'capPerKg', 'currency', 'validFrom', 'validTo'],
  filters: [
    { key: 'active', kind: 'boolean' },
    { key: 'method', kind: 'equals' },
  ],
  search: ['name'],
  defaultSort: { key: 'priority', desc: true },
  refinements: [
    { field: 'percent', check: (input) => input.method !== 'percent' || given(input.percent), message: M.required },
    { field: 'amountPerKg', check: (input) => input.method !== 'perKg' || given(input.amountPerKg), message: M.required },
    { field: 'currency', check: (input) => !(input.method === 'perKg' || given(input.floorPerKg) || given(input.capPerKg)) || given(input.currency), message: M.required },
    { field: 'capPerKg', check: inOrder('floorPerKg', 'capPerKg'), message: 'validation:rangeOrder' },
    { field: 'validTo', check: inOrder('validFrom', 'validTo'), message: DATE_RANGE_ORDER },
  ],
});

export type DynamicPricingRow = ResourceInput<typeof dynamicPricingResource> & { id: number };
