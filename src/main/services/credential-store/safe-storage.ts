import { dirname } from 'node:path';
import type { CredentialStore } from '@shared/desktop/credential-store';
import type { Logger } from '../logger';

// Where keytar is unavailable, the token is encrypted with Electron's safeStorage (DPAPI on
// Windows, the Keychain on macOS, the secret service on Linux) and kept in a file in userData.
// The caller checks isEncryptionAvailable() first: without it this store must not be used, as
// the token would otherwise be stored in the clear.

/** The three calls of Electron's safeStorage this store makes. */
export interface SafeStorageApi {
  isEncryptionAvailable(): boolean;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** The calls of node:fs/promises this store makes. */
export interface TokenFileSystem {
  readFile(path: string): Promise<Buffer>;
  writeFile(path: string, data: Buffer, options: { mode: number }): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  rm(path: string, options: { force: true }): Promise<void>;
  mkdir(path: string, options: { recursive: true }): Promise<unknown>;
}

export interface SafeStorageStoreOptions {
  safeStorage: SafeStorageApi;
  /** The encrypted token file, e.g. userData/session.bin. */
  file: string;
  fs: TokenFileSystem;
  logger: Logger;
}

const isMissing = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';

export function createSafeStorageStore({ safeStorage, file, fs, logger }: SafeStorageStoreOptions): CredentialStore {
  return {
    async get() {
      let encrypted: Buffer;
      try {
        encrypted = await fs.readFile(file);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        return safeStorage.decryptString(encrypted);
      } catch (error) {
        // Encrypted by another OS user or a reinstalled key: unreadable for good, so start over
        // signed out rather than failing every start.
        logger.warn('Stored session token cannot be decrypted; discarding it', { error });
        await fs.rm(file, { force: true });
        return null;
      }
    },
    async set(token) {
      const encrypted = safeStorage.encryptString(token);
      await fs.mkdir(dirname(file), { recursive: true });
      // Write then rename, so a crash mid-write never leaves half a token behind.
      const temporary = `${file}.tmp`;
      await fs.writeFile(temporary, encrypted, { mode: 0o600 });
      await fs.rename(temporary, file);
    },
    async clear() {
      await fs.rm(file, { force: true });
    },
  };
}
