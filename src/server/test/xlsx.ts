import ExcelJS from 'exceljs';
import type { TestServer } from './harness';

// A resource's Excel export and import as a client calls them: the sheet it downloads, a sheet of
// its own making, and the upload of either.

/** The export of a resource's list (`path` under /api, with the list's `query` if any) as a workbook. */
export async function exportSheet(server: TestServer, path: string, headers: Record<string, string>, query = ''): Promise<{ buffer: Buffer; sheet: ExcelJS.Worksheet }> {
  const response = await server.request({ method: 'GET', url: `/api${path}/xlsx${query ? `?${query}` : ''}`, headers });
  if (response.statusCode !== 200) throw new Error(`export ${path}: ${response.statusCode} ${response.body}`);
  const buffer = response.rawPayload;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return { buffer, sheet: workbook.worksheets[0]! };
}

/** A sheet with a header row and the given rows. */
export async function makeSheet(header: string[], rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a sheet to a resource's import. */
export function uploadSheet(server: TestServer, path: string, file: Buffer, headers: Record<string, string>) {
  const boundary = '----cabinet-xlsx-test';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.request({ method: 'POST', url: `/api${path}/upload`, payload: body, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
}

/** A column's cells below the header, as read back. */
export const columnValues = (sheet: ExcelJS.Worksheet, column: number): unknown[] => (sheet.getColumn(column).values as unknown[]).slice(2);

/** The rows below the header, each as its cells' values. */
export const rowValues = (sheet: ExcelJS.Worksheet): unknown[][] => sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1));
