import type { Database } from '../../db/client';
import { shipmentHistory } from '../../db/schema';
import { notifyOneRecordChange } from '../one-record';

// A shipment's history (section 2): each change with who made it and every field's value before
// and after, written in the transaction of the change itself. Every change recorded is one for
// ONE Record's subscribers too (a movement, the AWB issued or edited...).

export interface Change {
  field: string;
  before: unknown;
  after: unknown;
}

export async function recordHistory(tx: Database, entry: { shipmentId: number; userId: number | null; action: string; changes?: Change[]; comment?: string | null }): Promise<void> {
  await tx.insert(shipmentHistory).values({ shipmentId: entry.shipmentId, userId: entry.userId, action: entry.action, changes: entry.changes ?? [], comment: entry.comment ?? null });
  await notifyOneRecordChange(tx, { shipmentId: entry.shipmentId });
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` whose values differ from `before`'s, nested objects by their dotted paths (participants.shipper.name). */
export function changesOf(before: Record<string, unknown>, after: Record<string, unknown>, prefix = ''): Change[] {
  return Object.keys(after).flatMap((key): Change[] => {
    const was = before[key];
    const now = after[key];
    const field = `${prefix}${key}`;
    const nested = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
    if (nested(now) && nested(was)) return changesOf(was as Record<string, unknown>, now as Record<string, unknown>, `${field}.`);
    return same(was, now) ? [] : [{ field, before: was ?? null, after: now ?? null }];
  });
}
