import { describe, expect, it } from 'vitest';
import { SessionCache } from './session-cache';
import type { LoadedSession, SessionContext } from './session-context';

const context = (userId: number): SessionContext => ({
  sessionId: `s${userId}`,
  userId,
  email: `u${userId}@demo.test`,
  clientRole: 'SHIPPER',
  roles: ['USER'],
  abilities: {},
  airlineId: null,
  airlineMarker: null,
  contractorId: null,
});
const loaded = (userId: number, inMs = 3_600_000): LoadedSession => ({ context: context(userId), expiresAt: new Date(Date.now() + inMs) });

function counting(result: () => LoadedSession | null) {
  const loader = async () => {
    loader.calls += 1;
    return result();
  };
  loader.calls = 0;
  return loader;
}

describe('the session cache', () => {
  it('reads a session once, then answers from memory until cleared', async () => {
    const cache = new SessionCache();
    const load = counting(() => loaded(1));
    expect(await cache.get('a', load)).toMatchObject({ userId: 1 });
    expect(await cache.get('a', load)).toMatchObject({ userId: 1 });
    expect(load.calls).toBe(1);
    cache.clear();
    await cache.get('a', load);
    expect(load.calls).toBe(2);
  });

  it('does not keep what a load read when a clear came while it ran', async () => {
    const cache = new SessionCache();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return loaded(1);
    };
    const pending = cache.get('a', slow);
    cache.clear();
    release();
    await pending;
    expect(cache.size).toBe(0);
  });

  it('reads again once the session has ended, and never keeps a refusal', async () => {
    const cache = new SessionCache();
    const ending = counting(() => loaded(1, -1));
    await cache.get('a', ending);
    await cache.get('a', ending);
    expect(ending.calls).toBe(2);
    const refused = counting(() => null);
    expect(await cache.get('b', refused)).toBeNull();
    expect(await cache.get('b', refused)).toBeNull();
    expect(refused.calls).toBe(2);
  });

  it('reads every time while off, and keeps at most its cap', async () => {
    const off = new SessionCache({ enabled: false });
    const load = counting(() => loaded(1));
    await off.get('a', load);
    await off.get('a', load);
    expect(load.calls).toBe(2);
    const small = new SessionCache({ maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => loaded(1));
    expect(small.size).toBe(2);
  });
});
