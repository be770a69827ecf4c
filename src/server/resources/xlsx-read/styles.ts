import { parseXml } from './xml';
import { entryText, type InflateBudget, type Zip, type ZipEntry } from './zip';

// A date in a sheet is a number with a date format: which cell formats (the `s` of a cell) are
// dates, by the rule ExcelJS applied (a format with y, m, d, h, s or b outside quotes and brackets),
// so a sheet reads as it did before imports were streamed.

/** Excel's built-in formats that are dates (14-22 and 45-47). */
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

export const isDateFormat = (code: string): boolean => /[ymdhMsb]+/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** The indexes of the cell formats that show dates. */
export async function dateStyles(zip: Zip, styles: ZipEntry | null, budget: InflateBudget): Promise<Set<number>> {
  const dates = new Set<number>();
  if (!styles) return dates;
  const custom = new Map<number, string>();
  const formats: number[] = [];
  let inCellFormats = false;
  await parseXml(entryText(zip, styles, budget), {
    open(name, attributes) {
      if (name === 'numFmt') custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellFormats = true;
      else if (name === 'xf' && inCellFormats) formats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellFormats = false;
    },
  });
  formats.forEach((id, index) => {
    const code = custom.get(id);
    if (code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code)) dates.add(index);
  });
  return dates;
}
