import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchAllowed } from './prefetch';

// Section 1: prefetching is skipped on 2g or data-saving connections.

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prefetchAllowed', () => {
  it('allows prefetching when the browser tells nothing about the connection', () => {
    vi.stubGlobal('navigator', {});
    expect(prefetchAllowed()).toBe(true);
    expect(prefetchAllowed({})).toBe(true);
  });

  it('reads navigator.connection by default', () => {
    vi.stubGlobal('navigator', { connection: { effectiveType: '2g' } });
    expect(prefetchAllowed()).toBe(false);
    vi.stubGlobal('navigator', { connection: { effectiveType: '4g' } });
    expect(prefetchAllowed()).toBe(true);
  });

  it('skips prefetching when the user saves data, whatever the speed', () => {
    expect(prefetchAllowed({ saveData: true })).toBe(false);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ saveData: false, effectiveType: '4g' })).toBe(true);
  });

  it.each([
    ['slow-2g', false],
    ['2g', false],
    ['3g', true],
    ['4g', true],
  ])('on an effective type %s answers %s', (effectiveType, allowed) => {
    expect(prefetchAllowed({ effectiveType })).toBe(allowed);
  });
});
