import { fail } from './failure';
import { readRows, type SheetRow } from './rows';
import { readSharedStrings } from './shared-strings';
import { dateStyles } from './styles';
import { findParts } from './workbook';
import { openZip, type InflateBudget } from './zip';

// An import's sheet, read with every limit enforced as the bytes arrive: the XML the workbook
// inflates to (declared sizes checked before inflating, inflated bytes counted while inflating),
// the rows, and each cell's length. Runs in the import worker (worker.ts); it is plain code over a
// buffer, so tests may call it directly too.

export interface ReadLimits {
  /** Inflated bytes of the parts read: workbook, relationships, styles, shared strings and the sheet. */
  maxXmlBytes: number;
  maxRows: number;
  maxCellChars: number;
}

export interface ReadRequest {
  file: Uint8Array;
  /** Header texts (normalized) → field keys, as pairs (they cross to the worker). */
  headers: [string, string][];
  limits: ReadLimits;
}

export async function readSheet({ file, headers, limits }: ReadRequest): Promise<SheetRow[]> {
  const zip = await openZip(Buffer.from(file.buffer, file.byteOffset, file.byteLength));
  const budget: InflateBudget = { remaining: limits.maxXmlBytes };
  const parts = await findParts(zip, budget);
  // What the directory says the big parts inflate to is checked before any of them is inflated.
  const declared = [parts.styles, parts.sharedStrings, parts.sheet].reduce((sum, entry) => sum + (entry?.uncompressedSize ?? 0), 0);
  if (declared > budget.remaining) fail({ kind: 'tooLarge' });
  const styles = await dateStyles(zip, parts.styles, budget);
  const sharedStrings = await readSharedStrings(zip, parts.sharedStrings, budget, limits.maxCellChars);
  return readRows(
    zip,
    parts.sheet,
    budget,
    { sharedStrings, dateStyles: styles, date1904: parts.date1904 },
    { headers: new Map(headers), maxRows: limits.maxRows, maxCellChars: limits.maxCellChars },
  );
}
