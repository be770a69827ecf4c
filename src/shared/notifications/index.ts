// The notifications area's face: the entity, its calls and the links inside its texts.

export * from './abilities';
export * from './api';
export * from './links';
export * from './normalize';
export * from './schemas';
