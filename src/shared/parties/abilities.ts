// Contracts with clients and the clients' contact persons.

export const PARTY_ABILITIES = {
  contracts: { view: 'financialDigest.contract.view', edit: 'financialDigest.contract.edit' },
  persons: { view: 'agent.person.view', edit: 'agent.person.edit' },
} as const;
