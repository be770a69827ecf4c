import type { KeytarApi } from '../services/credential-store/keytar';
import type { SafeStorageApi, TokenFileSystem } from '../services/credential-store/safe-storage';
import { errno } from './fakes';

// In-memory stand-ins for keytar, safeStorage and node:fs/promises.

export function fakeKeytar(failReads = false) {
  const vault = new Map<string, string>();
  const key = (service: string, account: string) => `${service}\u0000${account}`;
  const api: KeytarApi = {
    getPassword: async (service, account) => {
      if (failReads) throw new Error('Cannot autolaunch D-Bus without X11 $DISPLAY');
      return vault.get(key(service, account)) ?? null;
    },
    setPassword: async (service, account, password) => {
      vault.set(key(service, account), password);
    },
    deletePassword: async (service, account) => vault.delete(key(service, account)),
  };
  return { api, vault };
}

/** A reversible stand-in for DPAPI: enough to prove nothing is written in the clear. */
export const fakeSafeStorage = (available = true): SafeStorageApi & { broken: boolean } => ({
  broken: false,
  isEncryptionAvailable: () => available,
  encryptString(plainText) {
    return Buffer.from(`enc:${Buffer.from(plainText).toString('base64')}`);
  },
  decryptString(encrypted) {
    const text = encrypted.toString();
    if (this.broken || !text.startsWith('enc:')) throw new Error('Error while decrypting the ciphertext provided to safeStorage.decryptString.');
    return Buffer.from(text.slice(4), 'base64').toString();
  },
});

export function fakeFs() {
  const files = new Map<string, Buffer>();
  const modes = new Map<string, number>();
  const dirs = new Set<string>();
  const fs: TokenFileSystem = {
    readFile: async (path) => {
      const data = files.get(path);
      if (!data) throw errno('ENOENT');
      return data;
    },
    writeFile: async (path, data, { mode }) => {
      files.set(path, Buffer.from(data));
      modes.set(path, mode);
    },
    rename: async (from, to) => {
      const data = files.get(from);
      if (!data) throw errno('ENOENT');
      files.set(to, data);
      files.delete(from);
      modes.set(to, modes.get(from) ?? 0);
    },
    rm: async (path) => {
      files.delete(path);
    },
    mkdir: async (path) => {
      dirs.add(path);
    },
  };
  return { fs, files, modes, dirs };
}
