// The messaging area's face: its abilities, the Cargo-IMP codec's calls and the message settings.

export * from './abilities';
export { cimpApi } from './cimp-api';
export { flightTelegramsApi } from './flight-telegrams-api';
export { shipmentTelegramsApi } from './shipment-telegrams-api';
export * from './incoming';
export * from './letters';
export * from './outgoing';
export * from './resources';
export * from './settings';
export * from './telegrams';
