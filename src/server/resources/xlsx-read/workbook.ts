import { fail } from './failure';
import { attribute, parseXml } from './xml';
import { entryText, type InflateBudget, type Zip, type ZipEntry } from './zip';

// Where a workbook keeps its first sheet, its shared strings and its styles: the workbook part
// lists the sheets in their order, its relationships say which file each is. The first sheet is the
// one an import reads, as ExcelJS's `worksheets[0]` did.

export interface WorkbookParts {
  sheet: ZipEntry;
  sharedStrings: ZipEntry | null;
  styles: ZipEntry | null;
  /** Dates count from 1904 (old Mac workbooks) rather than 1900. */
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';

/** An entry by name, or by the same name in other letter case (some writers differ). */
function find(entries: Map<string, ZipEntry>, name: string): ZipEntry | null {
  const exact = entries.get(name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  for (const [key, entry] of entries) if (key.toLowerCase() === lower) return entry;
  return null;
}

/** A relationship's target as a path in the zip: relative to xl/, or absolute from the root. */
function resolveTarget(target: string): string {
  const parts = target.startsWith('/') ? [] : ['xl'];
  for (const part of target.split('/')) {
    if (part === '..') parts.pop();
    else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

export async function findParts(zip: Zip, budget: InflateBudget): Promise<WorkbookParts> {
  const { entries } = zip;
  const workbook = find(entries, WORKBOOK);
  if (!workbook) return fail({ kind: 'badFile' });
  let sheetId: string | undefined;
  let date1904 = false;
  await parseXml(entryText(zip, workbook, budget), {
    open(name, attributes) {
      if (name === 'sheet' && sheetId === undefined) sheetId = attribute(attributes, 'id');
      else if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
    },
  });
  if (!sheetId) return fail({ kind: 'empty' });

  const targets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  let styles = 'xl/styles.xml';
  const relationships = find(entries, RELATIONSHIPS);
  if (relationships) {
    await parseXml(entryText(zip, relationships, budget), {
      open(name, attributes) {
        if (name !== 'Relationship') return;
        const target = attributes.Target;
        const type = attributes.Type ?? '';
        if (!target) return;
        targets.set(attributes.Id ?? '', resolveTarget(target));
        if (type.endsWith('/sharedStrings')) sharedStrings = resolveTarget(target);
        else if (type.endsWith('/styles')) styles = resolveTarget(target);
      },
    });
  }
  const sheet = find(entries, targets.get(sheetId) ?? 'xl/worksheets/sheet1.xml');
  if (!sheet) return fail({ kind: 'badFile' });
  return { sheet, sharedStrings: find(entries, sharedStrings), styles: find(entries, styles), date1904 };
}
