import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk, reloadForChunkError } from './chunks';

// Sections 8 and 9: a chunk that fails to load reloads the page once, not again within 60 s, and a
// chunk taking over 120 s counts as failed. The clock, storage and reload are injected.

function fakeDeps(start = 1_000_000) {
  const store = new Map<string, string>();
  const deps = {
    clock: start,
    now: () => deps.clock,
    storage: {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    },
    reload: vi.fn<() => void>(),
  };
  return deps;
}

/** Lets every pending microtask and the next macrotask run (real timers). */
const drain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

const chromeError = () => new TypeError('Failed to fetch dynamically imported module: https://cabinet.example/assets/Page-3f2a.js');

afterEach(() => {
  vi.useRealTimers();
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chrome', chromeError()],
    ['Firefox', new TypeError('error loading dynamically imported module: https://cabinet.example/assets/Page-3f2a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for /assets/Page-3f2a.css')],
    ['our time-out', new ChunkLoadError('Loading a chunk timed out')],
    ['a webpack-style ChunkLoadError', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
  ])('recognises %s', (_, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new TypeError("Cannot read properties of undefined (reading 'map')")],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a string', 'Failed to fetch dynamically imported module'],
    ['null', null],
    ['an object with the message', { name: 'ChunkLoadError', message: 'Importing a module script failed.' }],
  ])('does not take %s for a chunk error', (_, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it('gives ChunkLoadError its name', () => {
    const error = new ChunkLoadError('x');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
  });
});

describe('reloadForChunkError', () => {
  it('reloads the first time and records when', () => {
    const deps = fakeDeps();
    expect(reloadForChunkError(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads at most once per 60 s', () => {
    const deps = fakeDeps();
    expect(reloadForChunkError(deps)).toBe(true);
    deps.clock += 59_999;
    expect(reloadForChunkError(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    deps.clock += 1;
    expect(reloadForChunkError(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
    // The throttle counts from the latest reload.
    deps.clock += 30_000;
    expect(reloadForChunkError(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('remembers the reload in the storage it is given (it survives the reload)', () => {
    const deps = fakeDeps();
    reloadForChunkError(deps);
    const afterReload = { ...fakeDeps(), storage: deps.storage, clock: deps.clock + 10_000 };
    afterReload.now = () => afterReload.clock;
    expect(reloadForChunkError(afterReload)).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
  });
});

describe('loadChunk', () => {
  it('passes a loaded module through without reloading', async () => {
    const deps = fakeDeps();
    const module = { default: 'Page' };
    await expect(loadChunk(() => Promise.resolve(module), deps)).resolves.toBe(module);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('reloads on a chunk error and never settles, so nothing renders the failure', async () => {
    const deps = fakeDeps();
    const state = track(loadChunk(() => Promise.reject(chromeError()), deps));
    await drain();
    await drain();
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(state.settled).toBe(false);
  });

  it('rethrows a second chunk failure within 60 s instead of reloading again', async () => {
    const deps = fakeDeps();
    void loadChunk(() => Promise.reject(chromeError()), deps);
    await drain();
    deps.clock += 59_000;
    const second = chromeError();
    await expect(loadChunk(() => Promise.reject(second), deps)).rejects.toBe(second);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('rethrows any other error without reloading', async () => {
    const deps = fakeDeps();
    const error = new TypeError("Cannot read properties of undefined (reading 'default')");
    await expect(loadChunk(() => Promise.reject(error), deps)).rejects.toBe(error);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('still accepts a load that takes just under 120 s', async () => {
    vi.useFakeTimers();
    const deps = fakeDeps();
    const state = track(loadChunk(() => new Promise((resolve) => setTimeout(() => resolve('late'), 119_999)), deps));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(state).toEqual({ settled: true, value: 'late' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails a load slower than 120 s as a ChunkLoadError (and rethrows it right after a reload)', async () => {
    vi.useFakeTimers();
    const deps = fakeDeps();
    reloadForChunkError(deps);
    deps.clock += 1_000;
    const state = track(loadChunk(() => new Promise<never>(() => undefined), deps));
    await vi.advanceTimersByTimeAsync(119_999);
    expect(state.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.settled).toBe(true);
    expect(state.error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(state.error)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads for a load slower than 120 s when no reload happened lately', async () => {
    vi.useFakeTimers();
    const deps = fakeDeps();
    const state = track(loadChunk(() => new Promise<never>(() => undefined), deps));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(state.settled).toBe(false);
  });
});
