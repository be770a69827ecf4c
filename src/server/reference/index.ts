import { aircraftTypeLookup, cargoTypeLookup, protocolLookup, shcLookup, shipmentFileTypeLookup } from './code-lists';
import { airCompanyLookup, airportLookup, countryLookup } from './lookups';

// Reference data every area reads: airports, airlines of the world, countries and the committed
// code lists. It belongs to no area: the app registers its look-ups and the geolocation call itself.

export const REFERENCE_LOOKUPS = [
  airportLookup,
  airCompanyLookup,
  countryLookup,
  shcLookup,
  aircraftTypeLookup,
  cargoTypeLookup,
  shipmentFileTypeLookup,
  protocolLookup,
] as const;

export { geoIpRoutes } from './geo-ip';
