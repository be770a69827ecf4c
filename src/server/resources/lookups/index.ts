import type { LookupName } from '@shared/resources/lookups';
import {
  accessGroupLookup,
  airCompanyLookup,
  airplaneLookup,
  airportLookup,
  awbBlankLookup,
  commodityLookup,
  contractLookup,
  contractorLookup,
  contractPayMethodLookup,
  countryLookup,
  personLookup,
  roleLookup,
  tariffProductLookup,
  warehouseLookup,
} from './db';
import { aircraftTypeLookup, cargoTypeLookup, protocolLookup, shcLookup, shipmentFileTypeLookup } from './lists';
import type { LookupProvider } from './types';

/** Every lookup of section 7, by name: the type check keeps the list complete. */
export const LOOKUPS: Record<LookupName, LookupProvider> = {
  airport: airportLookup,
  aircraftType: aircraftTypeLookup,
  airCompany: airCompanyLookup,
  airplane: airplaneLookup,
  awbBlank: awbBlankLookup,
  cargoType: cargoTypeLookup,
  commodity: commodityLookup,
  contract: contractLookup,
  contractor: contractorLookup,
  country: countryLookup,
  person: personLookup,
  tariffProduct: tariffProductLookup,
  protocol: protocolLookup,
  role: roleLookup,
  shc: shcLookup,
  shipmentFileType: shipmentFileTypeLookup,
  warehouse: warehouseLookup,
  contractPayMethod: contractPayMethodLookup,
  accessGroup: accessGroupLookup,
};

export type { LookupContext, LookupProvider } from './types';
