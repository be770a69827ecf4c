import * as v from 'valibot';
import { MoneySchema } from '../money';

// A bank statement in the 1C exchange format (1CClientBankExchange, windows-1251 or DOS 866):
// the airline's accountant downloads it from the bank and imports it on the payments page. The
// whole file is checked first (nothing is written unless every document passes); then each
// incoming payment order becomes a payment: matched to a contract (the payer's INN is the
// contractor's, and the contract's number is in the purpose) it is accepted and credited at
// once; otherwise it waits for a person to assign it. A line imported before is skipped, so the
// same statement imported twice credits nothing twice.

/** The biggest statement file taken (a year of a busy account is well under it). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
/** The most payment orders in one statement. */
export const MAX_STATEMENT_DOCUMENTS = 10_000;

/** What became of one payment order of the statement. */
export const STATEMENT_OUTCOMES = ['accepted', 'wait', 'duplicate', 'outgoing'] as const;
export type StatementOutcome = (typeof STATEMENT_OUTCOMES)[number];

export const StatementLineSchema = v.object({
  /** The file's line where the document's section starts (СекцияДокумент). */
  line: v.number(),
  number: v.string(),
  /** ISO day of the order (Дата). */
  date: v.string(),
  amount: MoneySchema,
  payerName: v.nullable(v.string()),
  payerInn: v.nullable(v.string()),
  outcome: v.picklist(STATEMENT_OUTCOMES),
  /** The payment written (accepted or waiting); null for a duplicate's or an outgoing order. */
  paymentId: v.nullable(v.number()),
  contractId: v.nullable(v.number()),
  contractNumber: v.nullable(v.string()),
});
export type StatementLine = v.InferOutput<typeof StatementLineSchema>;

export const StatementResultSchema = v.object({
  accepted: v.number(),
  wait: v.number(),
  duplicate: v.number(),
  outgoing: v.number(),
  lines: v.array(StatementLineSchema),
});
export type StatementResult = v.InferOutput<typeof StatementResultSchema>;
