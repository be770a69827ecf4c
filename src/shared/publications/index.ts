// The publications area's face.

export * from './abilities';
export * from './api';
export * from './markdown';
export * from './schemas';
