/** A message's time: the hour today, the date and hour before. */
export function formatChatTime(iso: string, locale: string, now = new Date()): string {
  const date = new Date(iso);
  const today = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, today ? { timeStyle: 'short' } : { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' }).format(date);
}

/** The full date and time, for a tooltip. */
export const formatFullTime = (iso: string, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

export function formatFileSize(bytes: number, locale: string): string {
  const units = locale.startsWith('ru') ? ['Б', 'КБ', 'МБ'] : ['B', 'KB', 'MB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}
