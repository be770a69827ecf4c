// A cell's value as the import reads it, from the sheet XML's cell type and text: the values
// ExcelJS gave and the import's `cellToValue` then made of them (text trimmed, dates as YYYY-MM-DD,
// errors and empty formulas as nothing).

/** Header texts and labels compare without case and runs of spaces. */
export const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Column letters (the `AB` of `AB12`) as a number from 1. */
export function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index += 1) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

const excelDate = (serial: number, date1904: boolean): string | null => {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isFinite(date.getTime()) ? date.toISOString().slice(0, 10) : null;
};

export interface CellText {
  /** The `t` attribute: s, str, inlineStr, b, e, d, or n (also when absent). */
  type: string;
  /** The text of `<v>`, or of `<is>` for an inline string; null when the cell had none. */
  text: string | null;
  isDate: boolean;
  date1904: boolean;
}

/** A cell of any type but a shared string (whose text the caller looks up). */
export function cellValue({ type, text, isDate, date1904 }: CellText): unknown {
  if (text === null || type === 'e') return null;
  switch (type) {
    case 'str':
    case 'inlineStr':
      return text.trim();
    case 'b':
      return Number(text) !== 0;
    case 'd':
      return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text.trim();
    default: {
      const number = Number(text);
      if (text.trim() === '' || !Number.isFinite(number)) return text.trim() || null;
      return isDate ? (excelDate(number, date1904) ?? number) : number;
    }
  }
}
