export * from './workflow';
export * from './registry';
export * from './actions';
