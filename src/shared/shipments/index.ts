// The shipments area's face: shipments, their movements and AWB tracking.

export * from './abilities';
export * from './api';
export * from './participants';
export * from './shipment';
export * from './shown-status';
export * from './tracking';
