import { describe, expect, it } from 'vitest';
import { fakeKeytar } from '../../testing/credential-fakes';
import { asKeytarApi, createKeytarStore, KEYCHAIN_ENTRY } from './keytar';

describe('asKeytarApi', () => {
  const { api } = fakeKeytar();

  it('accepts the module with named exports or under default (CommonJS interop)', () => {
    expect(asKeytarApi(api)).toBe(api);
    expect(asKeytarApi({ default: api })).toBe(api);
  });

  it('refuses anything else', () => {
    expect(asKeytarApi(null)).toBeNull();
    expect(asKeytarApi({})).toBeNull();
    expect(asKeytarApi({ default: { getPassword: () => null } })).toBeNull();
    expect(asKeytarApi('keytar')).toBeNull();
  });
});

describe('createKeytarStore', () => {
  it('stores the token under the cabinet service and session account', async () => {
    const { api, vault } = fakeKeytar();
    const store = createKeytarStore(api);
    expect(KEYCHAIN_ENTRY).toEqual({ service: 'UTair Cargo Cabinet', account: 'session' });
    expect(await store.get()).toBeNull();
    await store.set('token-1');
    expect([...vault.entries()]).toEqual([['UTair Cargo Cabinet\u0000session', 'token-1']]);
    expect(await store.get()).toBe('token-1');
    await store.clear();
    expect(await store.get()).toBeNull();
    await expect(store.clear()).resolves.toBeUndefined();
  });
});
