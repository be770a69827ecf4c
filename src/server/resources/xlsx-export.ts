import type { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import { ID_LOOKUPS } from '@shared/resources/lookups';
import type { ListQuery, ResourceRow } from '@shared/resources/list-query';
import type { Translate } from '@shared/validation';
import type { SessionContext } from '../access/sessions';
import type { Reader, ResourceBinding } from './binding';
import { ID_LIST_SEPARATOR, orderOf, selection, toRow, whereOf } from './query';
import { MONEY_DIGITS } from '@shared/resources/money-field';
import { streamSheet } from '../lib/xlsx-stream';
import { optionsCell } from './xlsx-options';

// The xlsx export of a list with its current filters, streamed a page of rows at a time so a large
// handbook never sits in memory whole. The first column is the row's ID (an edited sheet uploaded
// back updates those rows); lists are comma-separated, referenced rows by their labels, choices by
// their labels and yes and no in the reader's language, dates as dates: what the screen shows, and
// what an import reads back.

const PAGE = 500;

export const xlsxHeader = (binding: ResourceBinding, key: string, t: Translate): string =>
  key === 'id' ? 'ID' : t(`resources/${binding.def.name}:fields.${key}`);

export function cellValue(binding: ResourceBinding, key: string, row: ResourceRow, t: Translate): ExcelJS.CellValue {
  const field = binding.def.fields[key];
  const value = row[key];
  if (value === null || value === undefined) return null;
  if ((field?.kind === 'lookup' || field?.kind === 'lookups') && field.lookup && ID_LOOKUPS.has(field.lookup)) return row.labels?.[key] ?? (Array.isArray(value) ? value.join(ID_LIST_SEPARATOR) : String(value));
  // Money is shown in major units (rubles, not kopecks), as the forms show it.
  if (field?.money && typeof value === 'number') return value / 10 ** MONEY_DIGITS;
  // Custom values (a matrix, a list of contacts) travel as JSON, lists of their own included.
  if (field?.kind === 'custom') return JSON.stringify(value);
  if (field?.kind === 'select' || field?.kind === 'multiselect') return optionsCell(binding.def.name, key, field, value, t) as string;
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return t(value ? 'resources:yes' : 'resources:no');
  if (field?.kind === 'date' && typeof value === 'string') return new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return value as ExcelJS.CellValue;
}

export function exportXlsx(
  { db, lookups }: Reader,
  binding: ResourceBinding,
  user: SessionContext,
  query: Pick<ListQuery, 'q' | 'filter' | 'sort'>,
  t: Translate,
): PassThrough {
  const keys = ['id', ...binding.def.xlsx];
  const columns = keys.map((key) => ({
    key,
    header: xlsxHeader(binding, key, t),
    width: key === 'id' ? 8 : 18,
    ...(binding.def.fields[key]?.kind === 'date' ? { numFmt: 'yyyy-mm-dd' } : {}),
  }));
  const where = whereOf(binding, user, binding.def.abilities.view, { q: query.q, filter: query.filter });
  async function* rows() {
    for (let offset = 0; ; offset += PAGE) {
      const page = (await db.select(selection(binding, lookups)).from(binding.table).where(where).orderBy(...orderOf(binding, query.sort)).limit(PAGE).offset(offset)).map(toRow);
      for (const row of page) yield Object.fromEntries(keys.map((key) => [key, cellValue(binding, key, row, t)]));
      if (page.length < PAGE) return;
    }
  }
  return streamSheet(t(`menu:items.${binding.def.name}`), columns, rows());
}
