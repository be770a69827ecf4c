import * as v from 'valibot';
import { PricingSearchQuerySchema, type PricingSearchQuery } from '@shared/booking';
import { addDays } from '../days';
import { issuesToTopFields, messageRef } from '@shared/validation';

// The pricing search lives in its address: a search is a link, Back returns to the previous one,
// a reload keeps it. The form holds what is typed; these turn the form into the address and the
// call's query, and the address back into the form. The cargo's volume is typed, or computed from
// its dimensions (rows of pieces × length × width × height in cm), which the address keeps too.

/** One row of dimensions as typed: that many pieces of one size, in centimetres. */
export interface DimensionRow {
  pieces: string;
  length: string;
  width: string;
  height: string;
}

/** How the volume is given: typed in m³, or computed from the pieces' dimensions. */
export type Measure = 'volume' | 'dimensions';

/** The search form's values, as typed. */
export interface SearchValues {
  departure: string | null;
  arrival: string | null;
  date: string | null;
  pieces: string;
  weight: string;
  measure: Measure;
  volume: string;
  dimensions: DimensionRow[];
  shc: string[];
  product: string;
}

/** The largest side a row takes, cm: a main-deck pallet is 318 cm long; beyond 10 m it is a typo. */
export const MAX_SIDE_CM = 1000;

export const emptyRow = (): DimensionRow => ({ pieces: '', length: '', width: '', height: '' });

/** A number as typed in a form ("12,5" as well as "12.5"); null when it is not one. */
function typed(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}

/** A row's pieces and sides, when they all read as numbers in range; null otherwise. */
export function rowSize(row: DimensionRow): { pieces: number; length: number; width: number; height: number } | null {
  const pieces = typed(row.pieces);
  const sides = [typed(row.length), typed(row.width), typed(row.height)];
  if (pieces === null || !Number.isInteger(pieces) || pieces < 1) return null;
  if (sides.some((side) => side === null || side <= 0 || side > MAX_SIDE_CM)) return null;
  const [length, width, height] = sides as number[];
  return { pieces, length: length!, width: width!, height: height! };
}

const blankRow = (row: DimensionRow): boolean => !`${row.pieces}${row.length}${row.width}${row.height}`.trim();

/**
 * The volume the rows add up to, m³, rounded up to the litre (0.001 m³: what a search takes, and a
 * declared volume is never less than the cargo's); null while no row is complete.
 */
export function dimensionsVolume(rows: readonly DimensionRow[]): number | null {
  let cubicCm = 0;
  let any = false;
  for (const row of rows) {
    const size = rowSize(row);
    if (!size) continue;
    any = true;
    cubicCm += size.pieces * size.length * size.width * size.height;
  }
  if (!any) return null;
  // Rounded to a thousandth of a cm³ first, so 0.1 × 0.1 × … float noise never adds a litre.
  const litres = Math.ceil(Math.round(cubicCm * 1000) / 1000 / 1000);
  return litres / 1000;
}

/** How many pieces the complete rows hold. */
export const dimensionsPieces = (rows: readonly DimensionRow[]): number => rows.reduce((sum, row) => sum + (rowSize(row)?.pieces ?? 0), 0);

/** A row in the address: `2x120x80x60` (pieces × length × width × height). */
export const rowText = (row: DimensionRow): string => [row.pieces, row.length, row.width, row.height].map((part) => part.trim().replace(',', '.')).join('x');

/** A row from the address; null when it is not four parts. */
export function rowOfText(text: string): DimensionRow | null {
  const parts = text.split(/x/i);
  if (parts.length !== 4) return null;
  const [pieces, length, width, height] = parts as [string, string, string, string];
  return { pieces, length, width, height };
}

/** What the volume field says the search carries: typed, computed from the rows, or none. */
function volumeOf(values: SearchValues): string | number | null {
  if (values.measure === 'dimensions') return dimensionsVolume(values.dimensions);
  const text = values.volume.trim();
  return text ? text.replace(',', '.') : null;
}

/** The call's query before the schema reads it (numbers as typed: the schema says what is wrong with them). */
export function queryInput(values: SearchValues): Record<string, unknown> {
  return {
    departure: values.departure ?? '',
    arrival: values.arrival ?? '',
    date: values.date ?? '',
    pieces: values.pieces.trim(),
    weight: values.weight.trim().replace(',', '.'),
    volume: volumeOf(values),
    shc: values.shc,
    product: values.product.trim() || null,
  };
}

/** The rows' own problems: an incomplete row, or rows holding another number of pieces than the shipment. */
function dimensionProblems(values: SearchValues): string | null {
  if (values.measure !== 'dimensions') return null;
  const rows = values.dimensions.filter((row) => !blankRow(row));
  if (!rows.length) return messageRef('booking:dimensions.required');
  const bad = values.dimensions.findIndex((row) => !blankRow(row) && !rowSize(row));
  if (bad >= 0) return messageRef('booking:dimensions.invalidRow', { row: bad + 1, max: MAX_SIDE_CM });
  const pieces = typed(values.pieces);
  const inRows = dimensionsPieces(rows);
  if (pieces !== null && pieces !== inRows) return messageRef('booking:dimensions.piecesDiffer', { rows: inRows, pieces });
  return null;
}

/**
 * The form's values checked by the shared schema the server validates with: the query to search
 * for, or each problem on its field (message references the form translates).
 */
export function checkSearch(values: SearchValues): { query: PricingSearchQuery; problems: null } | { query: null; problems: Record<string, string> } {
  const parsed = v.safeParse(PricingSearchQuerySchema, queryInput(values));
  const problems: Record<string, string> = parsed.success ? {} : issuesToTopFields(parsed.issues);
  const dimensions = dimensionProblems(values);
  if (dimensions) problems.dimensions = dimensions;
  // The computed volume's own problem (rows too large) belongs to the rows.
  if (values.measure === 'dimensions' && problems.volume) {
    problems.dimensions ??= problems.volume;
    delete problems.volume;
  }
  if (parsed.success && !Object.keys(problems).length) return { query: parsed.output, problems: null };
  return { query: null, problems };
}

/** The form field a search problem belongs on: a computed volume's is the dimension rows'. */
export const searchField = (field: string, measure: Measure): string => (field === 'volume' && measure === 'dimensions' ? 'dimensions' : field);

/** The address's query of a search: what the form holds, empty parts left out. */
export function addressOf(values: SearchValues): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  const put = (key: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text) params[key] = text;
  };
  put('departure', values.departure);
  put('arrival', values.arrival);
  put('date', values.date);
  put('pieces', values.pieces);
  put('weight', values.weight.replace(',', '.'));
  if (values.measure === 'dimensions') {
    const rows = values.dimensions.filter((row) => !blankRow(row)).map(rowText);
    if (rows.length) params.dims = rows;
  } else put('volume', values.volume.replace(',', '.'));
  if (values.shc.length) params.shc = values.shc;
  put('product', values.product.toUpperCase());
  return params;
}

/** What the form starts from without an address: the airport nearest the user and tomorrow's date. */
export interface SearchDefaults {
  departure: string | null;
  date: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((one): one is string => typeof one === 'string') : typeof value === 'string' && value ? [value] : []);

/** The form's values from the address (a link, Back, a reload); what it leaves out comes from the defaults. */
export function valuesOfAddress(raw: Record<string, unknown>, defaults: SearchDefaults): SearchValues {
  const rows = list(raw.dims).map(rowOfText).filter((row): row is DimensionRow => row !== null);
  const searched = Object.keys(raw).length > 0;
  return {
    departure: text(raw.departure).toUpperCase() || (searched ? null : defaults.departure),
    arrival: text(raw.arrival).toUpperCase() || null,
    date: text(raw.date) || (searched ? null : defaults.date),
    pieces: text(raw.pieces) || (searched ? '' : '1'),
    weight: text(raw.weight),
    measure: rows.length ? 'dimensions' : 'volume',
    volume: text(raw.volume),
    dimensions: rows.length ? rows : [emptyRow()],
    shc: list(raw.shc).map((code) => code.toUpperCase()),
    product: text(raw.product).toUpperCase(),
  };
}

/** The address of the same search on another date (the strip's arrows and days). */
export function addressOnDate(raw: Record<string, unknown>, date: string): Record<string, unknown> {
  return { ...raw, date };
}

/** The date a strip's arrow moves to: the chosen date a whole strip earlier or later. */
export const shiftedDate = (date: string, days: number, direction: -1 | 1): string => addDays(date, direction * (days * 2 + 1));
