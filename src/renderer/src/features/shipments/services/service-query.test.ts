import { describe, expect, it } from 'vitest';
import { nextServiceSort, parseServiceQuery, serviceFilterCount, serviceQueryParams, withoutServiceFilters } from './service-query';

describe('the /services view in the address', () => {
  it('reads the filters, leaves out what the schema refuses, and never takes a shipment from the address', () => {
    expect(parseServiceQuery({ page: '2', status: 'done', q: '298', from: '2026-03-01', sort: 'amount', shipmentId: '5' })).toEqual({
      page: 2,
      size: 20,
      status: 'done',
      q: '298',
      from: '2026-03-01',
      sort: 'amount',
    });
    expect(parseServiceQuery({ status: 'lost', sort: 'sideways', page: '3' })).toEqual({ page: 3, size: 20, sort: '-created' });
  });

  it('writes only what differs from the defaults, and resets the filters keeping the order', () => {
    const query = parseServiceQuery({ status: 'ordered', to: '2026-03-05', sort: '-amount' });
    expect(serviceQueryParams(query)).toEqual({ status: 'ordered', to: '2026-03-05', sort: '-amount' });
    expect(serviceQueryParams(parseServiceQuery({}))).toEqual({});
    expect(serviceFilterCount(query)).toBe(2);
    expect(withoutServiceFilters({ ...query, page: 4 })).toEqual({ page: 1, size: 20, sort: '-amount' });
  });

  it('turns a header through ascending, descending and back to the newest first', () => {
    expect(nextServiceSort('-created', 'created')).toBe('created');
    expect(nextServiceSort('created', 'created')).toBe('-created');
    expect(nextServiceSort('-created', 'amount')).toBe('amount');
    expect(nextServiceSort('amount', 'amount')).toBe('-amount');
    expect(nextServiceSort('-amount', 'amount')).toBe('-created');
  });
});
