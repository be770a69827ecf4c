// keytar 7's API as its keytar.d.ts declares it (the part used here). keytar is an optional
// dependency that does not build without libsecret, so the type check must not depend on it.
declare module 'keytar' {
  export function getPassword(service: string, account: string): Promise<string | null>;
  export function setPassword(service: string, account: string, password: string): Promise<void>;
  export function deletePassword(service: string, account: string): Promise<boolean>;
}
