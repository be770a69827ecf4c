import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingProgress, type ProgressState, type Timers } from './loading-progress';

// Section 9's loading bar: start delay 200 ms, duration 5000 ms, tick 100 ms, hide delay 500 ms.
// Timers are vitest's fake ones, handed to the bar explicitly.

const fakeTimers: Timers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  setInterval: (run, ms) => setInterval(run, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

let states: ProgressState[];
let bar: LoadingProgress;
const last = (): ProgressState | undefined => states.at(-1);

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
  bar = new LoadingProgress((state) => states.push(state), fakeTimers);
});

afterEach(() => {
  bar.dispose();
  vi.useRealTimers();
});

describe('LoadingProgress', () => {
  it('never shows for loading that ends before 200 ms', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(199);
    bar.setActive(false);
    vi.advanceTimersByTime(10_000);
    expect(states).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows at 200 ms, not before, starting from 0', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(199);
    expect(states).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([{ visible: true, value: 0 }]);
  });

  it('grows by 0.02 per 100 ms tick', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(200);
    vi.advanceTimersByTime(99);
    expect(states).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(last()?.value).toBeCloseTo(0.02, 10);
    vi.advanceTimersByTime(900);
    expect(states).toHaveLength(11);
    expect(last()).toEqual({ visible: true, value: expect.closeTo(0.2, 10) as number });
    for (let i = 1; i < states.length; i++) expect(states[i]!.value - states[i - 1]!.value).toBeCloseTo(0.02, 10);
  });

  it('creeps over 5000 ms but never passes 0.95 while loading lasts', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(200 + 4_700);
    expect(last()?.value).toBeCloseTo(0.94, 10);
    vi.advanceTimersByTime(100);
    expect(last()?.value).toBeCloseTo(0.95, 10);
    vi.advanceTimersByTime(60_000);
    expect(last()).toEqual({ visible: true, value: 0.95 });
    expect(Math.max(...states.map((s) => s.value))).toBe(0.95);
    expect(states.every((s) => s.visible)).toBe(true);
  });

  it('jumps to 1 when loading ends, then hides 500 ms later', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(1_000);
    bar.setActive(false);
    expect(last()).toEqual({ visible: true, value: 1 });
    const count = states.length;
    vi.advanceTimersByTime(499);
    expect(states).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, value: 0 });
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count + 1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ignores repeated calls with the same activity', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(150);
    bar.setActive(true);
    vi.advanceTimersByTime(50);
    expect(states).toEqual([{ visible: true, value: 0 }]);
    bar.setActive(false);
    bar.setActive(false);
    expect(states.filter((s) => s.value === 1)).toHaveLength(1);
  });

  it('restarting while hiding cancels the hide and starts a new bar 200 ms later', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(500);
    bar.setActive(false);
    vi.advanceTimersByTime(100);
    bar.setActive(true);
    const count = states.length;
    vi.advanceTimersByTime(199);
    // The old hide (due 400 ms after the restart) never comes.
    expect(states).toHaveLength(count);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: true, value: 0 });
    vi.advanceTimersByTime(1_000);
    expect(states.some((s) => !s.visible)).toBe(false);
    expect(last()?.value).toBeCloseTo(0.2, 10);
    bar.setActive(false);
    expect(last()).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(500);
    expect(last()).toEqual({ visible: false, value: 0 });
  });

  it('restarting while hiding, for a load shorter than 200 ms, completes and hides again', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(300);
    bar.setActive(false);
    vi.advanceTimersByTime(100);
    bar.setActive(true);
    vi.advanceTimersByTime(50);
    bar.setActive(false);
    expect(last()).toEqual({ visible: true, value: 1 });
    vi.advanceTimersByTime(499);
    expect(last()?.visible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(last()).toEqual({ visible: false, value: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['before it shows', 100],
    ['while it creeps', 1_000],
  ])('dispose clears every timer %s', (_, ms) => {
    bar.setActive(true);
    vi.advanceTimersByTime(ms);
    const count = states.length;
    bar.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(states).toHaveLength(count);
  });

  it('dispose clears the hide timer', () => {
    bar.setActive(true);
    vi.advanceTimersByTime(1_000);
    bar.setActive(false);
    bar.dispose();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(1_000);
    expect(last()).toEqual({ visible: true, value: 1 });
  });

  it('uses the global timers when none are given', () => {
    const seen: ProgressState[] = [];
    const own = new LoadingProgress((state) => seen.push(state));
    own.setActive(true);
    vi.advanceTimersByTime(300);
    expect(seen.at(-1)?.value).toBeCloseTo(0.02, 10);
    own.dispose();
  });
});
