import { describe, expect, it } from 'vitest';
import { fakeFs, fakeSafeStorage } from '../../testing/credential-fakes';
import { errno, recordingLogger } from '../../testing/fakes';
import { createSafeStorageStore } from './safe-storage';

const FILE = '/user-data/session-token.bin';

describe('createSafeStorageStore', () => {
  it('writes the token encrypted, owner-only, and reads it back', async () => {
    const { fs, files, modes, dirs } = fakeFs();
    const store = createSafeStorageStore({ safeStorage: fakeSafeStorage(), file: FILE, fs, logger: recordingLogger() });
    expect(await store.get()).toBeNull();
    await store.set('secret-token');
    expect([...files.keys()]).toEqual([FILE]);
    expect(files.get(FILE)?.toString()).not.toContain('secret-token');
    expect(modes.get(FILE)).toBe(0o600);
    expect(dirs.has('/user-data')).toBe(true);
    expect(await store.get()).toBe('secret-token');
  });

  it('clears the file, and clearing twice is fine', async () => {
    const { fs, files } = fakeFs();
    const store = createSafeStorageStore({ safeStorage: fakeSafeStorage(), file: FILE, fs, logger: recordingLogger() });
    await store.set('t');
    await store.clear();
    await store.clear();
    expect(files.size).toBe(0);
    expect(await store.get()).toBeNull();
  });

  it('discards a token it cannot decrypt and reports signed out', async () => {
    const { fs, files } = fakeFs();
    const safeStorage = fakeSafeStorage();
    const logger = recordingLogger();
    const store = createSafeStorageStore({ safeStorage, file: FILE, fs, logger });
    await store.set('t');
    safeStorage.broken = true;
    expect(await store.get()).toBeNull();
    expect(files.has(FILE)).toBe(false);
    expect(logger.text('warn')).toContain('cannot be decrypted');
  });

  it('passes other read errors on', async () => {
    const { fs } = fakeFs();
    const store = createSafeStorageStore({
      safeStorage: fakeSafeStorage(),
      file: FILE,
      fs: { ...fs, readFile: async () => Promise.reject(errno('EACCES')) },
      logger: recordingLogger(),
    });
    await expect(store.get()).rejects.toThrow('EACCES');
  });
});
