// The reports area's face: the AWB report's schemas and calls.

export * from './abilities';
export * from './api';
export * from './report-awb';
export * from './labels';
