import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TARIFF_ABILITIES } from './abilities';

/**
 * Tariff products (section 3): general cargo, express, pharma... Each carries a priority and the
 * SHC that mark its cargo; tariffs name the products they apply to.
 */
export const productsResource = defineResource({
  name: 'products',
  area: 'tariffs',
  abilities: TARIFF_ABILITIES.products,
  path: '/handbooks/products',
  title: (row, c) => titles.join(row.code, c.language === 'en' ? row.nameEn : row.nameRu),
  fields: {
    code: f.text({ required: true, maxLength: 10, pattern: /^[A-Z0-9]{2,10}$/, case: 'upper' }),
    nameRu: f.text({ required: true, maxLength: 120 }),
    nameEn: f.text({ required: true, maxLength: 120 }),
    priority: f.integer({ required: true, min: 1, max: 999 }),
    shc: f.shc(),
  },
  columns: ['code', 'nameRu', 'nameEn', 'priority', { key: 'shc' }],
  filters: [{ key: 'shc', kind: 'equals' }],
  search: ['code', 'nameRu', 'nameEn'],
  defaultSort: { key: 'priority' },
});
