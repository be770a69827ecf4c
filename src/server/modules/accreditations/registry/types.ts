import type { RegisteredCompany } from '@shared/accreditations/registry';

/**
 * Where the INN look-up of section 7 finds companies: the local table by default, a registry
 * service when configured. `find` answers null for an INN the registry does not know and throws
 * RegistryUnavailable when it cannot answer at all.
 */
export interface InnRegistry {
  readonly name: string;
  find(inn: string): Promise<RegisteredCompany | null>;
}

export class RegistryUnavailable extends Error {
  constructor(reason: string) {
    super(`The company registry did not answer: ${reason}`);
    this.name = 'RegistryUnavailable';
  }
}
