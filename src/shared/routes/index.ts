export * from './types';
export * from './table';
export * from './match';
export * from './menu';
export * from './access';
