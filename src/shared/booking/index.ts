// The booking area's face: its abilities, the pricing search's contract and the connection builder.

export * from './abilities';
export * from './answer';
export * from './api';
export * from './booking';
export * from './connections';
export * from './dimensions';
export * from './pieces';
export * from './search';
