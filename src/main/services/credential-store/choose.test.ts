import { describe, expect, it } from 'vitest';
import { fakeFs, fakeKeytar, fakeSafeStorage } from '../../testing/credential-fakes';
import { recordingLogger } from '../../testing/fakes';
import { chooseCredentialStore, deferCredentialStore } from './choose';
import { createMemoryStore } from './memory';

const TOKEN_FILE = '/user-data/session-token.bin';

function choose(loadKeytar: () => Promise<unknown>, encryption = true) {
  const logger = recordingLogger();
  const disk = fakeFs();
  const chosen = chooseCredentialStore({ loadKeytar, safeStorage: fakeSafeStorage(encryption), tokenFile: TOKEN_FILE, fs: disk.fs, logger });
  return { chosen, logger, disk };
}

const missingKeytar = () => Promise.reject(Object.assign(new Error("Cannot find package 'keytar'"), { code: 'ERR_MODULE_NOT_FOUND' }));

describe('chooseCredentialStore', () => {
  it('picks keytar when it loads and answers', async () => {
    const keytar = fakeKeytar();
    const { chosen, disk } = choose(async () => ({ default: keytar.api }));
    const { kind, store } = await chosen;
    expect(kind).toBe('keytar');
    await store.set('t');
    expect([...keytar.vault.values()]).toEqual(['t']);
    expect(disk.files.size).toBe(0);
  });

  it('falls back to safeStorage when keytar is missing', async () => {
    const { chosen, logger, disk } = choose(missingKeytar);
    const { kind, store } = await chosen;
    expect(kind).toBe('safeStorage');
    expect(logger.lines).toContainEqual(expect.objectContaining({ level: 'info', fields: { reason: "Cannot find package 'keytar'" } }));
    await store.set('t');
    expect(disk.files.has(TOKEN_FILE)).toBe(true);
  });

  it('falls back to safeStorage when keytar loads but the keychain does not answer', async () => {
    const { chosen } = choose(async () => fakeKeytar(true).api);
    expect((await chosen).kind).toBe('safeStorage');
  });

  it('falls back when the module is not keytar-shaped', async () => {
    const { chosen, logger } = choose(async () => ({ default: {} }));
    expect((await chosen).kind).toBe('safeStorage');
    expect(logger.lines[0]?.fields?.reason).toContain('expected API');
  });

  it('keeps the token in memory only, with a warning, when encryption is unavailable', async () => {
    const { chosen, logger, disk } = choose(missingKeytar, false);
    const { kind, store } = await chosen;
    expect(kind).toBe('memory');
    expect(logger.text('warn')).toContain('memory only');
    await store.set('plain-token');
    expect(await store.get()).toBe('plain-token');
    expect(disk.files.size).toBe(0);
  });

  it('treats a throwing isEncryptionAvailable as unavailable', async () => {
    const logger = recordingLogger();
    const { kind } = await chooseCredentialStore({
      loadKeytar: missingKeytar,
      safeStorage: { ...fakeSafeStorage(), isEncryptionAvailable: () => { throw new Error('not ready'); } },
      tokenFile: TOKEN_FILE,
      fs: fakeFs().fs,
      logger,
    });
    expect(kind).toBe('memory');
  });
});

describe('deferCredentialStore', () => {
  it('waits for the chosen store', async () => {
    let resolve: (store: ReturnType<typeof createMemoryStore>) => void = () => {};
    const deferred = deferCredentialStore(new Promise((r) => (resolve = r)));
    const setting = deferred.set('t');
    const inner = createMemoryStore();
    resolve(inner);
    await setting;
    expect(await inner.get()).toBe('t');
    expect(await deferred.get()).toBe('t');
    await deferred.clear();
    expect(await inner.get()).toBeNull();
  });
});
