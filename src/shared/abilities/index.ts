export * from './conditions';
export * from './can';
export * from './catalogue';
