import * as v from 'valibot';
import { PageQuerySchema } from '../api/page';
import { M, msg } from '../validation';
import { isoDay, type FieldDef } from './fields';
import type { FilterDef, ResourceDef } from './define';
import { ID_LOOKUPS } from './lookups';

// A list's query (section 7's `GET {route}` with qs): page and size, sort (`-key` descending),
// free-text `q`, and `filter[key]` per the resource's filters. The renderer keeps the same object
// in the page's URL, so Back returns to the same page and filters.

const text = v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(100, msg(M.maxLength)));
const number = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+([.,]\d+)?$/, msg(M.float)), v.transform((s) => Number(s.replace(',', '.'))))], msg(M.float)),
  v.number(),
  v.finite(msg(M.float)),
);
const integer = v.pipe(number, v.integer(msg(M.integer)), v.minValue(-2_147_483_648, msg(M.minValue)), v.maxValue(2_147_483_647, msg(M.maxValue)));
const bool = v.pipe(v.picklist(['true', 'false'], msg(M.invalid)), v.transform((s) => s === 'true'));
const date = isoDay;

/** What a filter on this field compares with: numbers for numbers and ids, codes upper-cased. */
export function filterValueSchema(field: FieldDef): v.GenericSchema {
  switch (field.kind) {
    case 'integer':
      return integer;
    case 'decimal':
      return number;
    case 'boolean':
      return bool;
    case 'date':
      return date;
    case 'select':
    case 'multiselect':
      return v.picklist((field.options ?? []).map(String), msg(M.invalid));
    case 'lookup':
    case 'lookups':
      return field.lookup && ID_LOOKUPS.has(field.lookup) ? integer : v.pipe(text, v.toUpperCase());
    default:
      return text;
  }
}

function filterSchema(def: ResourceDef, filter: FilterDef): v.GenericSchema {
  const field = def.fields[filter.key];
  if (!field) throw new Error(`Resource ${def.name} filters on unknown field ${filter.key}`);
  const value = filterValueSchema(field);
  switch (filter.kind) {
    case 'equals':
      return v.optional(value);
    case 'boolean':
      return v.optional(bool);
    case 'in':
      return v.optional(v.pipe(v.union([v.array(value), v.pipe(value, v.transform((one) => [one]))], msg(M.invalidType)), v.maxLength(50, msg(M.maxLength))));
    case 'range': {
      // An integer column compared with 1.5 or 3000000000 fails in the database (a 500).
      const bound = field.kind === 'integer' ? integer : number;
      return v.optional(v.strictObject({ from: v.optional(bound), to: v.optional(bound) }));
    }
    case 'dateRange':
      return v.optional(v.strictObject({ from: v.optional(date), to: v.optional(date) }));
  }
}

export function listQuerySchema(def: ResourceDef) {
  const sortable = def.columns.filter((c) => c.sortable).map((c) => c.key);
  const sorts = [...sortable, ...sortable.map((key) => `-${key}`)];
  return v.object({
    ...PageQuerySchema.entries,
    sort: v.optional(v.picklist(sorts, msg(M.invalid))),
    q: v.optional(text),
    filter: v.optional(v.strictObject(Object.fromEntries(def.filters.map((filter) => [filter.key, filterSchema(def, filter)]))), {}),
  });
}

export type ListQuery = {
  page: number;
  size: number;
  sort?: string;
  q?: string;
  filter: Record<string, unknown>;
};

/** One row of a list or info answer: its id, its fields, and the labels of its referenced rows. */
export const ResourceRowSchema = v.looseObject({
  id: v.number(),
  labels: v.optional(v.record(v.string(), v.nullable(v.string()))),
});
export type ResourceRow = v.InferOutput<typeof ResourceRowSchema>;

export const ResourcePageSchema = v.object({ items: v.array(ResourceRowSchema), total: v.number() });
export type ResourcePage = v.InferOutput<typeof ResourcePageSchema>;
