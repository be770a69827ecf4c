// The booking area's face: its abilities, the pricing search's contract and the connection builder.

export * from './abilities';
export * from './api';
export * from './connections';
export * from './search';
