import type { CredentialStore } from '@shared/desktop/credential-store';
import type { Logger } from '../logger';
import { asKeytarApi, createKeytarStore, KEYCHAIN_ENTRY, type KeychainEntry } from './keytar';
import { createMemoryStore } from './memory';
import { createSafeStorageStore, type SafeStorageApi, type TokenFileSystem } from './safe-storage';

export type CredentialStoreKind = 'keytar' | 'safeStorage' | 'memory';

export interface ChooseCredentialStoreOptions {
  /** Loads the keytar module, e.g. `() => import('keytar')`; may reject where keytar is not installed or not built. */
  loadKeytar: () => Promise<unknown>;
  safeStorage: SafeStorageApi;
  /** The safeStorage fallback's encrypted file. */
  tokenFile: string;
  fs: TokenFileSystem;
  logger: Logger;
  entry?: KeychainEntry;
}

/**
 * keytar when it loads and answers a read (on Linux it loads but fails without a secret service),
 * else safeStorage's encrypted file, else memory only: never the token in plain text.
 * Call after app ready: before it, safeStorage reports no encryption on Linux.
 */
export async function chooseCredentialStore(options: ChooseCredentialStoreOptions): Promise<{ kind: CredentialStoreKind; store: CredentialStore }> {
  const { loadKeytar, safeStorage, tokenFile, fs, logger, entry = KEYCHAIN_ENTRY } = options;
  try {
    const keytar = asKeytarApi(await loadKeytar());
    if (!keytar) throw new Error('the keytar module does not have the expected API');
    await keytar.getPassword(entry.service, entry.account);
    logger.info('Session token kept in the OS keychain (keytar)');
    return { kind: 'keytar', store: createKeytarStore(keytar, entry) };
  } catch (error) {
    logger.info('OS keychain (keytar) unavailable; falling back to safeStorage', { reason: error instanceof Error ? error.message : String(error) });
  }

  let encryption = false;
  try {
    encryption = safeStorage.isEncryptionAvailable();
  } catch (error) {
    logger.warn('safeStorage.isEncryptionAvailable() failed', { error });
  }
  if (encryption) {
    logger.info('Session token kept encrypted with safeStorage', { file: tokenFile });
    return { kind: 'safeStorage', store: createSafeStorageStore({ safeStorage, file: tokenFile, fs, logger }) };
  }

  logger.warn('No OS encryption available: the session token is kept in memory only and sign-in will not survive a restart');
  return { kind: 'memory', store: createMemoryStore() };
}

/** A store usable at once that waits for the chosen one, so the window need not wait for the keychain probe. */
export function deferCredentialStore(chosen: Promise<CredentialStore>): CredentialStore {
  return {
    get: async () => (await chosen).get(),
    set: async (token) => (await chosen).set(token),
    clear: async () => (await chosen).clear(),
  };
}
