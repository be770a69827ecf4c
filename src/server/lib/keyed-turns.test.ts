import { describe, expect, it } from 'vitest';
import { keyedTurns } from './keyed-turns';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('keyed turns', () => {
  it('runs work on one key one at a time in the order asked, and other keys meanwhile', async () => {
    const run = keyedTurns<number>();
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await tick();
      events.push(`${name} ends`);
      return name;
    };
    const answers = await Promise.all([run([1], work('a')), run([1], work('b')), run([2], work('c'))]);
    expect(answers).toEqual(['a', 'b', 'c']);
    // c (another key) starts before a ends; b waits for a.
    expect(events.indexOf('c starts')).toBeLessThan(events.indexOf('a ends'));
    expect(events.indexOf('b starts')).toBeGreaterThan(events.indexOf('a ends'));
  });

  it('lets work holding several keys wait for each, never two callers for each other, and goes on after a failure', async () => {
    const run = keyedTurns<number>();
    const order: string[] = [];
    const work = (name: string, fail = false) => async () => {
      await tick();
      order.push(name);
      if (fail) throw new Error(name);
    };
    const results = await Promise.allSettled([run([1, 2], work('ab', true)), run([2, 1], work('ba')), run([1], work('a')), run([2], work('b'))]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.slice(0, 2)).toEqual(['ab', 'ba']);
    expect(order.slice(2).sort()).toEqual(['a', 'b']);
  });
});
