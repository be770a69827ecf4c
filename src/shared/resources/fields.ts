import * as v from 'valibot';
import { parseAwb } from '../awb';
import { AIRCRAFT_TYPE_SET } from '../reference/aircraft-types';
import { SHC_SET } from '../reference/shc';
import { M, msg } from '../validation';
import type { LookupName } from './lookups';

// Field builders: each gives the form what to show and the schema what to accept, so a resource's
// input schema is assembled from the same definition its forms, lists and imports use. Optional
// values that are left empty become null.

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'phone'
  | 'password'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'select'
  | 'multiselect'
  | 'lookup'
  | 'lookups'
  | 'list'
  | 'color'
  | 'custom';

export interface FieldDef<TSchema extends v.GenericSchema = v.GenericSchema> {
  kind: FieldKind;
  required: boolean;
  schema: TSchema;
  /** For lookup fields: the lookup of section 7 that offers and checks the values. */
  lookup?: LookupName;
  /** For select fields: the values; their texts are `options.<field>.<value>` in the resource's namespace. */
  options?: readonly (string | number)[];
  min?: number;
  max?: number;
  /** The form section the field belongs to (the resource's `sections` give their order). */
  section?: string;
  /** Never sent back by the server (passwords). */
  writeOnly?: boolean;
  /** A form editor the renderer registers by this name (a matrix, an ability list...). */
  editor?: string;
  /** Shown across the whole form width. */
  wide?: boolean;
  /**
   * Set by the server (a request's status, its creator): shown and filtered like any field, never
   * part of a form's or an import's input.
   */
  readOnly?: boolean;
  /**
   * Given when a row is made and never changed after (an airline's marker keys its abilities): the
   * edit form shows it read-only, and the server refuses a change.
   */
  fixed?: boolean;
  /** A number that names something (an AWB running number): shown as typed, without digit grouping. */
  plain?: boolean;
  /**
   * An amount of money (a rate, a minimum charge) in minor units of its row's currency: the API
   * and the database hold kopecks and cents as integers; forms, lists and sheets show major units.
   */
  money?: boolean;
  /** A text read column by column (a Cargo-IMP telegram): shown and typed in a fixed-width font, its lines kept. */
  monospace?: boolean;
}

interface Common<R extends boolean = boolean> {
  required?: R;
  section?: string;
  wide?: boolean;
  readOnly?: boolean;
  fixed?: boolean;
}

/** A text's own format: the pattern and the message that explains it (spec section 5's INN, KPP...). */
interface TextFormat {
  maxLength?: number;
  pattern?: RegExp;
  /** The message when the pattern does not match (a reference of `M`); "Wrong value" by default. */
  patternMessage?: string;
  /** Codes are stored in one case whatever was typed. */
  case?: 'upper' | 'lower';
}

/** Kinds holding several values: empty is no value at all, and an optional one left empty is `[]`. */
const LIST_KINDS: ReadonlySet<FieldKind> = new Set(['multiselect', 'lookups', 'list']);

/** Nothing typed: no value, or only spaces (a form's cleared input, a sheet's blank cell). */
const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What a person left empty in a field of this kind, whatever the input shows it as. */
export const isEmptyValue = (kind: FieldKind, value: unknown): boolean =>
  isBlank(value) || (LIST_KINDS.has(kind) && Array.isArray(value) && value.length === 0);

/**
 * The value's schema, but an empty value is "Fill this field" (section 5) before any rule of the
 * kind's own: an empty number is not "Enter an integer", an empty choice not "Wrong value". The
 * wrapper keeps the value schema's shape, so the API reference still documents the field's type.
 */
function filled<TSchema extends v.GenericSchema>(kind: FieldKind, schema: TSchema): TSchema {
  const message = msg(M.required);
  return v._standardSchema({
    ...schema,
    '~run'(dataset: v.UnknownDataset, config: v.Config<v.BaseIssue<unknown>>) {
      if (!isEmptyValue(kind, dataset.value)) return schema['~run'](dataset, config);
      v._addIssue(this, 'value', dataset, config, { message });
      // _addIssue has marked it untyped and added the issue: a failure, as valibot reads it.
      return dataset as unknown as v.FailureDataset<v.BaseIssue<unknown>>;
    },
  });
}

/**
 * What a field's schema gives: its value, or (optional and left empty) null. List kinds give `[]`
 * for empty, so they pass `true`. `build` cannot see this through its pipes, so each builder says
 * it, and a resource's rows are typed from its fields.
 */
export type FieldValue<T, R extends boolean> = R extends true ? T : T | null;
type Field<T, R extends boolean = false> = FieldDef<v.GenericSchema<unknown, FieldValue<T, R>>>;
const typed = <T, R extends boolean = false>(field: FieldDef): Field<T, R> => field as Field<T, R>;

function build<TSchema extends v.GenericSchema>(
  kind: FieldKind,
  valueSchema: TSchema,
  options: Common & Partial<FieldDef>,
): FieldDef<v.GenericSchema> {
  const required = options.required ?? false;
  const schema = required
    ? filled(kind, valueSchema)
    : LIST_KINDS.has(kind)
      ? v.pipe(v.unknown(), v.transform((value) => (isBlank(value) ? [] : value)), valueSchema)
      : v.pipe(v.unknown(), v.transform((value) => (isBlank(value) ? null : value)), v.nullable(valueSchema));
  return { ...options, kind, required, schema: schema as v.GenericSchema };
}

/** A text; an empty one never gets here from a field (see `build`), only from a list's items. */
const string = (maxLength: number) =>
  v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(maxLength, msg(M.maxLength)));

/** A text in its format: the pattern decides its length, so its own message is the one shown. */
const formatted = (o: TextFormat): v.GenericSchema<string> => {
  if (!o.pattern) return string(o.maxLength ?? 200);
  const base = string(Math.max(o.maxLength ?? 0, 200));
  const cased = o.case === 'upper' ? v.pipe(base, v.toUpperCase()) : o.case === 'lower' ? v.pipe(base, v.toLowerCase()) : base;
  return v.pipe(cased, v.regex(o.pattern, msg(o.patternMessage ?? M.invalid)));
};

/** Texts typed one by one, or (in a sheet cell) separated by commas or semicolons. */
const texts = <T>(item: v.GenericSchema<unknown, T>, max: number): v.GenericSchema<unknown, T[]> =>
  v.pipe(
    v.union([v.array(v.unknown()), v.string()], msg(M.invalidType)),
    v.transform((value: unknown[] | string) => (typeof value === 'string' ? value.split(/[,;]+/).map((one) => one.trim()).filter(Boolean) : value)),
    v.array(item, msg(M.invalidType)),
    v.maxLength(max, msg(M.maxLength)),
    v.transform((values: T[]) => [...new Set(values)]),
  );

/** A decimal number: a number, or a string with a point or comma as typed in a form or sheet. */
const decimalValue = (o: { min?: number; max?: number }) =>
  v.pipe(
    v.union([v.number(msg(M.float)), v.pipe(v.string(msg(M.float)), v.trim(), v.regex(/^-?\d+([.,]\d+)?$/, msg(M.float)), v.transform((s) => Number(s.replace(',', '.'))))], msg(M.float)),
    v.number(msg(M.float)),
    v.finite(msg(M.float)),
    v.minValue(o.min ?? -Number.MAX_VALUE, msg(M.minValue)),
    v.maxValue(o.max ?? Number.MAX_VALUE, msg(M.maxValue)),
  );

const integerValue = (o: { min?: number; max?: number }) =>
  v.pipe(
    v.union([v.number(msg(M.integer)), v.pipe(v.string(msg(M.integer)), v.trim(), v.regex(/^-?\d+$/, msg(M.integer)), v.transform(Number))], msg(M.integer)),
    v.number(msg(M.integer)),
    v.integer(msg(M.integer)),
    v.minValue(o.min ?? -2_147_483_648, msg(M.minValue)),
    v.maxValue(o.max ?? 2_147_483_647, msg(M.maxValue)),
  );

const codeIn = (codes: ReadonlySet<string>, pattern: RegExp) =>
  v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(pattern, msg(M.invalid)), v.check((code) => codes.has(code), msg(M.unknownValue)));

/** A list of codes: an array, or (as typed in a sheet cell) codes separated by spaces, commas or semicolons. */
const codes = <T>(item: v.GenericSchema<unknown, T>, max = 50): v.GenericSchema<unknown, T[]> =>
  v.pipe(
    v.union([v.array(v.unknown()), v.string(), v.number()], msg(M.invalidType)),
    // A sheet cell holding one number (a weekday) is read as a number, not text.
    v.transform((value: unknown[] | string | number) => (typeof value === 'number' ? [value] : typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value)),
    v.array(item, msg(M.invalidType)),
    v.maxLength(max, msg(M.maxLength)),
    v.transform((values: T[]) => [...new Set(values)]),
  );

/**
 * Minor units of money: a safe integer. Only an input that failed to read as money (a form's
 * "12.345", a sheet's "abc") reaches the schema as text, so the message is the decimal one.
 */
const moneyValue = (o: { min?: number; max?: number }) =>
  v.pipe(
    v.number(msg(M.float)),
    v.integer(msg(M.float)),
    v.minValue(o.min ?? 0, msg(M.minValue)),
    v.maxValue(o.max ?? 2_000_000_000, msg(M.maxValue)),
  );

/** A day as YYYY-MM-DD that the calendar has (the ISO pattern alone lets 2020-02-30 through to the database). */
/** The years a day may fall in: 1900 to 2100. */
const DAY_YEARS = { from: '1900-01-01', beyond: '2101-01-01' } as const;

export const isoDay = v.pipe(
  v.string(msg(M.date)),
  v.isoDate(msg(M.date)),
  v.check((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, msg(M.date)),
  // Year 0000 passes an ISO check and fails in PostgreSQL (a 500); no date of the trade lies
  // outside these years.
  v.check((day) => day >= DAY_YEARS.from && day < DAY_YEARS.beyond, msg(M.dateYears)),
);

/** An airline's two-character IATA designator: letters and digits, at least one letter. */
const IATA_AIRLINE = /^(?=.*[A-Z])[A-Z0-9]{2}$/;

const airportCode = v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{3}$/, msg(M.airportCode)));

/** A text's own shape: upper-cased first (codes), then matched against a pattern. */
export const f = {
  text: <R extends boolean = false>(o: Common<R> & TextFormat = {}) => {
    const { pattern: _pattern, patternMessage: _message, case: _case, ...meta } = o;
    return typed<string, R>(build('text', formatted(o), meta));
  },
  textarea: <R extends boolean = false>(o: Common<R> & { maxLength?: number; monospace?: boolean } = {}) => typed<string, R>(build('textarea', string(o.maxLength ?? 4000), { wide: true, ...o })),
  email: <R extends boolean = false>(o: Common<R> = {}) =>
    typed<string, R>(build('email', v.pipe(string(254), v.email(msg(M.email)), v.toLowerCase()), o)),
  phone: <R extends boolean = false>(o: Common<R> = {}) =>
    typed<string, R>(build('phone', v.pipe(string(40), v.regex(/^\+?[\d\s()-]{5,30}$/, msg(M.phone))), o)),
  password: <R extends boolean = false>(o: Common<R> = {}) =>
    typed<string, R>(
      build('password', v.pipe(v.string(msg(M.invalidType)), v.minLength(8, msg(M.minLength)), v.maxLength(128, msg(M.maxLength))), {
        writeOnly: true,
        ...o,
      }),
    ),
  integer: <R extends boolean = false>(o: Common<R> & { min?: number; max?: number; plain?: boolean } = {}) => typed<number, R>(build('integer', integerValue(o), o)),
  decimal: <R extends boolean = false>(o: Common<R> & { min?: number; max?: number } = {}) => typed<number, R>(build('decimal', decimalValue(o), o)),
  // Required unless told otherwise, and an unticked box is false: never null.
  boolean: (o: Common = {}) =>
    typed<boolean, true>(
      build(
        'boolean',
        v.pipe(
          v.union([v.boolean(), v.picklist(['true', 'false', '1', '0', 'да', 'нет', 'yes', 'no'])], msg(M.invalidType)),
          v.transform((value) => value === true || value === 'true' || value === '1' || value === 'да' || value === 'yes'),
        ),
        { required: true, ...o },
      ),
    ),
  date: <R extends boolean = false>(o: Common<R> = {}) => typed<string, R>(build('date', v.pipe(v.string(msg(M.invalidType)), v.trim(), isoDay), o)),
  select: <const T extends string, R extends boolean = false>(options: readonly T[], o: Common<R> = {}) =>
    typed<T, R>(build('select', v.picklist(options, msg(M.invalid)), { ...o, options })),
  /** Several of the options; `invalidMessage` names what a value outside them breaks (section 5's telegram types). */
  multiselect: <const T extends string | number>(options: readonly T[], o: Common & { invalidMessage?: string } = {}) => {
    const { invalidMessage = M.invalid, ...meta } = o;
    return typed<T[], true>(
      build(
        'multiselect',
        // Numeric options (weekdays) arrive as text from a sheet cell or a query: read them as numbers.
        codes(v.pipe(v.unknown(), v.transform((value) => (typeof options[0] === 'number' && typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value)), v.picklist(options, msg(invalidMessage))), options.length),
        { ...meta, options },
      ),
    );
  },
  /** An airport by IATA code. */
  airport: <R extends boolean = false>(o: Common<R> = {}) => typed<string, R>(build('lookup', airportCode, { ...o, lookup: 'airport' })),
  airports: (o: Common & { max?: number } = {}) => typed<string[], true>(build('lookups', codes(airportCode, o.max ?? 20), { ...o, lookup: 'airport' })),
  aircraftType: <R extends boolean = false>(o: Common<R> = {}) => typed<string, R>(build('lookup', codeIn(AIRCRAFT_TYPE_SET, /^[A-Z0-9]{3}$/), { ...o, lookup: 'aircraftType' })),
  shc: (o: Common = {}) => typed<string[], true>(build('lookups', codes(codeIn(SHC_SET, /^[A-Z]{3}$/), 20), { ...o, lookup: 'shc' })),
  /** Airlines by IATA designator (two letters or a letter and a digit: UT, S7, 5N). */
  airlines: (o: Common & { max?: number } = {}) =>
    typed<string[], true>(
      build('lookups', codes(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(IATA_AIRLINE, msg(M.invalid))), o.max ?? 50), {
        ...o,
        lookup: 'airCompany',
      }),
    ),
  /** Several texts typed one by one (phone numbers, AWB prefixes), each in the given format. */
  list: (o: Common & TextFormat & { max?: number } = {}) => {
    const { pattern: _pattern, patternMessage: _message, case: _case, max, ...meta } = o;
    return typed<string[], true>(build('list', texts(formatted({ maxLength: 60, ...o }), max ?? 20), meta));
  },
  /** Aircraft registrations (tail numbers), as typed: RA-73001, VQ-BJI. */
  registrations: (o: Common = {}) =>
    typed<string[], true>(
      build('lookups', codes(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,2}-?[A-Z0-9]{2,6}$/, msg(M.invalid))), 100), {
        ...o,
        lookup: 'airplane',
      }),
    ),
  /** A row of another resource by id. */
  ref: <R extends boolean = false>(lookup: LookupName, o: Common<R> = {}) => typed<number, R>(build('lookup', integerValue({ min: 1 }), { ...o, lookup })),
  /** Rows of another resource by id (a tariff's contracts). */
  refs: (lookup: LookupName, o: Common & { max?: number } = {}) => typed<number[], true>(build('lookups', codes(integerValue({ min: 1 }), o.max ?? 50), { ...o, lookup })),
  /** Countries by ISO 3166 alpha-2 code. */
  countries: (o: Common & { max?: number } = {}) =>
    typed<string[], true>(
      build('lookups', codes(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, msg(M.invalid))), o.max ?? 50), { ...o, lookup: 'country' }),
    ),
  /** Money in minor units of the row's currency (see FieldDef.money); negative only when `min` says so. */
  money: <R extends boolean = false>(o: Common<R> & { min?: number; max?: number } = {}) => typed<number, R>(build('integer', moneyValue(o), { ...o, money: true })),
  /** A code of a code lookup (country, protocol, cargo type...). */
  code: <R extends boolean = false>(lookup: LookupName, o: Common<R> & { maxLength?: number } = {}) => typed<string, R>(build('lookup', string(o.maxLength ?? 20), { ...o, lookup })),
  color: <R extends boolean = false>(o: Common<R> = {}) =>
    typed<string, R>(build('color', v.pipe(v.string(msg(M.invalidType)), v.trim(), v.regex(/^#[0-9a-fA-F]{6}$/, msg(M.color)), v.toLowerCase()), o)),
  /** An AWB number `PPP-SSSSSSSS` with the mod-7 check digit. */
  awb: <R extends boolean = false>(o: Common<R> = {}) =>
    typed<string, R>(
      build(
        'text',
        v.pipe(string(12), v.regex(/^\d{3}-?\d{8}$/, msg(M.awbFormat)), v.check((s) => parseAwb(s).ok, msg(M.awbCheckDigit))),
        o,
      ),
    ),
  /** A value with its own form editor (registered in the renderer under `editor`); required unless told otherwise. */
  custom: <TSchema extends v.GenericSchema, R extends boolean = true>(editor: string, schema: TSchema, o: Common<R> = {}) =>
    typed<v.InferOutput<TSchema>, R>(build('custom', schema, { wide: true, required: true, ...o, editor })),
};
