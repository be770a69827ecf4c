// The finance area's face: abilities, the ledger's rules, the balance calls and their schemas.

export * from './abilities';
export * from './amount';
export * from './api';
export * from './balance';
export * from './documents';
export * from './documents-api';
export * from './ledger';
export * from './payments';
export * from './periods';
export * from './statement';
export * from './words';
