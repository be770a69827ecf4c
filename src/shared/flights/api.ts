import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { pageOf, PageQuerySchema } from '../api/page';
import { ConfirmQuerySchema, IdParamsSchema, MAX_ROW_ID } from '../api/params';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';
import { FLIGHT_ABILITIES } from './abilities';
import { FLIGHT_STATUSES, FlightInfoSchema, FlightLegRowSchema, INFORMING_STATUSES, SALE_STATES } from './flight';
import { FlightNumberSchema, ScheduleBodySchema } from './schedule';

// The flights area's calls: the legs list, a flight's info, adding a flight or changing its
// schedule, sale and flight control, delays, cancelling, and preliminary informing.

const airportFilter = v.optional(
  v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.regex(/^([A-Z]{3})?$/, msg(M.airportCode)), v.transform((code) => code || undefined)),
);
export const FLIGHT_SORTS = ['std', '-std', 'number', '-number', 'departure', '-departure', 'arrival', '-arrival', 'load', '-load'] as const;

export const FlightListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  /** Local departure dates of the legs, inclusive. */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  departure: airportFilter,
  arrival: airportFilter,
  number: v.optional(FlightNumberSchema),
  status: v.optional(v.picklist(FLIGHT_STATUSES, msg(M.invalid))),
  sale: v.optional(v.picklist(SALE_STATES, msg(M.invalid))),
  sort: v.optional(v.picklist(FLIGHT_SORTS, msg(M.invalid)), 'std'),
});
export type FlightListQuery = v.InferOutput<typeof FlightListQuerySchema>;

export const FlightPageSchema = pageOf(FlightLegRowSchema);
export type FlightPage = v.InferOutput<typeof FlightPageSchema>;

/** What a schedule's save did, date by date: staff are told which dates it touched. */
export const ScheduleResultSchema = v.object({
  /** The flight to open next: the first one created or changed. */
  flightId: v.nullable(v.number()),
  created: v.array(v.string()),
  updated: v.array(v.string()),
  /** Future dates the new schedule no longer flies, cancelled (with bookings) or removed (without). */
  canceled: v.array(v.string()),
  removed: v.array(v.string()),
  /** Dates already departed: never changed. */
  kept: v.array(v.string()),
});
export type ScheduleResult = v.InferOutput<typeof ScheduleResultSchema>;

/** What an SSIM import did with a record: its schedule created, updated, found the same, or the record refused. */
export const SSIM_STATUSES = ['created', 'updated', 'unchanged', 'refused'] as const;
export type SsimStatus = (typeof SSIM_STATUSES)[number];

/** One record of an imported SSIM file: a leg (Type 3) with its flight's outcome, or a record that did not read. */
export const SsimRecordReportSchema = v.object({
  /** The record's 1-based line in the file. */
  record: v.number(),
  /** The airline's code and number with the itinerary variation (UT103/01), when the record read that far. */
  flight: v.nullable(v.string()),
  /** The period of operation and its days (2026-12-01 – 2027-03-28 1.3.5.7). */
  period: v.nullable(v.string()),
  status: v.picklist(SSIM_STATUSES),
  /** What happened or why not, in the caller's language. */
  message: v.string(),
  /** Flight dates the record's schedule created and updated. */
  created: v.number(),
  updated: v.number(),
});
export type SsimRecordReport = v.InferOutput<typeof SsimRecordReportSchema>;

export const SsimReportSchema = v.object({
  records: v.array(SsimRecordReportSchema),
  /** Records by status. */
  counts: v.object({ created: v.number(), updated: v.number(), unchanged: v.number(), refused: v.number() }),
});
export type SsimReport = v.InferOutput<typeof SsimReportSchema>;

/** A season's SSIM file of a large network (a few thousand 200-byte records) fits in this. */
export const SSIM_MAX_BYTES = 2 * 1024 * 1024;

export const SegmentParamsSchema = IdParamsSchema;

export const SaleBodySchema = v.strictObject({ closed: v.boolean(msg(M.invalidType)) });
export const ClosingBodySchema = v.strictObject({ closed: v.boolean(msg(M.invalidType)) });

/** Statuses staff set by hand; canceled has its own call. */
export const SETTABLE_STATUSES = ['scheduled', 'departed', 'arrived'] as const;
export const StatusBodySchema = v.strictObject({ status: v.picklist(SETTABLE_STATUSES, msg(M.invalid)) });

const localDateTime = v.pipe(v.string(msg(M.invalidType)), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, msg(M.invalid)));
/** A delay: the estimated local times at the leg's airports; null clears an estimate. */
export const EstimateBodySchema = v.strictObject({
  etd: v.nullable(localDateTime),
  eta: v.nullable(localDateTime),
});

const decision = v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(200, msg(M.maxLength)), v.transform((s) => s || null))), null);

/** What customs answered about a shipment on an international leg, as staff record it. */
export const InformingBodySchema = v.strictObject({
  shipmentId: v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(MAX_ROW_ID, msg(M.maxValue))),
  /** Russian INN (10 or 12 digits) or another country's TIN: digits and letters, 5 to 20. */
  tin: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.toUpperCase(), v.check((s) => s === '' || /^[A-Z0-9]{5,20}$/.test(s), msg(M.invalid)), v.transform((s) => s || null))), null),
  preDecision: decision,
  finalDecision: decision,
  status: v.picklist(INFORMING_STATUSES, msg(M.invalid)),
  comment: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(1000, msg(M.maxLength)), v.transform((s) => s || null))), null),
});
export type InformingBody = v.InferOutput<typeof InformingBodySchema>;

const TAG = 'flights';
const SEGMENT = '/api/flights/segments/id-{id}';

export const flightsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/flights',
    summary: 'Flight legs (segments): one row per leg with its computed capacity and booked load',
    description:
      'No date filter unless `from`/`to` (local departure dates) are given. Each row carries `capacity` (kg, m³, computed from the technology handbooks and airline settings) and `load` (accepted and wait-listed cargo, per cent of capacity, the aircraft’s load colour), so a client draws the load bar without a second call. Times are UTC instants with their local equivalents at each airport.',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.view,
    query: FlightListQuerySchema,
    answer: json(FlightPageSchema),
  }),
  info: endpoint({
    method: 'GET',
    path: '/api/flights/id-{id}',
    summary: 'A flight with its legs, capacity per leg and every term of it, quotas, history and preliminary informing',
    description: 'History, preliminary informing and the capacity breakdown are for airline staff; a client sees the legs, their free capacity and its own quotas.',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.info,
    params: IdParamsSchema,
    answer: json(FlightInfoSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/flights',
    summary: 'Adds a flight: one date, or a periodic schedule that creates its flight dates',
    description: 'Problems answer 400 on the field to fix (`legs.1.sta`: arrival before departure; `weekdays`: a period with no matching weekday; `aircraftType`: not in the capacity handbook).',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.manualEdit,
    body: ScheduleBodySchema,
    answer: json(ScheduleResultSchema),
  }),
  ssim: endpoint({
    method: 'POST',
    path: '/api/flights/ssim',
    summary: 'Imports an IATA SSIM (Chapter 7) schedule file into the flights’ periodic schedules, answering a report per record',
    description:
      'The body is the file as `text/plain` (200-character records, CRLF or LF, shorter lines padded). Type 3 legs are grouped by flight number and itinerary variation into periodic schedules, each saved as the flight form saves it (the same checks, history and capacity). A schedule of the same number, first date and weekdays is updated, so importing a file again duplicates nothing (`unchanged`). Legs of another airline than the caller’s, and records that do not read, are `refused` with the reason; the rest still import. A file in which no leg record reads answers 400.',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.manualEdit,
    text: { description: 'The SSIM file', maxBytes: SSIM_MAX_BYTES },
    answer: json(SsimReportSchema),
  }),
  schedule: endpoint({
    method: 'PUT',
    path: '/api/flights/id-{id}/schedule',
    summary: 'Changes the schedule of a flight (and of every future date of its periodic schedule)',
    description:
      'Dates already departed are never changed. Future dates the schedule still flies are updated, new ones created; dates it no longer flies are removed, or cancelled when they carry bookings. The answer lists the dates touched.',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.manualEdit,
    params: IdParamsSchema,
    body: ScheduleBodySchema,
    answer: json(ScheduleResultSchema),
  }),
  sale: endpoint({
    method: 'PATCH',
    path: `${SEGMENT}/sale`,
    summary: 'Opens or closes a leg for sale',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.sale,
    params: SegmentParamsSchema,
    body: SaleBodySchema,
    answer: json(FlightLegRowSchema),
  }),
  closing: endpoint({
    method: 'PATCH',
    path: `${SEGMENT}/closing`,
    summary: 'Closes a leg (final load) or opens it again',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.control,
    params: SegmentParamsSchema,
    body: ClosingBodySchema,
    answer: json(FlightLegRowSchema),
  }),
  status: endpoint({
    method: 'PATCH',
    path: `${SEGMENT}/status`,
    summary: 'Marks a leg departed or arrived, or back to scheduled',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.control,
    params: SegmentParamsSchema,
    body: StatusBodySchema,
    answer: json(FlightLegRowSchema),
  }),
  estimate: endpoint({
    method: 'PATCH',
    path: `${SEGMENT}/estimate`,
    summary: 'Sets or clears a leg’s estimated times (a delay), local at its airports',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.control,
    params: SegmentParamsSchema,
    body: EstimateBodySchema,
    answer: json(FlightLegRowSchema),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/flights/id-{id}/cancel',
    summary: 'Cancels every leg of a flight not yet departed',
    description: 'A flight carrying bookings answers 409 with code 700 until `confirm=1`; its bookings are then released with the rest of their routing (capacity, quota and held money back, the client told, the other legs\u2019 wait lists offered the room).',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.control,
    params: IdParamsSchema,
    query: ConfirmQuerySchema,
    answer: json(FlightInfoSchema),
  }),
  informing: endpoint({
    method: 'PUT',
    path: `${SEGMENT}/informing`,
    summary: 'Records what customs answered about a shipment on an international leg',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.informing,
    params: SegmentParamsSchema,
    body: InformingBodySchema,
    answer: json(FlightInfoSchema),
  }),
};

