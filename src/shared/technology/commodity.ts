import * as v from 'valibot';
import { M, msg } from '../validation';
import { defineResource, titles } from '../resources/define';
import { f } from '../resources/fields';
import { TECHNOLOGY_ABILITIES } from './abilities';

/**
 * HS codes as customs practice writes them: the international 4 or 6 digits, or the national 8 or
 * 10 (ТН ВЭД ЕАЭС), digits grouped by spaces or dots, several separated by commas or semicolons.
 * Stored as digits, several joined by ", ".
 */
export const HS_CODE = /^\d{4}(\d{2}){0,3}$/;

const hsCodesField = () => {
  const field = f.text({ maxLength: 200 });
  return {
    ...field,
    schema: v.pipe(
      field.schema,
      v.transform((value) => (typeof value === 'string' ? value.split(/[,;]+/).map((code) => code.replace(/[\s.]/g, '')).filter(Boolean) : null)),
      v.check((codes) => codes === null || codes.every((code) => HS_CODE.test(code)), msg('resources/commodity:errors.hsCode')),
      v.check((codes) => codes === null || codes.length <= 10, msg(M.maxLength)),
      v.transform((codes) => (codes === null || !codes.length ? null : [...new Set(codes)].join(', '))),
    ),
  };
};

/** Cargo names (commodities, the route /commodity): what a shipment's cargo is called, with its default SHC and HS codes. */
export const commodityResource = defineResource({
  name: 'commodity',
  area: 'technology',
  abilities: TECHNOLOGY_ABILITIES.commodity,
  path: '/handbooks/commodity',
  title: (row, c) => titles.join(row.code, c.language === 'en' ? row.nameEn : row.nameRu),
  fields: {
    code: {
      ...f.text({ required: true, maxLength: 10 }),
      schema: v.pipe(v.string(msg(M.required)), v.trim(), v.nonEmpty(msg(M.required)), v.toUpperCase(), v.regex(/^[A-Z0-9-]{2,10}$/, msg('resources/commodity:errors.code'))),
    },
    nameRu: f.text({ required: true, maxLength: 200 }),
    nameEn: f.text({ required: true, maxLength: 200 }),
    shc: f.shc(),
    hsCodes: hsCodesField(),
  },
  columns: ['code', 'nameRu', 'nameEn', { key: 'shc' }, 'hsCodes'],
  filters: [{ key: 'shc', kind: 'equals' }],
  search: ['code', 'nameRu', 'nameEn', 'hsCodes'],
  defaultSort: { key: 'code' },
});
