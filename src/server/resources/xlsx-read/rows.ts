import { cellValue, columnOf, normalize } from './cells';
import { fail } from './failure';
import { TOO_LONG, type SharedString } from './shared-strings';
import { parseXml } from './xml';
import { entryText, type InflateBudget, type Zip, type ZipEntry } from './zip';

// The sheet's rows as they stream by. The first row's headers say which columns are imported; of
// the rows below only those columns are kept, and reading stops at the first row past the limit or
// the first cell past Excel's own length limit in an imported column. Rows with nothing in the
// imported columns are skipped, as before.

export interface SheetRow {
  /** The sheet row it came from, for the report. */
  row: number;
  values: Record<string, unknown>;
}

export interface RowsOptions {
  /** Header texts (normalized) → field keys. */
  headers: ReadonlyMap<string, string>;
  maxRows: number;
  maxCellChars: number;
}

export interface SheetContext {
  sharedStrings: readonly SharedString[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
}

interface OpenCell {
  column: number;
  type: string;
  style: number;
  wanted: boolean;
  parts: string[];
  length: number;
  hasText: boolean;
}

export async function readRows(zip: Zip, sheet: ZipEntry, budget: InflateBudget, context: SheetContext, options: RowsOptions): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  let rowNumber = 0;
  let column = 0;
  let cells = new Map<number, unknown>();
  let header = new Map<number, unknown>();
  /** Imported columns → field keys; set when the first row below the header opens. */
  let columns: Map<number, string> | null = null;
  let cell: OpenCell | null = null;
  let capturing = false;
  let inline = false;
  let phonetic = 0;

  const headerColumns = (): Map<number, string> => {
    const map = new Map<number, string>();
    for (const [number, value] of header) {
      const key = options.headers.get(normalize(String(value ?? '')));
      if (key) map.set(number, key);
    }
    if (![...map.values()].some((key) => key !== 'id')) fail({ kind: 'noColumns' });
    return map;
  };

  const closeCell = (open: OpenCell) => {
    if (!open.wanted) return;
    const text = open.parts.join('');
    let value: unknown;
    let tooLong = open.length > options.maxCellChars;
    if (open.type === 's' && !tooLong) {
      const shared = open.hasText ? context.sharedStrings[Number(text)] : undefined;
      tooLong = shared === TOO_LONG;
      value = typeof shared === 'string' ? shared.trim() : null;
    } else if (!tooLong) {
      value = cellValue({ type: open.type, text: open.hasText ? text : null, isDate: context.dateStyles.has(open.style), date1904: context.date1904 });
    }
    if (tooLong) {
      // A header that long names no column; a value that long is refused where it stands.
      if (rowNumber === 1) return;
      fail({ kind: 'cellTooLong', row: rowNumber, key: columns!.get(open.column)! });
    }
    cells.set(open.column, value);
  };

  const closeRow = () => {
    if (rowNumber === 1) {
      header = cells;
      return;
    }
    if (rowNumber < 2) return;
    const values: Record<string, unknown> = {};
    for (const [number, key] of columns!) values[key] = cells.get(number) ?? null;
    if (Object.values(values).some((value) => value !== null && value !== '')) {
      rows.push({ row: rowNumber, values });
      if (rows.length > options.maxRows) fail({ kind: 'tooManyRows' });
    }
  };

  await parseXml(entryText(zip, sheet, budget), {
    open(name, attributes) {
      switch (name) {
        case 'row': {
          const number = Number(attributes.r);
          rowNumber = Number.isInteger(number) && number > 0 ? number : rowNumber + 1;
          column = 0;
          cells = new Map();
          if (rowNumber >= 2 && !columns) columns = headerColumns();
          break;
        }
        case 'c': {
          const reference = attributes.r;
          column = reference ? columnOf(reference) : column + 1;
          const wanted = rowNumber === 1 || (columns?.has(column) ?? false);
          cell = { column, type: attributes.t ?? 'n', style: Number(attributes.s ?? 0), wanted, parts: [], length: 0, hasText: false };
          break;
        }
        case 'v':
          capturing = cell?.wanted ?? false;
          break;
        case 'is':
          inline = true;
          break;
        case 'rPh':
          phonetic += 1;
          break;
        case 't':
          capturing = inline && !phonetic && (cell?.wanted ?? false);
          break;
        default:
          break;
      }
      if (capturing && cell) cell.hasText = true;
    },
    close(name) {
      switch (name) {
        case 'v':
        case 't':
          capturing = false;
          break;
        case 'is':
          inline = false;
          break;
        case 'rPh':
          phonetic -= 1;
          break;
        case 'c':
          if (cell) closeCell(cell);
          cell = null;
          break;
        case 'row':
          closeRow();
          break;
        default:
          break;
      }
    },
    text(text) {
      if (!capturing || !cell) return;
      cell.length += text.length;
      if (cell.length <= options.maxCellChars) cell.parts.push(text);
    },
  });
  // No row below the header: nothing to import.
  if (!columns) fail({ kind: 'empty' });
  return rows;
}
