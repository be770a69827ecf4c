// The ONE Record area's face: its vocabulary and ids, and its calls.

export * from './vocabulary';
export * from './api';
