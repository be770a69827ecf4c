import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

// A workbook of one sheet streamed as its rows come: the header row bold, each row committed as it
// is written, and a failure while writing ending the stream with the error (the caller has read
// what could be refused before the first byte).

export interface SheetColumn {
  key: string;
  header: string;
  width: number;
  /** A number or date format (`#,##0.00`, `dd.mm.yyyy hh:mm`). */
  numFmt?: string;
}

/** A column factory whose headers are translations under one prefix (`finance:balance.columns.`). */
export const columnsUnder =
  (t: (key: string) => string, prefix: string) =>
  (key: string, width: number, numFmt?: string): SheetColumn => ({ key, header: t(`${prefix}${key}`), width, ...(numFmt ? { numFmt } : {}) });

export function streamSheet(name: string, columns: readonly SheetColumn[], rows: Iterable<Record<string, ExcelJS.CellValue>> | AsyncIterable<Record<string, ExcelJS.CellValue>>): PassThrough {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet(name.slice(0, 31));
  sheet.columns = columns.map(({ key, header, width, numFmt }) => ({ key, header, width, ...(numFmt ? { style: { numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const row of rows) sheet.addRow(row).commit();
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      stream.destroy(error as Error);
    }
  })();
  return stream;
}
