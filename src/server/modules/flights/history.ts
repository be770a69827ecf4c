import type { FlightHistoryEntry } from '@shared/flights';
import type { Database } from '../../db/client';
import { flightHistory } from '../../db/schema';

// The flight's history of changes (section 2): every write of this area adds its entry in the same
// transaction, so what the history says happened did happen.

export type HistoryChange = FlightHistoryEntry['changes'][number];

export interface HistoryEntry {
  flightId: number;
  legId?: number | null;
  shipmentId?: number | null;
  userId: number | null;
  action: FlightHistoryEntry['action'];
  changes?: HistoryChange[];
}

export async function recordHistory(db: Database, entries: HistoryEntry | HistoryEntry[]): Promise<void> {
  const list = Array.isArray(entries) ? entries : [entries];
  if (!list.length) return;
  await db.insert(flightHistory).values(
    list.map((entry) => ({
      flightId: entry.flightId,
      legId: entry.legId ?? null,
      shipmentId: entry.shipmentId ?? null,
      userId: entry.userId,
      action: entry.action,
      changes: entry.changes ?? [],
    })),
  );
}

/** The fields of `after` that differ from `before`, as history changes. */
export function changesBetween<T extends Record<string, unknown>>(before: T, after: Partial<T>): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const key of Object.keys(after)) {
    const from = before[key] ?? null;
    const to = after[key] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.push({ field: key, from, to });
  }
  return changes;
}
