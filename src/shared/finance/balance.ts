import * as v from 'valibot';
import { isTimeZone, M, msg } from '../validation';
import { CONTRACT_TYPES } from '../constants';
import { PageQuerySchema, pageOf } from '../api/page';
import { IdTextSchema } from '../api/params';
import { MoneySchema } from '../money';
import { isoDay } from '../resources/fields';
import { LEDGER_ENTRY_TYPES } from './ledger';

// What the balance calls of section 7 answer: a contract's balance with its credit terms, the
// contracts with theirs (each with `contractResponse`, section 3), the ledger's operations, and
// the cash flow of a contract by period.

/** A contract's balance: what it holds (holds already taken out), what is held, and what it may spend. */
const BalanceFigures = {
  money: MoneySchema,
  /** Reserved for bookings not yet issued (already inside `money`). */
  held: MoneySchema,
  /** How far below zero it may go (credit, KR); zero when prepaid. */
  creditLimit: MoneySchema,
  /** `money` down to the floor: what a booking may still hold. */
  available: MoneySchema,
};

/** An item of `GET /api/balance/user`: the first is the caller's main contract (section 7: its `money` is the header's balance). */
export const UserBalanceSchema = v.object({ contractId: v.number(), number: v.string(), ...BalanceFigures });
export type UserBalance = v.InferOutput<typeof UserBalanceSchema>;

/** The contract as the balance calls name it (section 3's contract fields a client needs beside a balance). */
export const ContractResponseSchema = v.object({
  id: v.number(),
  number: v.string(),
  type: v.picklist(CONTRACT_TYPES),
  currency: v.string(),
  validFrom: v.string(),
  validTo: v.nullable(v.string()),
  unlimited: v.boolean(),
  supplier: v.string(),
  /** The client company; its INN matches a bank statement's payer to its contracts. */
  contractor: v.object({ id: v.number(), name: v.string(), inn: v.nullable(v.string()) }),
});
export type ContractResponse = v.InferOutput<typeof ContractResponseSchema>;

export const ContractBalanceSchema = v.object({ contractResponse: ContractResponseSchema, ...BalanceFigures });
export type ContractBalance = v.InferOutput<typeof ContractBalanceSchema>;

/** A balance operation (section 3: date, type, description, amount) with the running balance after it. */
export const BalanceOperationSchema = v.object({
  id: v.number(),
  date: v.string(),
  type: v.picklist(LEDGER_ENTRY_TYPES),
  description: v.nullable(v.string()),
  amount: MoneySchema,
  balance: MoneySchema,
  contractId: v.number(),
  contractNumber: v.string(),
  contractor: v.string(),
  bookingId: v.nullable(v.number()),
  shipmentId: v.nullable(v.number()),
  /** The AWB of the shipment it concerns, to link to. */
  awb: v.nullable(v.string()),
  paymentId: v.nullable(v.number()),
  /** Who did it; null for the system. */
  createdBy: v.nullable(v.string()),
});
export type BalanceOperation = v.InferOutput<typeof BalanceOperationSchema>;

/** Days are counted in the caller's time zone (the profile's), the airline's Moscow day unless told. */
export const DEFAULT_FINANCE_ZONE = 'Europe/Moscow';
const zone = v.optional(v.pipe(v.string(msg(M.invalidType)), v.check(isTimeZone, msg(M.timeZone))), DEFAULT_FINANCE_ZONE);

export const BALANCE_SORTS = ['date', '-date', 'amount', '-amount'] as const;

export const BalanceListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  contractId: v.optional(IdTextSchema),
  /** Local dates of the operations, inclusive. */
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  type: v.optional(v.picklist(LEDGER_ENTRY_TYPES, msg(M.invalid))),
  tz: zone,
  sort: v.optional(v.picklist(BALANCE_SORTS, msg(M.invalid)), '-date'),
});
export type BalanceListQuery = v.InferOutput<typeof BalanceListQuerySchema>;

export const BalancePageSchema = pageOf(BalanceOperationSchema);
export type BalancePage = v.InferOutput<typeof BalancePageSchema>;

export const ContractsListQuerySchema = v.object({ id: v.optional(IdTextSchema) });

export const CASH_FLOW_PERIODS = ['day', 'week', 'month'] as const;
export type CashFlowPeriod = (typeof CASH_FLOW_PERIODS)[number];

export const CashFlowQuerySchema = v.object({
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  period: v.optional(v.picklist(CASH_FLOW_PERIODS, msg(M.invalid)), 'month'),
  tz: zone,
});
export type CashFlowQuery = v.InferOutput<typeof CashFlowQuerySchema>;

/**
 * The cash flow of a span: the balance it opened with, the money that came in (payments, refunds,
 * holds released, corrections up) and went out (holds, charges, corrections down) by kind, and the
 * balance it closed with: opening + every movement = closing, to the kopeck.
 */
const CashFlowFigures = {
  from: v.string(),
  to: v.string(),
  opening: MoneySchema,
  payments: MoneySchema,
  refunds: MoneySchema,
  /** Holds placed (negative) net of holds released (positive). */
  holds: MoneySchema,
  charges: MoneySchema,
  corrections: MoneySchema,
  closing: MoneySchema,
};

export const CashFlowBlocksSchema = v.object({ contract: ContractResponseSchema, ...CashFlowFigures });
export type CashFlowBlocks = v.InferOutput<typeof CashFlowBlocksSchema>;

export const CashFlowPeriodSchema = v.object(CashFlowFigures);
export const CashFlowSchema = v.object({ contract: ContractResponseSchema, period: v.picklist(CASH_FLOW_PERIODS), periods: v.array(CashFlowPeriodSchema) });
export type CashFlow = v.InferOutput<typeof CashFlowSchema>;
