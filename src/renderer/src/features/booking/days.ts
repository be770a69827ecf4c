// Calendar days as ISO text (`2026-12-01`), moved and compared by whole days. The shared flights
// area has the same two helpers; the booking pages keep their own so their chunk does not pull
// the flights area's zone code into a chunk of its own that the shell's router then lists.

const DAY_MS = 86_400_000;
const time = (day: string): number => Date.parse(`${day}T00:00:00Z`);

/** A calendar day moved by whole days. */
export const addDays = (day: string, days: number): string => new Date(time(day) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from one calendar day to another. */
export const daysBetween = (from: string, to: string): number => Math.round((time(to) - time(from)) / DAY_MS);
