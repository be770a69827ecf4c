import type { AreaModule } from '../../area';
import { contractsBinding } from './contracts';
import { contractLookup, contractorLookup, contractPayMethodLookup, personLookup } from './lookups';
import { personsBinding } from './persons';
import { seedParties } from './seed';

// The airline's clients (contractors), their contracts and contact persons.

export const parties: AreaModule = {
  name: 'parties',
  resources: [contractsBinding, personsBinding],
  lookups: [contractLookup, contractorLookup, personLookup, contractPayMethodLookup],
  seed: { demo: seedParties },
};

/** For other areas: the client hears of a contract made for them (the accreditation's activation). */
export { notifyContractCreated } from './contract-notify';

/** For other areas: the contracts' binding, to find a contract the caller reaches (its Tariffs tab). */
export { contractsBinding } from './contracts';
