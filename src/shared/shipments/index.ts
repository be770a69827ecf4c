// The shipments area's face: shipments and their AWBs, movements and tracking, the AWB's lifecycle
// and the printed forms.

export * from './abilities';
export * from './actions';
export * from './attachments';
export * from './api';
export * from './awb';
export * from './awb-form';
export * from './correction';
export * from './lifecycle';
export * from './participants';
export * from './refund';
export * from './services';
export * from './shipment';
export * from './shown-status';
export * from './tracking';
export * from './tracking-api';
