import type { DynamicPricingRow } from '../dynamic-pricing';
import type { QuoteContext, QuoteShipment } from '../quote';
import type { SurchargeRow } from '../surcharges';
import type { TariffRow } from '../tariffs';
import type { TaxRow } from '../taxes';

// Rows shaped as the server loads them, with every field a test does not name at a plain default:
// a public general-cargo tariff SVO→KJA in rubles from 2025, open-ended. Amounts are minor units.

/** Moscow, Krasnoyarsk, Novosibirsk and St Petersburg are domestic; Bishkek, Yerevan, Istanbul and Dubai are not. */
export const COUNTRY_OF: Record<string, string> = { SVO: 'RU', KJA: 'RU', OVB: 'RU', LED: 'RU', FRU: 'KG', EVN: 'AM', IST: 'TR', DXB: 'AE' };

export function tariff(id: number, over: Partial<TariffRow> = {}): TariffRow {
  return {
    id,
    departure: 'SVO',
    arrival: 'KJA',
    transfer: [],
    direct: false,
    airline: null,
    begin: '2025-01-01',
    finish: null,
    reasonStart: null,
    reasonStop: null,
    contracts: [],
    basis: 'GCR',
    currency: 'RUB',
    measure: 'kg',
    minValue: 0,
    normal: 10_000,
    breaks: null,
    vat: false,
    region: 'any',
    forbiddenCountries: [],
    conditions: null,
    source: 'manual',
    ...over,
  };
}

export function surcharge(id: number, over: Partial<SurchargeRow> = {}): SurchargeRow {
  return {
    id,
    code: 'MY',
    entitlement: 'C',
    nameRu: 'Топливный сбор',
    nameEn: 'Fuel surcharge',
    service: false,
    method: 'perKg',
    rate: 1_000,
    percent: null,
    minimum: null,
    currency: 'RUB',
    validFrom: '2025-01-01',
    validTo: null,
    shc: [],
    products: [],
    region: 'any',
    departures: [],
    arrivals: [],
    ...over,
  };
}

export function tax(id: number, over: Partial<TaxRow> = {}): TaxRow {
  return {
    id,
    code: 'VAT',
    nameRu: 'НДС',
    nameEn: 'VAT',
    description: null,
    otherChargeCode: null,
    entitlement: 'C',
    method: 'percent',
    rate: 20,
    amount: null,
    currency: null,
    base: 'total',
    validFrom: '2025-01-01',
    validTo: null,
    region: 'any',
    departures: [],
    arrivals: [],
    products: [],
    contracts: [],
    ...over,
  };
}

export function rule(id: number, over: Partial<DynamicPricingRow> = {}): DynamicPricingRow {
  return {
    id,
    name: `rule ${id}`,
    priority: 100,
    active: true,
    validFrom: '2025-01-01',
    validTo: null,
    method: 'percent',
    percent: 10,
    amountPerKg: null,
    floorPerKg: null,
    capPerKg: null,
    currency: null,
    // The schema asks every rule for a tree; one that always holds.
    conditions: { op: 'gte', field: 'dayOfWeek', value: 1 },
    ...over,
  };
}

export function context(over: Partial<QuoteContext> = {}): QuoteContext {
  return {
    settings: { useVolumetricWeight: true, chargeableRatio: null, minChargeableWeight: null, rounding: null },
    carrier: 'UT',
    countryOf: COUNTRY_OF,
    tariffs: [tariff(1)],
    surcharges: [],
    taxes: [],
    dynamicRules: [],
    products: [
      { id: 1, code: 'GEN', priority: 1, shc: [] },
      { id: 2, code: 'PHARMA', priority: 20, shc: ['PIL', 'PIP'] },
      { id: 3, code: 'EXPRESS', priority: 10, shc: ['XPS'] },
    ],
    ...over,
  };
}

/** 2026-03-02 is a Monday. */
export function shipment(over: Partial<QuoteShipment> = {}): QuoteShipment {
  return {
    departure: 'SVO',
    arrival: 'KJA',
    transfers: [],
    date: '2026-03-02',
    flightNumber: 'UT101',
    pieces: 1,
    weight: 10,
    volume: null,
    shc: [],
    product: null,
    contract: null,
    load: null,
    ...over,
  };
}
