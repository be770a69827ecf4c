import * as v from 'valibot';
import { FLIGHT_REGIONS } from '../constants';
import { SERVICE_TYPES } from '../settings';
import { CapacitySchema, LoadSchema, PassengerCountSchema } from './capacity';
import { ScheduleBodySchema } from './schedule';

// A flight and its legs ("segments") as the cabinet shows them (section 3, "Flight / segment"):
// the list answers one row per leg; the info page answers the flight with all its legs.

/** Section 4: a leg's status. */
export const FLIGHT_STATUSES = ['scheduled', 'departed', 'arrived', 'canceled'] as const;
export type FlightStatus = (typeof FLIGHT_STATUSES)[number];

/** Section 4: preliminary informing (advance cargo information to customs) of a shipment on a leg. */
export const INFORMING_STATUSES = ['created', 'confirmed', 'rejected', 'not_loaded', 'info_requested'] as const;
export type InformingStatus = (typeof INFORMING_STATUSES)[number];

/** The list's sale filter: open or closed for sale. */
export const SALE_STATES = ['open', 'closed'] as const;

/** An instant as ISO text in UTC. */
const instant = v.string();
/** A local date and time at an airport, `YYYY-MM-DDTHH:MM`. */
const local = v.string();

/** Booked cargo on a leg: accepted (KK) and wait-listed, kept by booking inside its transaction. */
export const LegLoadSchema = v.object({
  accepted: LoadSchema,
  waitlisted: LoadSchema,
  /** Accepted cargo against capacity, per cent. */
  weightPercent: v.number(),
  volumePercent: v.number(),
  state: CapacitySchema.entries.state,
  /** The capacity handbook's overload or underload colour of the aircraft. */
  color: v.nullable(v.string()),
});

export const FlightLegRowSchema = v.object({
  /** The leg's id. */
  id: v.number(),
  flightId: v.number(),
  /** The leg's place in its flight, from 0. */
  seq: v.number(),
  /** How many legs the flight has. */
  legCount: v.number(),
  /** The airline's IATA code (section 3's companyCode). */
  airline: v.string(),
  number: v.string(),
  /** The flight date: its first leg's local departure date. */
  date: v.string(),
  departure: v.string(),
  arrival: v.string(),
  /** Section 9's region: МВЛ international, ВВЛ domestic. */
  region: v.picklist(FLIGHT_REGIONS),
  departureZone: v.string(),
  arrivalZone: v.string(),
  std: instant,
  sta: instant,
  etd: v.nullable(instant),
  eta: v.nullable(instant),
  stdLocal: local,
  staLocal: local,
  etdLocal: v.nullable(local),
  etaLocal: v.nullable(local),
  aircraftType: v.string(),
  tailNumber: v.nullable(v.string()),
  serviceType: v.picklist(SERVICE_TYPES),
  status: v.picklist(FLIGHT_STATUSES),
  saleClosed: v.boolean(),
  closed: v.boolean(),
  /** The flight comes from a periodic schedule. */
  periodic: v.boolean(),
  ffmSent: v.boolean(),
  fblSent: v.boolean(),
  /** Cargo the leg can carry, computed (kg, m³). */
  capacity: v.object({ weight: v.number(), volume: v.number() }),
  load: LegLoadSchema,
});
export type FlightLegRow = v.InferOutput<typeof FlightLegRowSchema>;

export const FlightLegInfoSchema = v.object({
  ...FlightLegRowSchema.entries,
  /** Every term of the capacity; airline staff only (clients see the free figures). */
  breakdown: v.nullable(CapacitySchema),
  available: v.object({ weight: v.number(), volume: v.number() }),
  passengers: v.nullable(PassengerCountSchema),
});
export type FlightLegInfo = v.InferOutput<typeof FlightLegInfoSchema>;

export const FlightQuotaSchema = v.object({
  id: v.number(),
  departure: v.string(),
  arrival: v.string(),
  contractId: v.number(),
  contractNumber: v.nullable(v.string()),
  contractor: v.nullable(v.string()),
  weight: v.number(),
  volume: v.number(),
  /** When the unused allotment returns to free sale: the leg's departure less the quota's expiry minutes. */
  releasesAt: instant,
  released: v.boolean(),
});
export type FlightQuota = v.InferOutput<typeof FlightQuotaSchema>;

export const HistoryChangeSchema = v.object({ field: v.string(), from: v.unknown(), to: v.unknown() });

export const HISTORY_ACTIONS = [
  'created',
  'scheduleChanged',
  'saleClosed',
  'saleOpened',
  'closed',
  'opened',
  'canceled',
  'departed',
  'arrived',
  'reinstated',
  'estimated',
  'informing',
] as const;

export const FlightHistoryEntrySchema = v.object({
  id: v.number(),
  at: instant,
  /** Who: the account's name, or null for the system. */
  user: v.nullable(v.string()),
  action: v.picklist(HISTORY_ACTIONS),
  /** The leg the change concerns; null: the whole flight. */
  legId: v.nullable(v.number()),
  /** The shipment's AWB, for a preliminary informing change. */
  awb: v.nullable(v.string()),
  changes: v.array(HistoryChangeSchema),
});
export type FlightHistoryEntry = v.InferOutput<typeof FlightHistoryEntrySchema>;

export const InformingEntrySchema = v.object({
  /** Null while nothing is recorded for the shipment yet. */
  id: v.nullable(v.number()),
  legId: v.number(),
  shipmentId: v.number(),
  awb: v.string(),
  origin: v.string(),
  destination: v.string(),
  pieces: v.number(),
  weight: v.number(),
  cargoName: v.nullable(v.string()),
  /** The consignee's taxpayer number customs identifies the declarant by. */
  tin: v.nullable(v.string()),
  preDecision: v.nullable(v.string()),
  finalDecision: v.nullable(v.string()),
  status: v.picklist(INFORMING_STATUSES),
  comment: v.nullable(v.string()),
  updatedAt: v.nullable(instant),
  updatedBy: v.nullable(v.string()),
});
export type InformingEntry = v.InferOutput<typeof InformingEntrySchema>;

export const FlightScheduleSchema = v.object({ id: v.nullable(v.number()), ...ScheduleBodySchema.entries });

export const FlightInfoSchema = v.object({
  id: v.number(),
  airline: v.string(),
  number: v.string(),
  date: v.string(),
  serviceType: v.picklist(SERVICE_TYPES),
  aircraftType: v.string(),
  tailNumber: v.nullable(v.string()),
  comments: v.nullable(v.string()),
  periodic: v.boolean(),
  /** The schedule as the edit form fills it: the flight's own one, or its periodic schedule. */
  schedule: FlightScheduleSchema,
  legs: v.array(FlightLegInfoSchema),
  quotas: v.array(FlightQuotaSchema),
  /** Airline staff only; empty for clients. */
  history: v.array(FlightHistoryEntrySchema),
  /** Shipments on board the international legs and what customs answered; airline staff only. */
  informing: v.array(InformingEntrySchema),
  /** What the caller may do here. */
  can: v.object({ edit: v.boolean(), sale: v.boolean(), control: v.boolean(), informing: v.boolean(), internals: v.boolean() }),
});
export type FlightInfo = v.InferOutput<typeof FlightInfoSchema>;
