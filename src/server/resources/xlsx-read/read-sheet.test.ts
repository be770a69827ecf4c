import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { hostileWorkbook, inlineRow, repeated } from '../../test/hostile-xlsx';
import { ReadFailure, type ReadFailureReason } from './failure';
import { readSheet } from './read-sheet';

// The streaming reader on its own (the import runs it in a worker): cells read as ExcelJS read
// them before, and each limit stops it where it says. The import's answers are in xlsx-import.test.ts.

const headers: [string, string][] = [
  ['id', 'id'],
  ['name', 'name'],
  ['weight', 'weight'],
  ['day', 'day'],
  ['active', 'active'],
];
const limits = { maxXmlBytes: 1024 * 1024, maxRows: 3, maxCellChars: 100 };
const read = (file: Buffer) => readSheet({ file, headers, limits });
const refusal = async (file: Buffer): Promise<ReadFailureReason> => {
  const error: unknown = await read(file).catch((caught: unknown) => caught);
  if (!(error instanceof ReadFailure)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
};

describe('reading an import sheet', () => {
  it('reads what Excel and ExcelJS write: shared and rich text trimmed, numbers, dates, booleans, formulas, no errors', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('first');
    workbook.addWorksheet('second').addRow(['name']);
    sheet.addRow(['ID', ' Name ', 'Weight', 'Day', 'Active', 'Ignored']);
    sheet.addRow([null, '  Tyumen & Co <fish>  ', 12.5, new Date('2026-03-01T00:00:00Z'), true, 'x']);
    sheet.addRow([7, { richText: [{ text: 'Rich ' }, { font: { bold: true }, text: 'text' }] }, { formula: '1+1', result: 2 }, '2026-04-02', false]);
    sheet.addRow([]);
    sheet.addRow([null, { text: 'link', hyperlink: 'https://example.test' }, { error: '#N/A' }, null, null, 'only ignored']);
    sheet.addRow([null, null, null, null, null, 'only ignored']);
    sheet.getColumn(4).numFmt = 'yyyy-mm-dd';
    expect(await read(Buffer.from(await workbook.xlsx.writeBuffer()))).toEqual([
      { row: 2, values: { id: null, name: 'Tyumen & Co <fish>', weight: 12.5, day: '2026-03-01', active: true } },
      { row: 3, values: { id: 7, name: 'Rich text', weight: 2, day: '2026-04-02', active: false } },
      { row: 5, values: { id: null, name: 'link', weight: null, day: null, active: null } },
    ]);
  });

  it('reads character references and CDATA as the text they stand for', async () => {
    const file = await hostileWorkbook({
      rows: () => [inlineRow(['name', 'id']), '<row><c t="inlineStr"><is><t>A &amp; &#x42;<![CDATA[ <c> & ]]>d</t></is></c><c t="s"><v>0</v></c></row>'],
      sharedStrings: () => ['<si><t><![CDATA[7]]>&#56;</t></si>'],
    });
    expect(await read(file)).toEqual([{ row: 2, values: { name: 'A & B <c> & d', id: '78' } }]);
  });

  it('says a sheet without rows below its header is empty, and one without known headers has no columns', async () => {
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['name'])] }))).toEqual({ kind: 'empty' });
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['who']), inlineRow(['x'])] }))).toEqual({ kind: 'noColumns' });
    expect(await refusal(Buffer.from('not a workbook at all, just text'))).toEqual({ kind: 'badFile' });
  });

  it('stops at the first row past the limit, and at the first overlong cell of an imported column', async () => {
    expect(await read(await hostileWorkbook({ rows: () => [inlineRow(['name']), ...repeated(inlineRow(['a']), 3)] }))).toHaveLength(3);
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['name']), ...repeated(inlineRow(['a']), 4)] }))).toEqual({ kind: 'tooManyRows' });
    const long = 'y'.repeat(101);
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['name', 'other']), inlineRow(['a']), inlineRow(['b', long]), inlineRow([long])] }))).toEqual({
      kind: 'cellTooLong',
      row: 4,
      key: 'name',
    });
    const shared = await hostileWorkbook({
      rows: () => [inlineRow(['name', 'other']), '<row><c t="s"><v>0</v></c><c t="s"><v>1</v></c></row>', '<row><c t="s"><v>1</v></c></row>'],
      sharedStrings: () => [`<si><t>fine</t></si><si><r><t>${long}</t></r></si>`],
    });
    expect(await refusal(shared)).toEqual({ kind: 'cellTooLong', row: 3, key: 'name' });
  });

  it('refuses parts whose declared size is over the budget before inflating, and parts inflating past what they declared', async () => {
    const big = () => [inlineRow(['name']), ...repeated(inlineRow([' '.repeat(50)]), 30_000)];
    expect(await refusal(await hostileWorkbook({ rows: big }))).toEqual({ kind: 'tooLarge' });
    expect(await refusal(await hostileWorkbook({ rows: big, declared: { sheet: 10_000 } }))).toEqual({ kind: 'badFile' });
    // A header claiming more than the entry holds lies too.
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['name']), inlineRow(['a'])], declared: { sheet: 500_000 } }))).toEqual({ kind: 'badFile' });
    const strings = () => repeated('<si><t>aaaaaaaaaaaaaaaaaaaa</t></si>', 100_000);
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['name'])], sharedStrings: strings }))).toEqual({ kind: 'tooLarge' });
    expect(await refusal(await hostileWorkbook({ rows: () => [inlineRow(['name'])], sharedStrings: strings, declared: { sharedStrings: 100 } }))).toEqual({ kind: 'badFile' });
  });

  it('refuses a document type, where entity bombs live', async () => {
    const rows = () => ['</sheetData><!DOCTYPE lol [<!ENTITY a "aaaaaaaaaa">]><sheetData>', inlineRow(['name']), inlineRow(['&a;'])];
    expect(await refusal(await hostileWorkbook({ rows }))).toEqual({ kind: 'badFile' });
  });
});
