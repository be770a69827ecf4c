import * as v from 'valibot';
import { M, msg } from '../validation';
import { DATE_RANGE_ORDER, defineResource, inOrder, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/**
 * Temporary storage warehouses (СВХ, section 3's "warehouse"): where cargo waits under customs
 * control at an airport, with its entry in the customs register (licence number and validity).
 */
export const warehouseResource = defineResource({
  name: 'warehouse',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.warehouse,
  path: '/handbooks/warehouse',
  title: (row) => titles.join(row.airport, row.name),
  fields: {
    airport: f.airport({ required: true }),
    code: {
      ...f.text({ required: true, maxLength: 12 }),
      schema: v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), v.toUpperCase(), v.regex(/^[A-Z0-9-]{2,12}$/, msg('resources/warehouse:errors.code'))),
    },
    name: f.text({ required: true, maxLength: 200 }),
    address: f.text({ maxLength: 300 }),
    active: f.boolean(),
    licenseNumber: f.text({ maxLength: 60, section: 'license' }),
    licenseFrom: f.date({ section: 'license' }),
    licenseTo: f.date({ section: 'license' }),
    contactName: f.text({ maxLength: 120, section: 'contacts' }),
    phone: f.phone({ section: 'contacts' }),
    email: f.email({ section: 'contacts' }),
  },
  sections: ['main', 'license', 'contacts'],
  columns: ['airport', 'code', 'name', 'licenseNumber', 'licenseTo', 'phone', 'active'],
  filters: [
    { key: 'airport', kind: 'equals' },
    { key: 'active', kind: 'boolean' },
  ],
  search: ['airport', 'code', 'name', 'address', 'licenseNumber'],
  defaultSort: { key: 'airport' },
  conditions: { departure: 'airport', arrival: 'airport' },
  refinements: [
    { field: 'licenseTo', check: inOrder('licenseFrom', 'licenseTo'), message: DATE_RANGE_ORDER },
    // Register dates belong to a register entry.
    { field: 'licenseNumber', check: (input) => input.licenseNumber !== null || (input.licenseFrom === null && input.licenseTo === null), message: M.required },
  ],
});
