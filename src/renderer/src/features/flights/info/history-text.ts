// How a history entry's changed values read: nothing as a dash, switches as yes / no, lists joined,
// anything else as it was stored.

export function historyValue(value: unknown, words: { yes: string; no: string }): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (Array.isArray(value)) return value.length ? value.map((one) => historyValue(one, words)).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
