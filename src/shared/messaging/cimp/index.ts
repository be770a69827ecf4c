// The Cargo-IMP codec (issue 18): parse and generate telegrams, with their faults.

export * from './codec';
export * from './fault';
export { MAX_LINE, MAX_MESSAGE } from './text';
export * from './notices';
