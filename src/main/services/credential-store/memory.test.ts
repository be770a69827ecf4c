import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './memory';

describe('createMemoryStore', () => {
  it('keeps the token until cleared, and each store is its own', async () => {
    const store = createMemoryStore();
    expect(await store.get()).toBeNull();
    await store.set('t1');
    expect(await store.get()).toBe('t1');
    expect(await createMemoryStore().get()).toBeNull();
    await store.clear();
    expect(await store.get()).toBeNull();
  });
});
