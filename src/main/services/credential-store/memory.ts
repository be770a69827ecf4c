import type { CredentialStore } from '@shared/desktop/credential-store';

/** The last resort when the OS offers no encryption: the token lives as long as the process. */
export function createMemoryStore(): CredentialStore {
  let token: string | null = null;
  return {
    get: async () => token,
    set: async (value) => {
      token = value;
    },
    clear: async () => {
      token = null;
    },
  };
}
