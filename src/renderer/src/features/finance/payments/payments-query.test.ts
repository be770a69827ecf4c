import { describe, expect, it } from 'vitest';
import { parseRouteQuery } from '@/lib/query-string';
import { DEFAULT_PAYMENT_QUERY, openedPayment, parsePaymentQuery, paymentFilterCount, paymentQueryParams, withoutPaymentFilters } from './payments-query';

const parse = (search: string) => parsePaymentQuery(parseRouteQuery(search) as Record<string, unknown>);

describe('the payments page’s address', () => {
  it('reads a notification’s link: the shared contract is the contract filter, openId the payment over the list', () => {
    const raw = parseRouteQuery('?openId=41&shared%5BcontractId%5D=7') as Record<string, unknown>;
    expect(parsePaymentQuery(raw)).toEqual({ ...DEFAULT_PAYMENT_QUERY, contractId: 7 });
    expect(openedPayment(raw)).toBe(41);
  });

  it('lets a contract filter of its own win over the shared one', () => {
    expect(parse('?contractId=3&shared[contractId]=7').contractId).toBe(3);
  });

  it('leaves out what the schema refuses and keeps the rest', () => {
    expect(parse('?status=paid&from=2026-11-01&page=x&sort=-amount')).toEqual({ ...DEFAULT_PAYMENT_QUERY, from: '2026-11-01', sort: '-amount' });
    expect(openedPayment({ openId: '0' })).toBeUndefined();
    expect(openedPayment({ openId: '12abc' })).toBeUndefined();
  });

  it('writes back only what differs from the defaults, with the payment open over it', () => {
    const query = { ...DEFAULT_PAYMENT_QUERY, page: 2, status: 'wait' as const, q: 'Альфа' };
    expect(paymentQueryParams(query)).toEqual({ page: '2', status: 'wait', q: 'Альфа' });
    expect(paymentQueryParams(query, 9)).toEqual({ page: '2', status: 'wait', q: 'Альфа', openId: '9' });
    expect(paymentFilterCount(query)).toBe(2);
    expect(withoutPaymentFilters({ ...query, size: 50 })).toEqual({ page: 1, size: 50, sort: '-date' });
  });
});
