import type { RefundReason } from '@shared/constants';
import type { BidStatus, RefundBid, RefundType } from '@shared/shipments';

// The refund form (section 2) as typed, and what it sends to the shared schema (RefundBodySchema):
// a voluntary refund names no reason (the reasons are the airline's doing: a forced refund's).

export interface RefundValues {
  type: RefundType;
  reason: RefundReason | '';
  comment: string;
  agree: boolean;
}

export const REFUND_DEFAULTS: RefundValues = { type: 'voluntary', reason: '', comment: '', agree: false };

/** What the form sends before the schema reads it: a forced refund's reason, an empty comment left out. */
export const refundInput = (values: RefundValues) => ({
  type: values.type,
  reason: values.type === 'forced' && values.reason ? values.reason : null,
  comment: values.comment.trim() || null,
  agree: values.agree,
});

/** The bid waiting for the airline's answer, if any (one at a time per AWB). */
export const waitingBid = (bids: readonly RefundBid[]): RefundBid | null => bids.find((bid) => bid.status === 'process') ?? null;

/** How each bid status is badged: waiting, done, refused, taken back. */
export const BID_INTENTS: Record<BidStatus, 'warning' | 'success' | 'danger' | 'subtle'> = {
  process: 'warning',
  accepted: 'success',
  rejected: 'danger',
  cancelled: 'subtle',
};
