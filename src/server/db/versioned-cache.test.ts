import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { versionedCache } from './versioned-cache';

// The cache's own rules, with the versions handed in (no read of the database).

/** A thenable like Drizzle's query builders: each `then` runs the query again. */
function queryLike<T>(value: T) {
  const runs = { count: 0 };
  const query = {
    then<R>(resolve: (value: T) => R, reject?: (error: unknown) => R) {
      runs.count++;
      return Promise.resolve(value).then(resolve, reject);
    },
  };
  return { query, runs };
}

describe('versioned cache', () => {
  const db = {} as Database;

  it('runs a query-builder loader once while the version stands, however often it is awaited', async () => {
    const cache = versionedCache<number, string>('quotas', String);
    const { query, runs } = queryLike('spans');
    const load = () => query as unknown as Promise<string>;
    for (let i = 0; i < 3; i++) expect(await cache.get(db, 1, load, { quotas: 4 })).toBe('spans');
    expect(runs.count).toBe(1);
  });

  it('loads again when the version moves, and after a failed load', async () => {
    const cache = versionedCache<number, number>('quotas', String);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get(db, 1, load, { quotas: 1 })).toBe(1);
    expect(await cache.get(db, 1, load, { quotas: 1 })).toBe(1);
    expect(await cache.get(db, 1, load, { quotas: 2 })).toBe(2);
    const failing = versionedCache<number, number>('quotas', String);
    await expect(failing.get(db, 1, () => Promise.reject(new Error('down')), {})).rejects.toThrow('down');
    expect(await failing.get(db, 1, load, {})).toBe(3);
  });
});
