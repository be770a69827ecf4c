import * as v from 'valibot';
import { ACCREDITATION_STATUSES } from '../constants';
import { MoneySchema } from '../money/money';
import { isoDay } from '../resources/fields';

// The dashboard of the Profile group: blocks the server decided the caller may see, each with its
// numbers, its first rows and the screen it links to. The screen words every code itself.

/** Every block a dashboard may hold, in the order the screen lays them out. */
export const DASHBOARD_BLOCKS = [
  // A new client, or an approved shipper without an active contract.
  'accreditation-step',
  'publications-to-read',
  // Agents and shippers.
  'balance',
  'bookings-waiting',
  'shipments-moving',
  'notifications',
  'publications-to-confirm',
  // Airline staff.
  'flights',
  'bookings-processing',
  'accreditations-waiting',
  'payments-to-assign',
  'telegrams-error',
] as const;
export type DashboardBlockKind = (typeof DASHBOARD_BLOCKS)[number];

/** How many rows a block carries at most: the rest is on the screen it links to. */
export const DASHBOARD_ROWS = 5;

/** A flight leg's booked load against its capacity, kilograms. */
export const DashboardLoadSchema = v.object({ booked: v.number(), capacity: v.number() });

/** One row of a block: its data as the database has it; `status` is a code the screen names by the block's kind. */
export const DashboardRowSchema = v.object({
  key: v.string(),
  /** What names the row: an AWB, a flight, a contract's number, a company, a telegram's type. */
  title: v.string(),
  /** A route (NJC–UFA), a contractor, a payer: data, never a sentence. */
  detail: v.nullable(v.string()),
  status: v.nullable(v.string()),
  /** When: an ISO time, or a day. */
  at: v.nullable(v.string()),
  /** The row's own screen, when it has one. */
  link: v.nullable(v.string()),
  money: v.nullable(MoneySchema),
  load: v.nullable(DashboardLoadSchema),
  /** A number of its own (unread notifications of a group). */
  count: v.nullable(v.number()),
});
export type DashboardRow = v.InferOutput<typeof DashboardRowSchema>;

/** The balance's figures of the caller's main contract. */
export const DashboardMoneySchema = v.object({ balance: MoneySchema, held: MoneySchema, available: MoneySchema });

/** Where a company on its way to a contract stands: its latest request's status, or none filed yet. */
export const DashboardStepSchema = v.object({
  requestId: v.nullable(v.number()),
  status: v.nullable(v.picklist(ACCREDITATION_STATUSES)),
  /** The airline's last word on the request (why it came back, why it was refused). */
  comment: v.nullable(v.string()),
});

export const DashboardBlockSchema = v.object({
  kind: v.picklist(DASHBOARD_BLOCKS),
  /** The block's number: how many rows its screen holds (waiting bookings, unread notifications...). */
  count: v.number(),
  /** The screen behind the block, with its filters (`/bookings?status=HN`). */
  link: v.string(),
  rows: v.array(DashboardRowSchema),
  money: v.optional(DashboardMoneySchema),
  step: v.optional(DashboardStepSchema),
});
export type DashboardBlock = v.InferOutput<typeof DashboardBlockSchema>;

export const DashboardSchema = v.object({ blocks: v.array(DashboardBlockSchema) });
export type Dashboard = v.InferOutput<typeof DashboardSchema>;

/** The caller's own calendar day (the browser's), for today's and tomorrow's flights; the server's UTC day without it. */
export const DashboardQuerySchema = v.object({ today: v.optional(isoDay) });
export type DashboardQuery = v.InferOutput<typeof DashboardQuerySchema>;
