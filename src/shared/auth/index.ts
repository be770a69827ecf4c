// The auth area's face: sign-in and sign-up.

export * from './schemas';
