// The flights area's face: its abilities, the flight and capacity schemas, schedules and the calls.

export * from './abilities';
export * from './api';
export * from './capacity';
export * from './flight';
export * from './schedule';
export * from './seasons';
export * from './ssim';
export * from './zones';
