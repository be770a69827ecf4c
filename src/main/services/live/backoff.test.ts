import { describe, expect, it } from 'vitest';
import { Backoff, DEFAULT_BACKOFF } from './backoff';

const fixed = (value: number) => new Backoff({ ...DEFAULT_BACKOFF, random: () => value });
const take = (backoff: Backoff, n: number) => Array.from({ length: n }, () => backoff.next());

describe('Backoff', () => {
  it('starts at 1 s and doubles up to 30 s', () => {
    expect(take(fixed(0), 8)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('adds up to half again at random, never less than the delay', () => {
    expect(take(fixed(0.999), 3)).toEqual([1_500, 2_999, 5_998]);
    expect(take(fixed(0.5), 2)).toEqual([1_250, 2_500]);
    const spread = new Set(Array.from({ length: 50 }, () => new Backoff().next()));
    expect(Math.min(...spread)).toBeGreaterThanOrEqual(1_000);
    expect(Math.max(...spread)).toBeLessThanOrEqual(1_500);
    expect(spread.size).toBeGreaterThan(1);
  });

  it('starts again from the first delay after a reset', () => {
    const backoff = fixed(0);
    take(backoff, 4);
    backoff.reset();
    expect(take(backoff, 2)).toEqual([1_000, 2_000]);
  });

  it("takes the server's retry as the first delay", () => {
    const backoff = fixed(0);
    backoff.setBase(3_000);
    expect(take(backoff, 6)).toEqual([3_000, 6_000, 12_000, 24_000, 30_000, 30_000]);
  });

  it("lets a server's retry above the cap stand, and floors a zero retry", () => {
    const slow = fixed(0);
    slow.setBase(45_000);
    expect(take(slow, 2)).toEqual([45_000, 45_000]);
    const eager = fixed(0);
    eager.setBase(0);
    expect(take(eager, 2)).toEqual([100, 200]);
  });

  it('does not overflow after very many failures', () => {
    const backoff = fixed(0);
    take(backoff, 2_000);
    expect(backoff.next()).toBe(30_000);
  });
});
