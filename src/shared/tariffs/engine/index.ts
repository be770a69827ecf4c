// The price engine's face: one pure function from loaded rows and a shipment to a priced quote.

export { quoteShipment } from './quote';
export { chargeableWeight, IATA_RATIO, type Weights } from './chargeable-weight';
export { surchargeLines } from './surcharges';
