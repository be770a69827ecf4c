// The chat area's face: chats, messages, their limits and rules.

export * from './abilities';
export * from './api';
export * from './constants';
export * from './rules';
export * from './normalize';
export * from './schemas';
