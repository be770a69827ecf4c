/**
 * Turns by key within this process: `run(keys, work)` starts `work` once every earlier work holding
 * any of its keys has ended, in the order asked (first come, first served). Work on other keys runs
 * meanwhile. A caller holding several keys waits for each key's last holder at the moment it asked,
 * all taken at once, so two callers never wait on each other.
 *
 * It spares the database work that would only find, under its lock, that another booking of the
 * same flight got there first; it is no lock: another process, or work not taking turns, may still
 * come between, and what runs in turn must stay exact without it.
 */
export function keyedTurns<K>() {
  const last = new Map<K, Promise<void>>();
  return async function run<T>(keys: readonly K[], work: () => Promise<T>): Promise<T> {
    const held = [...new Set(keys)];
    const before = held.flatMap((key) => last.get(key) ?? []);
    let done!: () => void;
    const mine = new Promise<void>((resolve) => (done = resolve));
    for (const key of held) last.set(key, mine);
    try {
      await Promise.all(before);
      return await work();
    } finally {
      done();
      for (const key of held) if (last.get(key) === mine) last.delete(key);
    }
  };
}
