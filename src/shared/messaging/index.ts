// The messaging area's face: its abilities and the Cargo-IMP codec's calls.

export * from './abilities';
export { cimpApi } from './cimp-api';
