import type { WriteContext } from './binding';

// What one write request does once, after all its rows: a binding's hook notes what each row
// touched under a key, and the work of that key runs once with every note when the request's writes
// are done, still in their transaction. A form writes one row; an import a thousand, and a contract
// whose fares it changes hears of them once, not a thousand times.

/** The work a key's notes go to: run once, with every note in the order it was made. */
export type WriteEffect<T> = (ctx: WriteContext, notes: T[]) => Promise<void>;

export interface WriteEffects {
  /** Notes `note` under `key`; the first note of a key names the work all its notes go to. */
  note<T>(key: string, note: T, effect: WriteEffect<T>): void;
  /** Runs each key's work once, in the order keys were first noted, and forgets them. */
  run(ctx: WriteContext): Promise<void>;
}

export function writeEffects(): WriteEffects {
  const pending = new Map<string, { notes: unknown[]; effect: WriteEffect<unknown> }>();
  return {
    note(key, note, effect) {
      const entry = pending.get(key);
      if (entry) entry.notes.push(note);
      else pending.set(key, { notes: [note], effect: effect as WriteEffect<unknown> });
    },
    async run(ctx) {
      const entries = [...pending.values()];
      pending.clear();
      for (const { notes, effect } of entries) await effect(ctx, notes);
    },
  };
}
