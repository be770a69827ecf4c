// How a history entry's changed values read: nothing as a dash, switches as yes / no, instants in
// the reader's words, a schedule's legs as their routes and times, lists joined, the rest as stored.

export interface HistoryWords {
  yes: string;
  no: string;
  /** A status value in words (a leg's or a customs answer's), or null when it is none. */
  status?(value: string): string | null;
  /** An instant (an estimate, a time) in words, local at `airport` when it is known. */
  instant?(iso: string, airport?: string): string;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A leg as stored in a change: its route and times, "VKO → EVN 09:25–13:35+1" for a schedule's
 * local times, or each instant in words (local at its airport) for a dated leg's.
 */
function legText(leg: Record<string, unknown>, words: HistoryWords): string {
  const day = (value: unknown) => (typeof value === 'number' && value > 0 ? `+${value}` : '');
  const time = (value: unknown, airport: unknown, offset: unknown) =>
    typeof value === 'string' && INSTANT.test(value) && words.instant ? words.instant(value, String(airport)) : `${String(value)}${day(offset)}`;
  const times = typeof leg.std === 'string' && typeof leg.sta === 'string' ? ` ${time(leg.std, leg.departure, leg.stdDay)}–${time(leg.sta, leg.arrival, leg.staDay)}` : '';
  return `${String(leg.departure)} → ${String(leg.arrival)}${times}`;
}

/** A changed value in words; `airport` is where an instant of it is local (an estimate's airport). */
export function historyValue(value: unknown, words: HistoryWords, field?: string, airport?: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length ? value.map((one) => historyValue(one, words, field, airport)).join(', ') : '—';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return 'departure' in record && 'arrival' in record ? legText(record, words) : JSON.stringify(value);
  }
  if (typeof value === 'string') {
    if (field === 'status') return words.status?.(value) ?? value;
    if (INSTANT.test(value) && words.instant) return words.instant(value, airport);
  }
  return String(value);
}
