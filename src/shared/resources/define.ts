import * as v from 'valibot';
import type { AreaName } from '../areas';
import { serialFromRunningNumber } from '../awb';
import { AIRCRAFT_TYPES } from '../reference/aircraft-types';
import { M, msg } from '../validation';
import type { FieldDef } from './fields';
import type { ResourceRow } from './list-query';

// One definition per resource (issue 4): its fields (with their schemas), list columns, filters,
// default sort, xlsx columns and the abilities that guard it. The server serves the generic calls
// of section 7 from it and the renderer builds the list, info, add and edit pages from it.

export interface ColumnDef {
  key: string;
  sortable?: boolean;
  /** Only the airline's staff see it: a client's lists hold its own company's rows alone. */
  staffOnly?: boolean;
}

export type FilterKind = 'equals' | 'in' | 'range' | 'dateRange' | 'boolean';

export interface FilterDef {
  key: string;
  kind: FilterKind;
  /** Only the airline's staff filter by it (see ColumnDef.staffOnly). */
  staffOnly?: boolean;
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
  /**
   * What a row is called on its info page, in the breadcrumb, the delete question and the toasts:
   * a field (its label when it references a row), or words made of several (`titles` helps).
   */
  title: (keyof TFields & string) | RowTitle;
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
  /**
   * False: no Excel import, for rows whose creation a sheet cannot carry (a webhook's secret is
   * shown once, to the person who adds it). The export stays.
   */
  importable?: boolean;
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

/** What a title may read besides the row: texts by their full key (`resources/paxes:options.season.ALL`). */
export interface TitleContext {
  t(key: string, options?: Record<string, unknown>): string;
  language: string;
}

/** A row's words for people: a code alone ('738', 'SGC') names nothing to a reader. */
export type RowTitle = (row: ResourceRow, context: TitleContext) => string;

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.map(String).filter(Boolean).join(', ') : String(value).trim();

/** Legal forms written out in full, as registries give them, and as people write them. */
const FULL_LEGAL_FORMS: readonly (readonly [string, string])[] = [
  ['Публичное акционерное общество', 'ПАО'],
  ['Непубличное акционерное общество', 'НАО'],
  ['Закрытое акционерное общество', 'ЗАО'],
  ['Открытое акционерное общество', 'ОАО'],
  ['Акционерное общество', 'АО'],
  ['Общество с ограниченной ответственностью', 'ООО'],
  ['Федеральное государственное унитарное предприятие', 'ФГУП'],
  ['Государственное унитарное предприятие', 'ГУП'],
  ['Муниципальное унитарное предприятие', 'МУП'],
  ['Автономная некоммерческая организация', 'АНО'],
  ['Индивидуальный предприниматель', 'ИП'],
  ['Public Joint[-\\s]Stock Company', 'PJSC'],
  ['Closed Joint[-\\s]Stock Company', 'CJSC'],
  ['Open Joint[-\\s]Stock Company', 'OJSC'],
  ['Joint[-\\s]Stock Company', 'JSC'],
  ['Limited Liability Company', 'LLC'],
];
// Longer forms come first: "Публичное акционерное общество" is not "Публичное АО".
const LEGAL_FORMS = FULL_LEGAL_FORMS.map(([full, short]) => [new RegExp(`(?<!\\p{L})${full.replace(/ /g, '\\s+')}(?!\\p{L})`, 'giu'), short] as const);

/** A company's name with its legal form abbreviated (ООО «Сибирь Логистик»), as lists and titles show it. */
export const shortCompanyName = (name: string): string =>
  LEGAL_FORMS.reduce((result, [full, short]) => result.replace(full, short), name).replace(/\s+/g, ' ').trim();

/** The pieces titles are made of. */
export const titles = {
  /** The parts that are there, in order: `SGC → TJM · Зима`. */
  join: (...parts: unknown[]): string => parts.map(text).filter(Boolean).join(' · '),
  /** Airports in flying order: `SGC → TJM → VKO`. */
  route: (...points: unknown[]): string => points.flat().map(text).filter(Boolean).join(' → '),
  /** A field's value, or the label of the row it references (a contract by its number). */
  field: (row: ResourceRow, key: string): string => text(row.labels?.[key] ?? row[key]),
  /** A select field's value in words. */
  option: (context: TitleContext, resource: string, field: string, value: unknown): string =>
    text(value) ? context.t(`resources/${resource}:options.${field}.${text(value)}`) : '',
  /** An aircraft type by its name (`Boeing 737-800`), the code when the reference does not know it. */
  aircraft: (code: unknown): string => AIRCRAFT_TYPES.find((type) => type.code === text(code))?.name ?? text(code),
  /** An AWB number from a prefix and a 7-digit running number, its check digit added. */
  awb: (prefix: unknown, running: unknown): string => {
    const number = Number(running);
    return Number.isInteger(number) && number >= 0 && number <= 9_999_999 ? `${text(prefix)}-${serialFromRunningNumber(number)}` : '';
  },
  company: (name: unknown): string => shortCompanyName(text(name)),
  /** The first value given: an English name when there is one, else the Russian. */
  first: (...values: unknown[]): string => values.map(text).find(Boolean) ?? '',
  /** From one value to another: `298-70000000 – 298-70000195`. */
  range: (from: unknown, to: unknown): string => [text(from), text(to)].filter(Boolean).join(' – '),
  /** A period of ISO days in the reader's language: `01.03.2026 – 31.03.2026`. */
  period: (context: TitleContext, from: unknown, to: unknown): string => {
    const format = new Intl.DateTimeFormat(context.language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const day = (value: unknown) => (/^\d{4}-\d{2}-\d{2}/.test(text(value)) ? format.format(new Date(`${text(value).slice(0, 10)}T00:00:00Z`)) : '');
    return titles.range(day(from), day(to));
  },
};

/** A row's title as the definition makes it; `#id` when that leaves nothing to show. */
export function titleOf(def: Pick<ResourceDef, 'title'>, row: ResourceRow, context: TitleContext): string {
  const made = typeof def.title === 'function' ? def.title(row, context) : titles.field(row, def.title);
  return made.trim() || `#${row.id}`;
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
