import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

const PARTIES = ['expeditorId', 'consigneeId', 'shipperId'] as const;

/**
 * Warehouse rules (section 3): cargo of these participants (an agent, a consignee, a shipper; any
 * may be left empty, meaning any, but not all three) goes to this temporary storage warehouse at
 * the warehouse's airport. The rule naming more participants wins over a broader one.
 */
export const warehouseRulesResource = defineResource({
  name: 'warehouse-rules',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES['warehouse-rules'],
  path: '/handbooks/warehouse-rules',
  title: (row) => titles.join(titles.field(row, 'warehouseId'), row.airport, ...PARTIES.map((key) => titles.company(titles.field(row, key)))),
  fields: {
    warehouseId: f.ref('warehouse', { required: true }),
    expeditorId: f.ref('contractor'),
    consigneeId: f.ref('contractor'),
    shipperId: f.ref('contractor'),
  },
  // The warehouse's airport (`airport`) is the binding's computed value.
  columns: ['warehouseId', { key: 'airport', sortable: true }, 'expeditorId', 'consigneeId', 'shipperId'],
  filters: [
    { key: 'warehouseId', kind: 'equals' },
    { key: 'expeditorId', kind: 'equals' },
    { key: 'consigneeId', kind: 'equals' },
    { key: 'shipperId', kind: 'equals' },
  ],
  defaultSort: { key: 'airport' },
  refinements: [
    { field: 'expeditorId', check: (input) => PARTIES.some((key) => input[key] !== null), message: 'resources/warehouse-rules:errors.noParty' },
  ],
});
