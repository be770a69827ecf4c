// The parties area's face: contracts with clients (contractors) and their contact persons.

export * from './abilities';
export * from './contracts';
export * from './persons';

import { contractsResource } from './contracts';
import { personsResource } from './persons';

/** The area's resources, by route name. */
export const PARTY_RESOURCES = { contracts: contractsResource, persons: personsResource };
