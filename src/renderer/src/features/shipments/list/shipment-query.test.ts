import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPMENT_QUERY, nextSort, parseShipmentQuery, shipmentFilterCount, shipmentQueryParams, withoutFilters } from './shipment-query';
import { shipmentRef } from '../components/shipment-ref';

describe('the shipments list in the address', () => {
  it('reads the filters and the search, leaving out what the schema refuses', () => {
    const query = parseShipmentQuery({ from: '2026-03-01', to: '2026-03-31', status: 'issued', type: 'paper', departure: 'tjm', q: ' 298-4518 ', sort: 'price', page: '3' });
    expect(query).toMatchObject({ from: '2026-03-01', to: '2026-03-31', status: 'issued', departure: 'TJM', q: '298-4518', page: 3, sort: '-created' });
    expect(query.type).toBeUndefined();
    expect(shipmentFilterCount(query)).toBe(5);
    expect(parseShipmentQuery({})).toEqual(DEFAULT_SHIPMENT_QUERY);
  });

  it('writes only what differs from the defaults, and Reset keeps the order and page size', () => {
    expect(shipmentQueryParams(DEFAULT_SHIPMENT_QUERY)).toEqual({});
    const query = { ...DEFAULT_SHIPMENT_QUERY, q: '29845182303', type: 'eawb' as const, sort: 'awb' as const, size: 50, page: 2 };
    expect(shipmentQueryParams(query)).toEqual({ q: '29845182303', type: 'eawb', sort: 'awb', size: '50', page: '2' });
    expect(parseShipmentQuery(shipmentQueryParams(query))).toEqual(query);
    expect(withoutFilters(query)).toEqual({ page: 1, size: 50, sort: 'awb' });
  });

  it('turns a column\u2019s sort over, back to the newest first', () => {
    expect(nextSort('-created', 'weight')).toBe('weight');
    expect(nextSort('weight', 'weight')).toBe('-weight');
    expect(nextSort('-weight', 'weight')).toBe('-created');
    expect(nextSort('-created', 'created')).toBe('created');
    expect(nextSort('created', 'created')).toBe('-created');
    expect(nextSort('awb', 'created')).toBe('-created');
  });
});

describe('a shipment in the address', () => {
  it('is an id, or an AWB number however it is written, or nothing', () => {
    expect(shipmentRef('42')).toBe(42);
    expect(shipmentRef('29845182303')).toBe('298-45182303');
    expect(shipmentRef('298-45182303')).toBe('298-45182303');
    expect(shipmentRef('298-45182304')).toBeNull();
    expect(shipmentRef('abc')).toBeNull();
    expect(shipmentRef('0')).toBeNull();
    expect(shipmentRef(undefined)).toBeNull();
  });
});
