// A report's range cut into months (its build's steps and its progress): local days, each step
// from its first day up to (not including) the next step's.

export interface Step {
  from: string;
  /** The day after the step's last: the step is `from <= day < until`. */
  until: string;
}

const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const firstOfNextMonth = (day: string): string => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** The months of an inclusive range of ISO days: the first and last may be part months. */
export function monthSteps(from: string, to: string): Step[] {
  const end = nextDay(to);
  const steps: Step[] = [];
  for (let start = from; start < end; ) {
    const next = firstOfNextMonth(start);
    const until = next < end ? next : end;
    steps.push({ from: start, until });
    start = until;
  }
  return steps;
}
