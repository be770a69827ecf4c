import * as v from 'valibot';
import { REFUND_REASONS } from '../constants';
import { M, msg } from '../validation';

// Refunds of an issued AWB (sections 3 and 4): a client's voluntary refund, or a forced one (the
// flight cancelled, delayed, its schedule changed) which the airline owes. A refund is asked for as
// a bid the airline answers; an accepted bid credits the contract.

export const REFUND_TYPES = ['voluntary', 'forced'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

/** Section 4's bid statuses, and `cancelled`: the client took its bid back before the answer (its "cancel" action). */
export const BID_STATUSES = ['process', 'rejected', 'accepted', 'cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const REFUND_ERROR_CODES = {
  /** A voluntary refund after the cargo's first flight left. */
  departed: 704,
} as const;

/** What a refund would return now: the amount charged, the fee kept and the sum (minor units of the charge's currency). */
export interface RefundFigures {
  charged: number;
  fee: number;
  sum: number;
}

/**
 * The refund's sum by the airline's rules (docs/decisions.md): a forced refund returns everything
 * charged; a voluntary one, before the cargo's first flight leaves, returns it less the settings'
 * voluntary refund fee (per cent of the charge, to the kopeck, half up); after it, nothing.
 */
export function refundFigures(input: { charged: number; type: RefundType; feePercent: number | null; departed: boolean }): RefundFigures | 'departed' {
  const charged = Math.max(0, input.charged);
  if (input.type === 'forced') return { charged, fee: 0, sum: charged };
  if (input.departed) return 'departed';
  // The percent has one decimal: tenths of a per cent keep the arithmetic in integers.
  const tenths = Math.round((input.feePercent ?? 0) * 10);
  const fee = Math.min(charged, Math.floor((charged * tenths + 500) / 1000));
  return { charged, fee, sum: charged - fee };
}

const comment = (required: boolean) => {
  const text = v.pipe(v.string(msg(M.required)), v.trim(), v.maxLength(500, msg(M.maxLength)));
  return required ? v.pipe(text, v.nonEmpty(msg(M.required))) : v.optional(v.nullable(text), null);
};

/** The refund form (section 2): its type, a forced refund's reason, a comment, and the return terms agreed (section 5). */
export const RefundBodySchema = v.pipe(
  v.strictObject({
    type: v.picklist(REFUND_TYPES, msg(M.invalid)),
    reason: v.optional(v.nullable(v.picklist(REFUND_REASONS, msg(M.invalid))), null),
    comment: comment(false),
    agree: v.literal(true, msg('shipments:refund.errors.agree')),
  }),
  v.forward(
    v.check((body) => body.type !== 'forced' || body.reason !== null, msg(M.required)),
    ['reason'],
  ),
);
export type RefundBody = v.InferOutput<typeof RefundBodySchema>;

export const RefundQuoteQuerySchema = v.object({ type: v.optional(v.picklist(REFUND_TYPES, msg(M.invalid)), 'voluntary') });

/** What a refund of this type would return now, shown on the form before it is sent. */
export const RefundQuoteSchema = v.object({
  type: v.picklist(REFUND_TYPES),
  currency: v.string(),
  charged: v.number(),
  fee: v.number(),
  sum: v.number(),
  /** Why it cannot be asked for now: the cargo's first flight has left (voluntary), nothing was charged, a bid waits already, it was refunded. */
  refused: v.nullable(v.picklist(['departed', 'notCharged', 'bidOpen', 'refunded'])),
});
export type RefundQuote = v.InferOutput<typeof RefundQuoteSchema>;

/** The airline's answer to a bid (section 4's accept or reject), with its comment. */
export const RefundAnswerBodySchema = v.strictObject({
  decision: v.picklist(['accepted', 'rejected'] as const, msg(M.invalid)),
  comment: comment(false),
});
export type RefundAnswerBody = v.InferOutput<typeof RefundAnswerBodySchema>;

/** A refund bid as the shipment's page shows it. */
export const RefundBidSchema = v.object({
  id: v.number(),
  type: v.picklist(REFUND_TYPES),
  reason: v.nullable(v.picklist(REFUND_REASONS)),
  comment: v.nullable(v.string()),
  sum: v.number(),
  fee: v.number(),
  currency: v.string(),
  status: v.picklist(BID_STATUSES),
  createdAt: v.string(),
  /** Who asked: a user's name, or null when the airline raised it (a cancelled flight). */
  initiator: v.nullable(v.string()),
  answeredAt: v.nullable(v.string()),
  answeredBy: v.nullable(v.string()),
  answer: v.nullable(v.string()),
});
export type RefundBid = v.InferOutput<typeof RefundBidSchema>;
