// The profile area's face: the signed-in user as the API sends it and as every screen sees it.

export * from './api';
export * from './schemas';
export * from './session-user';
