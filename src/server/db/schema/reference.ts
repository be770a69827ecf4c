import { boolean, doublePrecision, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Reference data imported from well-kept data packages at start (db/reference): the world's
// countries, airports and airlines. Codes are the keys; handbooks refer to them by code.

export const countries = pgTable('countries', {
  code: text().primaryKey(),
  nameEn: text().notNull(),
  nameRu: text().notNull(),
});

export const airports = pgTable(
  'airports',
  {
    /** IATA location code. */
    code: text().primaryKey(),
    icao: text(),
    name: text().notNull(),
    city: text().notNull(),
    countryCode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    timeZone: text(),
    /** 1 (largest hubs) to 5 (smallest fields), from the data package. */
    classification: integer().notNull(),
    active: boolean().notNull(),
  },
  (t) => [index().on(t.countryCode)],
);

/** The world's airlines (the "air company" lookup), not to be confused with airlines using the cabinet. */
export const airCompanies = pgTable('air_companies', {
  iata: text().primaryKey(),
  icao: text(),
  name: text().notNull(),
  country: text(),
  active: boolean().notNull(),
});

/** Which version of each data package is in the database, so a newer one is imported once. */
export const referenceVersions = pgTable('reference_versions', {
  kind: text().primaryKey(),
  version: text().notNull(),
  importedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
