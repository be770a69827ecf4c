// A local time as staff type it on a timetable: "0925", "925", "9:25", "09.25" all mean 09:25. The
// form keeps what was typed when it is no time, so the schema says so on the field.

/** `HH:MM` for a typed time, or the text as it was when it is none. */
export function normalTime(text: string): string {
  const typed = text.trim();
  const match = /^(\d{1,2})[:.\s]?(\d{2})$/.exec(typed);
  if (!match) return typed;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return typed;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
