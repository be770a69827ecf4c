// The auth area's face: sign-in and sign-up.

export * from './api';
export * from './schemas';
