import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RefundBodySchema, type RefundBid } from '@shared/shipments';
import { REFUND_DEFAULTS, refundInput, waitingBid } from './refund-values';

const bid = (id: number, status: RefundBid['status']): RefundBid => ({
  id,
  type: 'voluntary',
  reason: null,
  comment: null,
  sum: 100,
  fee: 10,
  currency: 'RUB',
  status,
  createdAt: '2026-03-01T10:00:00Z',
  initiator: 'Agent',
  answeredAt: null,
  answeredBy: null,
  answer: null,
});

describe('refund form values', () => {
  it('sends a voluntary refund without a reason and with the terms agreed', () => {
    const input = refundInput({ ...REFUND_DEFAULTS, reason: 'flight_delay', comment: '  ', agree: true });
    expect(input).toEqual({ type: 'voluntary', reason: null, comment: null, agree: true });
    expect(v.safeParse(RefundBodySchema, input).success).toBe(true);
  });

  it("leaves the terms unagreed and a forced refund's reason missing to the schema, on their fields", () => {
    const result = v.safeParse(RefundBodySchema, refundInput({ ...REFUND_DEFAULTS, type: 'forced', comment: 'Рейс отменён' }));
    expect(result.success).toBe(false);
    const paths = (result.issues ?? []).map((issue) => v.getDotPath(issue));
    expect(paths).toContain('agree');
    const forced = v.safeParse(RefundBodySchema, refundInput({ type: 'forced', reason: '', comment: '', agree: true }));
    expect((forced.issues ?? []).map((issue) => v.getDotPath(issue))).toEqual(['reason']);
    expect(refundInput({ type: 'forced', reason: 'schedule_change', comment: ' ok ', agree: true })).toEqual({ type: 'forced', reason: 'schedule_change', comment: 'ok', agree: true });
  });

  it('finds the bid waiting for the answer', () => {
    expect(waitingBid([bid(3, 'rejected'), bid(2, 'process')])?.id).toBe(2);
    expect(waitingBid([bid(1, 'accepted'), bid(2, 'cancelled')])).toBeNull();
  });
});
