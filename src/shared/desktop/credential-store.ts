/** Where the desktop keeps the session token: the OS keychain, or an encrypted file as fallback. */
export interface CredentialStore {
  get(): Promise<string | null>;
  set(token: string): Promise<void>;
  clear(): Promise<void>;
}
