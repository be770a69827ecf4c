import type { FieldDef } from '@shared/resources/fields';
import { ID_LOOKUPS } from '@shared/resources/lookups';

// How a list column is sized. Every column takes the width of its content and no value wraps: a
// code, a number or a date broken over two lines reads as two values. Codes, numbers, dates and
// switches are never cut; names, e-mails and lists stop at a width and end in an ellipsis, the
// whole text on hover.

export interface ColumnLayout {
  /** Amounts line up on the right, as in a ledger; everything else on the left. */
  align: 'start' | 'end';
  /** Where a long value is cut (px); null: never cut. */
  maxWidth: number | null;
}

const WHOLE: ColumnLayout = { align: 'start', maxWidth: null };
const AMOUNT: ColumnLayout = { align: 'end', maxWidth: null };
const cut = (maxWidth: number): ColumnLayout => ({ align: 'start', maxWidth });

/** The layout of a field's column; a computed column (no field) by a value of it. */
export function columnLayout(field: FieldDef | undefined, sample?: unknown): ColumnLayout {
  switch (field?.kind) {
    case 'integer':
    case 'decimal':
      // A number that names something (an AWB running number) is a code, not an amount.
      return field.plain ? WHOLE : AMOUNT;
    case 'date':
    case 'boolean':
    case 'color':
    case 'custom':
    case 'phone':
    case 'password':
      return WHOLE;
    case 'lookup':
      // Codes (airports, aircraft types, countries) stay whole; rows (a contract, a company) by name.
      return field.lookup && ID_LOOKUPS.has(field.lookup) ? cut(240) : WHOLE;
    case 'email':
      return cut(240);
    case 'select':
    case 'multiselect':
    case 'lookups':
    case 'list':
      return cut(200);
    case 'text':
      return cut(280);
    case 'textarea':
      return cut(320);
    case undefined:
      return typeof sample === 'number' ? AMOUNT : cut(240);
  }
}
