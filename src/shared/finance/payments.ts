import * as v from 'valibot';
import { PageQuerySchema, pageOf } from '../api/page';
import { IdTextSchema, MAX_ROW_ID } from '../api/params';
import { CURRENCIES, MoneySchema } from '../money';
import { isoDay } from '../resources/fields';
import { M, msg } from '../validation';
import { amountProblem } from './amount';

// Payments (section 3: date, description, amount, currency, contract, payment number, status;
// section 4's statuses). A payment in 'wait' is in review (an unmatched bank statement line, or
// one registered for later); accepting it credits the contract's balance through the ledger;
// declined and cancelled ones never touch it. Only a payment in review is decided: an accepted
// payment is money on the ledger, corrected, if ever, by a correction.

export const PAYMENT_STATUSES = ['accepted', 'declined', 'wait', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where a payment came from: typed by staff, or a line of an imported bank statement. */
export const PAYMENT_SOURCES = ['manual', 'statement'] as const;

export const PaymentRowSchema = v.object({
  id: v.number(),
  date: v.string(),
  number: v.string(),
  description: v.nullable(v.string()),
  amount: MoneySchema,
  status: v.picklist(PAYMENT_STATUSES),
  source: v.picklist(PAYMENT_SOURCES),
  /** Null while an imported payment waits for a person to assign it. */
  contractId: v.nullable(v.number()),
  contractNumber: v.nullable(v.string()),
  contractor: v.nullable(v.string()),
  payerName: v.nullable(v.string()),
  payerInn: v.nullable(v.string()),
  comment: v.nullable(v.string()),
  createdAt: v.string(),
  decidedAt: v.nullable(v.string()),
  decidedBy: v.nullable(v.string()),
});
export type PaymentRow = v.InferOutput<typeof PaymentRowSchema>;

export const PAYMENT_SORTS = ['date', '-date', 'amount', '-amount'] as const;

export const PaymentListQuerySchema = v.object({
  ...PageQuerySchema.entries,
  contractId: v.optional(IdTextSchema),
  status: v.optional(v.picklist(PAYMENT_STATUSES, msg(M.invalid))),
  from: v.optional(isoDay),
  to: v.optional(isoDay),
  /** The payment number, the payer's name or INN, or words of the purpose. */
  q: v.optional(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(100, msg(M.maxLength)))),
  sort: v.optional(v.picklist(PAYMENT_SORTS, msg(M.invalid)), '-date'),
});
export type PaymentListQuery = v.InferOutput<typeof PaymentListQuerySchema>;

export const PaymentPageSchema = pageOf(PaymentRowSchema);
export type PaymentPage = v.InferOutput<typeof PaymentPageSchema>;

const contractIdField = v.pipe(v.number(msg(M.integer)), v.integer(msg(M.integer)), v.minValue(1, msg(M.minValue)), v.maxValue(MAX_ROW_ID, msg(M.maxValue)));
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.maxLength(max, msg(M.maxLength)), v.transform((s) => s || null))), null);

const PaymentBodyObject = v.strictObject({
  contractId: contractIdField,
  /** The payment order's number, as the bank printed it. */
  number: v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(40, msg(M.maxLength))),
  date: v.pipe(v.string(msg(M.invalidType)), isoDay),
  amount: v.pipe(v.string(msg(M.invalidType)), v.trim(), v.nonEmpty(msg(M.required)), v.maxLength(30, msg(M.maxLength))),
  currency: v.picklist(CURRENCIES, msg(M.unknownValue)),
  description: optionalText(500),
  payerName: optionalText(300),
  payerInn: v.optional(v.nullable(v.pipe(v.string(msg(M.invalidType)), v.trim(), v.check((s) => s === '' || /^(\d{10}|\d{12})$/.test(s), msg(M.inn)), v.transform((s) => s || null))), null),
  /** Accept at once (the money is on the airline's account) or leave it in review. */
  accept: v.optional(v.boolean(msg(M.invalidType)), true),
});
export type PaymentBody = v.InferOutput<typeof PaymentBodyObject>;

/** A payment staff register by hand; its amount positive, in its currency's decimals. */
export const PaymentBodySchema = v.pipe(
  PaymentBodyObject,
  v.forward(
    v.check(
      (body) => amountProblem(body.amount, body.currency) === null,
      (issue) => {
        const body = issue.input as PaymentBody;
        return amountProblem(body.amount, body.currency) ?? M.invalid;
      },
    ),
    ['amount'],
  ),
);

/** The decisions on a payment in review. */
export const PAYMENT_DECISIONS = ['accepted', 'declined', 'cancelled'] as const;

export const PaymentDecisionSchema = v.strictObject({
  status: v.picklist(PAYMENT_DECISIONS, msg(M.invalid)),
  /** The contract an unmatched payment is for: required to accept one that has none. */
  contractId: v.optional(v.nullable(contractIdField), null),
  comment: optionalText(500),
});
export type PaymentDecision = v.InferOutput<typeof PaymentDecisionSchema>;
