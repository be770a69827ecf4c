import { describe, expect, it } from 'vitest';
import type { Abilities } from '@shared/abilities/conditions';
import type { AvailableAirline } from '@shared/profile/schemas';
import { mayCancelBid, mayCancelService, mayEditCargo, mayMarkDone, mayOrderService, shipmentContext } from './shipment-rights';

const airline: AvailableAirline = { id: 1, marker: 'ut', iata: 'UT', name: 'UTair', awbPrefixes: ['298'], bookingPriorities: [], tariffs: [], acceptsChatMessages: true };
const contractor = { id: 7, name: 'Agent', address: null, inn: null, phone: null, country: null };
const yes = [{ type: 'Boolean', value: true }] as const;
const client = (abilities: Abilities) => ({ abilities, airline: null, availableAirlines: { ut: airline }, contractor });
const staff = (abilities: Abilities) => ({ abilities, airline, availableAirlines: { ut: airline }, contractor: null });
const shipment = {
  awb: '298-45182303',
  origin: 'NJC',
  destination: 'UFA',
  status: 'issued' as const,
  refundedAt: null,
  contractorId: 7,
  contract: { id: 3, number: 'A-1' },
  bookings: [{ id: 1, flight: 'UT432', date: '2026-03-01', departure: 'NJC', arrival: 'UFA', status: 'KK' as const, cancelled: false, part: 1 }],
};

describe('shipment rights', () => {
  it('reads abilities on the airline of the AWB prefix and the route', () => {
    expect(shipmentContext(client({}), shipment)).toEqual({ company: 'ut', departure: 'NJC', arrival: 'UFA' });
    const njcOnly = { 'shipment.change': [{ type: 'Route', company: 'ut', departure: ['NJC'], arrival: [] }] } as Abilities;
    expect(mayEditCargo(client(njcOnly), shipment)).toBe(true);
    expect(mayEditCargo(client(njcOnly), { ...shipment, origin: 'TJM' })).toBe(false);
    expect(mayEditCargo(client({ 'shipment.change': [{ type: 'Company', company: 'u6' }] } as Abilities), shipment)).toBe(false);
  });

  it('offers the cargo edit until acceptance, with something booked, never once refunded', () => {
    const user = client({ 'shipment.change': [...yes] });
    expect(mayEditCargo(user, shipment)).toBe(true);
    expect(mayEditCargo(user, { ...shipment, status: 'accepted' })).toBe(false);
    expect(mayEditCargo(user, { ...shipment, refundedAt: '2026-03-01T10:00:00Z' })).toBe(false);
    expect(mayEditCargo(user, { ...shipment, bookings: [] })).toBe(false);
    expect(mayEditCargo(null, shipment)).toBe(false);
  });

  it("lets the client's company take back a waiting bid only", () => {
    const user = client({ 'shipment.refund.request': [...yes] });
    expect(mayCancelBid(user, shipment, { status: 'process' })).toBe(true);
    expect(mayCancelBid(user, shipment, { status: 'accepted' })).toBe(false);
    expect(mayCancelBid(user, { ...shipment, contractorId: 8 }, { status: 'process' })).toBe(false);
    expect(mayCancelBid(staff({ 'shipment.refund.request': [...yes] }), shipment, { status: 'process' })).toBe(false);
  });

  it('orders services on a contract, the airline marks them done, either cancels before', () => {
    const orderer = client({ 'shipment.service.order': [...yes] });
    expect(mayOrderService(orderer, shipment)).toBe(true);
    expect(mayOrderService(orderer, { ...shipment, contract: null })).toBe(false);
    expect(mayOrderService(client({}), shipment)).toBe(false);
    const processor = staff({ 'shipment.service.process': [...yes] });
    expect(mayMarkDone(processor, shipment, { status: 'ordered' })).toBe(true);
    expect(mayMarkDone(processor, shipment, { status: 'done' })).toBe(false);
    expect(mayMarkDone(client({ 'shipment.service.process': [...yes] }), shipment, { status: 'ordered' })).toBe(false);
    expect(mayCancelService(orderer, shipment, { status: 'ordered' })).toBe(true);
    expect(mayCancelService(staff({}), shipment, { status: 'ordered' })).toBe(true);
    expect(mayCancelService(client({}), shipment, { status: 'ordered' })).toBe(false);
    expect(mayCancelService(orderer, shipment, { status: 'cancelled' })).toBe(false);
    // A list's row has no route: the ability is read without one.
    expect(mayMarkDone(processor, { awb: shipment.awb }, { status: 'ordered' })).toBe(true);
  });
});
