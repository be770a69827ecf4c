import { and, inArray } from 'drizzle-orm';
import * as v from 'valibot';
import { can } from '@shared/abilities';
import { inputKeys } from '@shared/resources/define';
import { isRowId } from '@shared/api/params';
import type { ImportResult } from '@shared/resources/api';
import type { ResourceRow } from '@shared/resources/list-query';
import { ID_LOOKUPS } from '@shared/resources/lookups';
import { parseMoneyText } from '@shared/resources/money-field';
import { issuesToTopFields, M, messageRef, type FieldMessages } from '@shared/validation';
import { AppError, ValidationError } from '../errors';
import { translatorFor } from '../lib/i18n';
import type { ResourceBinding, WriteContext } from './binding';
import type { LookupContext, LookupProvider } from './lookups';
import { accessSql, columnsOf, findRows, ID_LIST_SEPARATOR } from './query';
import { createRow, updateRow, valuesOf } from './write';
import { xlsxHeader } from './xlsx-export';
import { normalize } from './xlsx-read/cells';
import { ReadFailure, type ReadFailureReason } from './xlsx-read/failure';
import type { SheetRow } from './xlsx-read/rows';
import { readSheetInWorker } from './xlsx-read/run';
import { optionsMessage, readOptions } from './xlsx-options';

// An xlsx import with the export's columns (headers in Russian or English, or field names). Every
// row is checked first, as a form would be: nothing is written unless all pass, and otherwise the
// answer lists each failing row and column. A row with an ID updates that row; without, it adds one.
// Cells are read as the export writes them or as people type them: choices by code or label in
// either language, yes and no in any case, referenced rows by label or id, each checked within the
// caller's rights (one the caller may not see is reported as one that does not exist).

export const MAX_IMPORT_ROWS = 10_000;
/** Excel's own limit on a cell's text: no sheet Excel saved has a longer one. */
export const MAX_CELL_CHARS = 32_767;
/**
 * What the parts read may inflate to (sheet, shared strings, styles, workbook): 10,000 rows of a
 * wide resource take 5-10 MB, so 50 MB is ample, while a bomb stops there.
 */
export const MAX_IMPORT_XML_BYTES = 50 * 1024 * 1024;
/** The upload itself, as the multipart limit of the app (app.ts) has it. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;
const MAX_REPORTED = 300;
const MEGABYTE = 1024 * 1024;

/** 400 with the report: field keys are `<sheet row>.<field>`. */
export class ImportRejected extends AppError {
  constructor(fields: FieldMessages, rows: number) {
    super(400, 'resources:import.rowsWithErrors', { params: { count: rows }, fields });
  }
}

/** Header texts a column may carry, in either language or as the field's name → the field. */
function headerTexts(binding: ResourceBinding): [string, string][] {
  // Columns the server sets (a status...) are exported for reading and ignored when read back.
  const known = new Map<string, string>();
  for (const key of ['id', ...inputKeys(binding.def)]) {
    known.set(normalize(key), key);
    for (const locale of ['ru', 'en'] as const) known.set(normalize(xlsxHeader(binding, key, translatorFor(locale))), key);
  }
  return [...known];
}

function refusal(reason: ReadFailureReason): AppError {
  switch (reason.kind) {
    case 'cellTooLong':
      return new ImportRejected({ [`${reason.row}.${reason.key}`]: messageRef(M.maxLength, { requirement: MAX_CELL_CHARS }) }, 1);
    case 'tooLarge':
      return new AppError(400, 'resources:import.tooLarge', { params: { limit: MAX_IMPORT_XML_BYTES / MEGABYTE } });
    default:
      return new AppError(400, `resources:import.${reason.kind}`);
  }
}

/** The sheet's rows, read off the event loop with every limit enforced while reading. */
async function readSheet(binding: ResourceBinding, file: Buffer): Promise<SheetRow[]> {
  try {
    return await readSheetInWorker({
      file,
      headers: headerTexts(binding),
      limits: { maxXmlBytes: MAX_IMPORT_XML_BYTES, maxRows: MAX_IMPORT_ROWS, maxCellChars: MAX_CELL_CHARS },
    });
  } catch (error) {
    if (error instanceof ReadFailure) throw refusal(error.reason);
    throw error;
  }
}

/** The stored row a sheet row updates, if the caller may edit it. */
type StoredRows = (values: Record<string, unknown>) => ResourceRow | undefined;

/** A sheet row's id, when it names one a row could have. */
const rowId = (values: Record<string, unknown>): number | null => {
  const id = Number(values.id);
  return values.id !== null && values.id !== '' && isRowId(id) ? id : null;
};

/** What a sheet row refers to that the caller cannot use: a row it may not see, a code nobody knows. */
interface Miss {
  row: number;
  key: string;
  value: string;
}

const notFound = (value: string) => messageRef(M.notFoundValue, { value });

/**
 * Referenced rows are written as labels in a sheet: find their ids among the caller's options. A
 * label that names none is a miss, reported on its row rather than as "Enter an integer".
 */
async function resolveLabels(binding: ResourceBinding, ctx: LookupContext, rows: SheetRow[], stored: StoredRows): Promise<Miss[]> {
  const misses: Miss[] = [];
  for (const [key, field] of Object.entries(binding.def.fields)) {
    if (field.kind === 'lookups' && !field.readOnly && field.lookup && ID_LOOKUPS.has(field.lookup)) {
      misses.push(...(await resolveLabelLists(key, ctx.lookups[field.lookup], ctx, rows, stored)));
      continue;
    }
    if (field.kind !== 'lookup' || field.readOnly || !field.lookup || !ID_LOOKUPS.has(field.lookup)) continue;
    const provider = ctx.lookups[field.lookup];
    // A row to update that names the company (or code...) it already refers to keeps it, offered or not.
    for (const { values } of rows) {
      const kept = stored(values)?.[key];
      const value = values[key];
      if (typeof value === 'string' && kept !== undefined && normalize(String(stored(values)?.labels?.[key] ?? '')) === normalize(value)) values[key] = kept;
    }
    const labels = new Set(rows.map((r) => r.values[key]).filter((value): value is string => typeof value === 'string' && !/^\d+$/.test(value)));
    const ids = new Map<string, number>();
    for (const label of labels) {
      const match = (await provider.search(ctx, label, 20)).find((option) => normalize(option.label) === normalize(label));
      if (match) ids.set(label, Number(match.value));
    }
    for (const { row, values } of rows) {
      const value = values[key];
      if (typeof value !== 'string') continue;
      const id = /^\d+$/.test(value) ? Number(value) : ids.get(value);
      if (id === undefined) misses.push({ row, key, value });
      else values[key] = id;
    }
  }
  return misses;
}

/**
 * A list of referenced rows in a cell: their labels (or ids) separated as the export joins them. A
 * row to update whose cell still names what it holds keeps its ids, offered or not.
 */
async function resolveLabelLists(key: string, provider: LookupProvider, ctx: LookupContext, rows: SheetRow[], stored: StoredRows): Promise<Miss[]> {
  const misses: Miss[] = [];
  const separator = ID_LIST_SEPARATOR.trim();
  const ids = new Map<string, number | null>();
  for (const { row, values } of rows) {
    const value = values[key];
    if (typeof value === 'number') values[key] = [value];
    if (typeof value !== 'string') continue;
    const kept = stored(values);
    if (kept !== undefined && normalize(String(kept.labels?.[key] ?? '')) === normalize(value)) {
      values[key] = kept[key];
      continue;
    }
    const found: number[] = [];
    for (const label of value.split(separator).map((one) => one.trim()).filter(Boolean)) {
      if (/^\d+$/.test(label)) {
        found.push(Number(label));
        continue;
      }
      if (!ids.has(label)) ids.set(label, Number((await provider.search(ctx, label, 20)).find((option) => normalize(option.label) === normalize(label))?.value ?? NaN) || null);
      const id = ids.get(label);
      if (id) found.push(id);
      else misses.push({ row, key, value: label });
    }
    values[key] = found;
  }
  return misses;
}

/** Money typed in major units (a sheet shows rubles, not kopecks): minor units for the schema. */
function readMoney(binding: ResourceBinding, values: Record<string, unknown>): void {
  for (const [key, field] of Object.entries(binding.def.fields)) {
    const value = values[key];
    if (!field.money || value === null || value === undefined || value === '') continue;
    const minor = parseMoneyText(typeof value === 'number' ? String(value) : String(value));
    // Left as typed when it is not an amount: the schema reports it on its cell.
    if (minor !== null) values[key] = minor;
  }
}

/** Choices by code or label, yes and no in any case: as the field's schema takes them. */
function readValues(binding: ResourceBinding, values: Record<string, unknown>): void {
  for (const [key, field] of Object.entries(binding.def.fields)) {
    if (!(key in values)) continue;
    if (field.kind === 'boolean' && typeof values[key] === 'string') values[key] = normalize(values[key] as string);
    else values[key] = readOptions(binding.def.name, key, field, values[key]);
  }
}

/** Custom values (a matrix...) travel as JSON in a cell. */
function parseCustom(binding: ResourceBinding, values: Record<string, unknown>): void {
  for (const [key, field] of Object.entries(binding.def.fields)) {
    if (field.kind !== 'custom' || typeof values[key] !== 'string') continue;
    try {
      values[key] = JSON.parse(values[key] as string);
    } catch {
      // Left as text: the schema reports it.
    }
  }
}

export interface CheckedRow {
  /** The sheet row it came from, for the report. */
  row: number;
  id: number | null;
  input: Record<string, unknown>;
}

/**
 * Reads and checks every row, outside any transaction (on the embedded database a transaction holds
 * the only connection the lookups would need). Throws the report when a row fails.
 */
export async function checkImport(ctx: WriteContext, lookups: LookupContext, binding: ResourceBinding, buffer: Buffer): Promise<CheckedRow[]> {
  const rows = await readSheet(binding, buffer);
  for (const { values } of rows) {
    readValues(binding, values);
    readMoney(binding, values);
  }
  // The rows to update as stored: the references they already hold are kept, as a form keeps them.
  const storedById = await findRows(ctx, binding, ctx.user, binding.def.abilities.edit, [...new Set(rows.flatMap(({ values }) => rowId(values) ?? []))]);
  const stored: StoredRows = (values) => {
    const id = rowId(values);
    return id === null ? undefined : storedById.get(id);
  };
  const misses = await resolveLabels(binding, lookups, rows, stored);
  const errors: FieldMessages = {};
  const failing = new Set<number>();
  const report = (row: number, key: string, message: string) => {
    failing.add(row);
    if (Object.keys(errors).length < MAX_REPORTED) errors[`${row}.${key}`] = message;
  };

  const parsed: { row: number; id: number | null; input: Record<string, unknown>; stored?: ResourceRow }[] = [];
  for (const { row, values } of rows) {
    const { id, ...body } = values;
    parseCustom(binding, body);
    const result = v.safeParse(binding.def.input, body);
    if (!result.success) {
      for (const [key, message] of Object.entries(issuesToTopFields(result.issues))) {
        // A choice that is none of the options says which ones there are.
        const options = message === M.invalid ? optionsMessage(binding.def.name, key, binding.def.fields[key], lookups.t) : null;
        report(row, key, options ?? message);
      }
      continue;
    }
    const kept = stored(values);
    const numericId = id === null || id === undefined || id === '' ? null : Number(id);
    if (numericId !== null && (!Number.isInteger(numericId) || numericId < 1)) report(row, 'id', M.integer);
    parsed.push({ row, id: numericId, input: result.output as Record<string, unknown>, ...(kept ? { stored: kept } : {}) });
  }

  // A label that names no row the caller may use says so, whatever else the row's schema said of it.
  for (const { row, key, value } of misses) report(row, key, notFound(value));

  // Codes and ids of lookups, one query per field for the whole sheet.
  for (const [key, field] of Object.entries(binding.def.fields)) {
    if (!field.lookup || field.readOnly || lookups.lookups[field.lookup].openValues) continue;
    const all = parsed.flatMap(({ input }) => valuesOf(input[key]));
    if (!all.length) continue;
    const known = new Set((await lookups.lookups[field.lookup].resolve(lookups, [...new Set(all)])).map((option) => String(option.value).toUpperCase()));
    for (const { row, input, stored: kept } of parsed) {
      const values = valuesOf(input[key]);
      const held = new Set(valuesOf(kept?.[key]).map((value) => String(value).toUpperCase()));
      const unknown = values.filter((value) => !known.has(String(value).toUpperCase()) && !held.has(String(value).toUpperCase()));
      if (unknown.length) report(row, key, notFound(unknown.join(', ')));
    }
  }

  // Rows to update must be rows the caller may edit.
  const ids = parsed.flatMap(({ id }) => (id ? [id] : []));
  if (ids.length) {
    const idColumn = columnsOf(binding).id!;
    const editable = new Set(
      (await ctx.db.select({ id: idColumn }).from(binding.table).where(and(inArray(idColumn, ids), accessSql(binding, ctx.user, binding.def.abilities.edit)))).map(
        (r) => (r as { id: number }).id,
      ),
    );
    for (const { row, id } of parsed) if (id && !editable.has(id)) report(row, 'id', 'errors:notFound');
  }
  for (const { row, input } of parsed) {
    const { departure, arrival } = binding.def.conditions ?? {};
    const context = { company: ctx.airline.marker, departure: departure ? (input[departure] as string) : undefined, arrival: arrival ? (input[arrival] as string) : undefined };
    if (!can(ctx.user.abilities, binding.def.abilities.edit, context)) report(row, '_', 'errors:forbidden');
  }
  if (failing.size) throw new ImportRejected(errors, failing.size);
  return parsed;
}

/**
 * Writes checked rows, in the caller's transaction. A refusal of the binding's own (a code already
 * taken, by another row of the same sheet too) is reported on its sheet row, and nothing is kept.
 */
export async function writeImport(caller: WriteContext, binding: ResourceBinding, rows: readonly CheckedRow[]): Promise<ImportResult> {
  const ctx: WriteContext = { ...caller, importing: true };
  let created = 0;
  let updated = 0;
  for (const { row, id, input } of rows) {
    try {
      if (id) {
        await updateRow(ctx, binding, id, input);
        updated += 1;
      } else {
        await createRow(ctx, binding, input);
        created += 1;
      }
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      const fields = Object.fromEntries(Object.entries(error.options.fields ?? {}).map(([key, message]) => [`${row}.${key}`, message]));
      throw new ImportRejected(fields, 1);
    }
  }
  return { created, updated };
}
