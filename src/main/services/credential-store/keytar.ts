import type { CredentialStore } from '@shared/desktop/credential-store';

// The OS keychain through keytar (Windows Credential Manager, macOS Keychain, libsecret). keytar
// is a native optional dependency, so it is loaded at run time and checked for shape before use.

/** keytar's API, as far as this store uses it. */
export interface KeytarApi {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

export interface KeychainEntry {
  service: string;
  account: string;
}

export const KEYCHAIN_ENTRY: KeychainEntry = { service: 'UTair Cargo Cabinet', account: 'session' };

const hasKeytarShape = (value: unknown): value is KeytarApi =>
  typeof value === 'object' &&
  value !== null &&
  'getPassword' in value &&
  typeof value.getPassword === 'function' &&
  'setPassword' in value &&
  typeof value.setPassword === 'function' &&
  'deletePassword' in value &&
  typeof value.deletePassword === 'function';

/**
 * keytar is CommonJS: `import('keytar')` gives its functions as named exports or only under
 * `default`, depending on what Node's CommonJS lexer detects. Either is accepted.
 */
export function asKeytarApi(module: unknown): KeytarApi | null {
  if (hasKeytarShape(module)) return module;
  if (typeof module === 'object' && module !== null && 'default' in module && hasKeytarShape(module.default)) return module.default;
  return null;
}

export function createKeytarStore(keytar: KeytarApi, { service, account }: KeychainEntry = KEYCHAIN_ENTRY): CredentialStore {
  return {
    get: () => keytar.getPassword(service, account),
    set: (token) => keytar.setPassword(service, account, token),
    clear: async () => {
      await keytar.deletePassword(service, account);
    },
  };
}
