import * as v from 'valibot';
import type { AreaName } from '../areas';
import { M, msg } from '../validation';
import type { FieldDef } from './fields';

// One definition per resource (issue 4): its fields (with their schemas), list columns, filters,
// default sort, xlsx columns and the abilities that guard it. The server serves the generic calls
// of section 7 from it and the renderer builds the list, info, add and edit pages from it.

export interface ColumnDef {
  key: string;
  sortable?: boolean;
}

export type FilterKind = 'equals' | 'in' | 'range' | 'dateRange' | 'boolean';

export interface FilterDef {
  key: string;
  kind: FilterKind;
}

/** A check across fields (a range in order...), shown on `field`. */
export interface Refinement {
  field: string;
  check(input: Record<string, unknown>): boolean;
  message: string;
}

export interface ResourceOptions<TFields extends Record<string, FieldDef>> {
  /** The route name of section 2 (`handlers`): its list, add, edit and info routes guard the pages. */
  name: string;
  /** The business area the resource belongs to. */
  area: AreaName;
  /** The area's abilities guarding reading and writing (the route table guards the pages with the same). */
  abilities: { view: string; edit: string };
  /** Where the API serves it, under /api (section 7's `{route}`). */
  path: string;
  fields: TFields;
  /** The field that names a row (the info page's title, the delete question). */
  title: keyof TFields & string;
  columns: readonly (ColumnDef | (keyof TFields & string))[];
  filters?: readonly FilterDef[];
  /** Free-text search (`q`) over these fields. */
  search?: readonly (keyof TFields & string)[];
  defaultSort: { key: string; desc?: boolean };
  /** Columns of the xlsx export, which an import reads back: every field by default. */
  xlsx?: readonly (keyof TFields & string)[];
  sections?: readonly string[];
  refinements?: readonly Refinement[];
  /** Row fields that carry airports, for the Route, Departure and Arrival conditions of section 6. */
  conditions?: { departure?: keyof TFields & string; arrival?: keyof TFields & string };
  /** No add, edit or delete (e.g. a read-only register). */
  readOnly?: boolean;
}

export interface ResourceDef<TFields extends Record<string, FieldDef> = Record<string, FieldDef>>
  extends Omit<ResourceOptions<TFields>, 'columns' | 'xlsx' | 'filters' | 'search'> {
  columns: readonly ColumnDef[];
  filters: readonly FilterDef[];
  search: readonly string[];
  xlsx: readonly string[];
  /** The body of POST and PUT: exactly the fields the client sets (not the read-only ones), each by its own rules. */
  input: v.GenericSchema<unknown, { [K in keyof TFields]: v.InferOutput<TFields[K]['schema']> }>;
}

/** The fields a form or an import sets: all but the ones the server sets. */
export const inputKeys = (def: Pick<ResourceDef, 'fields'>): string[] => Object.keys(def.fields).filter((key) => !def.fields[key]?.readOnly);

export type ResourceInput<T extends ResourceDef> = v.InferOutput<T['input']>;

export function defineResource<const TFields extends Record<string, FieldDef>>(options: ResourceOptions<TFields>): ResourceDef<TFields> {
  const entries = Object.fromEntries(Object.entries(options.fields).filter(([, field]) => !field.readOnly).map(([key, field]) => [key, field.schema])) as {
    [K in keyof TFields]: TFields[K]['schema'];
  };
  const object = v.strictObject(entries);
  const refined = (options.refinements ?? []).reduce<v.GenericSchema>(
    (schema, refinement) =>
      v.pipe(
        schema,
        v.forward(
          v.check((input: Record<string, unknown>) => refinement.check(input), msg(refinement.message)),
          [refinement.field] as never,
        ) as unknown as v.GenericValidation,
      ),
    object,
  );
  return {
    ...options,
    columns: options.columns.map((c) => (typeof c === 'string' ? { key: c, sortable: true } : c)),
    filters: options.filters ?? [],
    search: options.search ?? [],
    xlsx: options.xlsx ?? Object.keys(options.fields).filter((key) => !options.fields[key]?.writeOnly),
    abilities: { view: options.abilities.view, edit: options.abilities.edit },
    input: refined as ResourceDef<TFields>['input'],
  };
}

/** A range check for refinements: both given, the first not after the second. */
export const inOrder =
  (from: string, to: string) =>
  (input: Record<string, unknown>): boolean => {
    const a = input[from];
    const b = input[to];
    if (a === null || a === undefined || b === null || b === undefined) return true;
    return (a as number | string) <= (b as number | string);
  };

export const RANGE_ORDER = M.rangeOrder;
export const DATE_RANGE_ORDER = M.dateRangeOrder;
