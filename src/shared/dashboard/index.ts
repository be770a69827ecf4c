// The dashboard area's face: its blocks and its one call.

export * from './api';
export * from './schemas';
