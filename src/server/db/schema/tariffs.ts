import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Condition, DynamicConditionField, TariffConditionField } from '@shared/tariffs/conditions';
import type { WeightBreak } from '@shared/tariffs/rates';
import { airlineRef, stamps } from './columns';

// Tariffication (section 3): tariffs, taxes, surcharges and dynamic pricing rules of an airline.
// Money is integer minor units of the row's currency (bigint, read as a JS number: amounts stay
// within the safe integer range by the schemas' bounds); per cents are exact decimals.

const minor = () => bigint({ mode: 'number' });
const percent = () => numeric({ precision: 9, scale: 4, mode: 'number' });

export const tariffs = pgTable(
  'tariffs',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    departure: text().notNull(),
    arrival: text().notNull(),
    transfer: text().array().notNull().default([]),
    direct: boolean().notNull().default(false),
    airline: text(),
    begin: date().notNull(),
    finish: date(),
    reasonStart: text(),
    reasonStop: text(),
    /** Contracts whose fare it is; none: a public fare. */
    contracts: integer().array().notNull().default([]),
    basis: text().notNull(),
    currency: text().notNull(),
    measure: text().notNull(),
    minValue: minor().notNull(),
    normal: minor().notNull(),
    breaks: jsonb().$type<WeightBreak[]>().notNull().default([]),
    vat: boolean().notNull().default(false),
    region: text().notNull().default('any'),
    forbiddenCountries: text().array().notNull().default([]),
    conditions: jsonb().$type<Condition<TariffConditionField>>(),
    source: text().notNull().default('manual'),
    ...stamps,
  },
  // The engine reads a route's candidates: by airline, departure and arrival.
  (t) => [index().on(t.airlineId, t.departure, t.arrival)],
);

export const taxes = pgTable(
  'taxes',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    code: text().notNull(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    description: text(),
    otherChargeCode: text(),
    entitlement: text().notNull(),
    method: text().notNull(),
    rate: percent(),
    amount: minor(),
    currency: text(),
    base: text().notNull(),
    validFrom: date().notNull(),
    validTo: date(),
    region: text().notNull().default('any'),
    departures: text().array().notNull().default([]),
    arrivals: text().array().notNull().default([]),
    products: integer().array().notNull().default([]),
    contracts: integer().array().notNull().default([]),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

export const surcharges = pgTable(
  'surcharges',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    code: text().notNull(),
    entitlement: text().notNull(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    /** A service ordered with a shipment, priced by this row; never added to every price. */
    service: boolean().notNull().default(false),
    method: text().notNull(),
    rate: minor(),
    percent: percent(),
    minimum: minor(),
    currency: text(),
    validFrom: date().notNull(),
    validTo: date(),
    shc: text().array().notNull().default([]),
    products: integer().array().notNull().default([]),
    region: text().notNull().default('any'),
    departures: text().array().notNull().default([]),
    arrivals: text().array().notNull().default([]),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

export const dynamicPricing = pgTable(
  'dynamic_pricing',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    name: text().notNull(),
    priority: integer().notNull(),
    active: boolean().notNull().default(true),
    validFrom: date().notNull(),
    validTo: date(),
    method: text().notNull(),
    percent: percent(),
    amountPerKg: minor(),
    floorPerKg: minor(),
    capPerKg: minor(),
    currency: text(),
    conditions: jsonb().$type<Condition<DynamicConditionField>>().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);
