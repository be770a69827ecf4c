import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TrunkMatrix } from '@shared/technology/trunk-matrix';
import { airlineRef, stamps } from './columns';
import { bookingRuleResultEnum, seasonEnum } from './enums';
import { contractors, contracts } from './parties';

// The technology handbook (section 3): what capacity, booking and transfers are computed from.
// Every row belongs to an airline; airports and aircraft types are IATA codes.

const kg = (precision = 10) => numeric({ precision, scale: 1, mode: 'number' });
const m3 = () => numeric({ precision: 10, scale: 3, mode: 'number' });

/** Allotments: weight and volume on a route reserved for a contract over a period. */
export const quotas = pgTable(
  'quotas',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    departure: text().notNull(),
    arrival: text().notNull(),
    begin: date().notNull(),
    finish: date().notNull(),
    /** Minutes before departure when the unused quota returns to free sale. */
    expiryMinutes: integer().notNull(),
    contractId: integer()
      .notNull()
      .references(() => contracts.id),
    volume: m3().notNull(),
    weight: kg().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), index().on(t.contractId)],
);

/** Aircraft capacity by type (or registrations): hold limits, door matrix, load colours. */
export const capacities = pgTable(
  'capacities',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    aircraftType: text().notNull(),
    registrations: text().array().notNull().default([]),
    trunkMaxHeight: integer().notNull(),
    trunkLength: integer().notNull(),
    trunkWidth: integer().notNull(),
    trunkVolume: m3().notNull(),
    trunkWeight: kg().notNull(),
    maxCargoVolume: m3(),
    maxCargoWeight: kg(),
    seats: integer().notNull(),
    payloadVolume: m3().notNull(),
    defaultPayload: kg().notNull(),
    mtow: kg().notNull(),
    overloadColor: text().notNull(),
    underloadColor: text().notNull(),
    matrix: jsonb().$type<TrunkMatrix>().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

/**
 * Passenger sales norms: the passengers expected on a route (a flight, an aircraft type, days of
 * the week) in a season, by the categories of section 9, before the real count is known.
 */
export const paxes = pgTable(
  'paxes',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    departure: text().notNull(),
    arrival: text().notNull(),
    flightNumber: text(),
    aircraftType: text(),
    season: seasonEnum().notNull(),
    weekdays: integer().array().notNull().default([]),
    /** Section 9's aaa, rbg, rmg and ins. */
    adults: integer().notNull(),
    children: integer().notNull(),
    infants: integer().notNull(),
    infantsWithSeat: integer().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

/** Average baggage weight by route and season. */
export const baggages = pgTable(
  'baggages',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    departure: text().notNull(),
    arrival: text().notNull(),
    weight: kg(8).notNull(),
    season: seasonEnum().notNull(),
    ...stamps,
  },
  // One average per route and season: the capacity estimate must find exactly one.
  (t) => [index().on(t.airlineId), uniqueIndex().on(t.airlineId, t.departure, t.arrival, t.season)],
);

/** Payload limits by route, aircraft type or registrations, and season. */
export const payloads = pgTable(
  'payloads',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    departure: text().notNull(),
    arrival: text().notNull(),
    aircraftType: text().notNull(),
    registrations: text().array().notNull().default([]),
    payload: kg().notNull(),
    season: seasonEnum().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

/** Cargo terminals: acceptance times and transfer windows at an airport. */
export const handlers = pgTable(
  'handlers',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    airport: text().notNull(),
    name: text().notNull(),
    /** Latest acceptance time: minutes before departure. */
    latMinutes: integer().notNull(),
    minDomesticTransferMinutes: integer().notNull(),
    minInternationalTransferMinutes: integer().notNull(),
    maxTransferMinutes: integer().notNull(),
    acceptsCargo: boolean().notNull().default(true),
    transfer: boolean().notNull().default(false),
    ffm: boolean().notNull().default(false),
    fsu: boolean().notNull().default(false),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), index().on(t.airport)],
);

/** Booking rules: what answer (a status of section 4) a matching booking gets, highest priority first. */
export const bookingRules = pgTable(
  'booking_rules',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    name: text().notNull(),
    departure: text(),
    arrival: text(),
    shc: text().array().notNull().default([]),
    aircraftType: text(),
    flightNumber: text(),
    minWeight: kg(),
    maxWeight: kg(),
    minVolume: m3(),
    maxVolume: m3(),
    minWeightPercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
    maxWeightPercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
    minVolumePercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
    maxVolumePercent: numeric({ precision: 5, scale: 1, mode: 'number' }),
    result: bookingRuleResultEnum().notNull(),
    priority: integer().notNull(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);

/** Allowed routes: where cargo may go, directly or through transfer points. */
export const allowedRoutes = pgTable(
  'allowed_routes',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    departure: text().notNull(),
    arrival: text().notNull(),
    transfers: text().array().notNull().default([]),
    direct: boolean().notNull().default(true),
    ...stamps,
  },
  // Lists filter by departure and sort by arrival within an airline.
  (t) => [index().on(t.airlineId, t.departure, t.arrival)],
);

/** Cargo names (commodities) the airline carries, with their default SHC and customs (HS) codes. */
export const commodities = pgTable(
  'commodities',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    code: text().notNull(),
    nameRu: text().notNull(),
    nameEn: text().notNull(),
    shc: text().array().notNull().default([]),
    /** HS codes as digits, several joined by ", ". */
    hsCodes: text(),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), uniqueIndex().on(t.airlineId, t.code)],
);

/** Temporary storage warehouses (СВХ, under customs control) at airports. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    airport: text().notNull(),
    code: text().notNull(),
    name: text().notNull(),
    address: text(),
    /** The number in the customs register of temporary storage warehouses, and its validity. */
    licenseNumber: text(),
    licenseFrom: date(),
    licenseTo: date(),
    contactName: text(),
    phone: text(),
    email: text(),
    active: boolean().notNull().default(true),
    ...stamps,
  },
  (t) => [index().on(t.airlineId), uniqueIndex().on(t.airlineId, t.code)],
);

/** Which warehouse takes the cargo of an agent, a consignee or a shipper. */
export const warehouseRules = pgTable(
  'warehouse_rules',
  {
    id: serial().primaryKey(),
    airlineId: airlineRef(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id),
    expeditorId: integer().references(() => contractors.id),
    consigneeId: integer().references(() => contractors.id),
    shipperId: integer().references(() => contractors.id),
    ...stamps,
  },
  (t) => [index().on(t.airlineId)],
);
