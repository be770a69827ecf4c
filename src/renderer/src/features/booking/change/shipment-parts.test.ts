import { describe, expect, it } from 'vitest';
import type { BookedShipment, BookingLeg } from '@shared/booking';
import { ApiError } from '@/lib/api/api-error';
import { isBookedNow, pickerQuery } from './picker-query';
import { refusalOf } from './refusal';
import { bookedDate, flightsNow, keptLegs, legIdsNow, legsNow, mayChangeBookings, partsOf } from './shipment-parts';

const leg = (id: number, more: Partial<BookingLeg> = {}): BookingLeg => ({
  id,
  legId: 100 + id,
  flightId: 10,
  seq: 1,
  part: 1,
  pieces: 4,
  weight: 100,
  volume: 0.5,
  flight: 'UT241',
  date: '2026-12-01',
  departure: 'NJC',
  arrival: 'TJM',
  std: '2026-12-01T08:40:00+05:00',
  sta: '2026-12-01T10:00:00+05:00',
  status: 'KK',
  quota: false,
  cancelled: false,
  ...more,
});

const entry = (bookingId: number, action: BookedShipment['history'][number]['action'], from: 'KK' | null, to: 'KK' | null) => ({ at: '2026-11-01T10:00:00Z', action, bookingId, from, to, comment: null, user: null });

describe("a shipment's bookings now and before", () => {
  // Booked on 1, moved to 2 (1 released), then split: 2 released, 3 and 4 the two parts.
  const shipment = {
    legs: [
      leg(1, { cancelled: true }),
      leg(2, { cancelled: true, legId: 102, date: '2026-12-02' }),
      leg(3, { legId: 102, date: '2026-12-02', pieces: 3, weight: 70 }),
      leg(4, { part: 2, legId: 104, flight: 'UT243', date: '2026-12-03', pieces: 1, weight: 30 }),
      leg(5, { part: 2, seq: 2, legId: 105, flight: 'UT502', date: '2026-12-03', departure: 'TJM', arrival: 'UFA', pieces: 1, weight: 30, status: 'LL' }),
    ],
    history: [
      entry(1, 'created', null, 'KK'),
      entry(1, 'moved', 'KK', null),
      entry(2, 'moved', null, 'KK'),
      entry(2, 'split', 'KK', null),
      entry(3, 'split', null, 'KK'),
      entry(4, 'split', null, 'KK'),
    ],
  } as Pick<BookedShipment, 'legs' | 'history'>;

  it('tells the bookings a move or a split replaced from those held now', () => {
    const { now, replaced } = legsNow(shipment);
    expect(now.map((one) => one.id)).toEqual([3, 4, 5]);
    expect(replaced.map((one) => one.id)).toEqual([1, 2]);
    // Cancelled by a cancellation: still the booking, shown as cancelled.
    expect(legsNow({ legs: [leg(1, { cancelled: true })], history: [entry(1, 'cancelled', 'KK', null)] }).now).toHaveLength(1);
  });

  it('groups the bookings by part with each part cargo', () => {
    const parts = partsOf(legsNow(shipment).now);
    expect(parts.map(({ part, pieces, weight, legs }) => ({ part, pieces, weight, legs: legs.map((one) => one.id) }))).toEqual([
      { part: 1, pieces: 3, weight: 70, legs: [3] },
      { part: 2, pieces: 1, weight: 30, legs: [4, 5] },
    ]);
  });

  it('keeps a part left on the flights booked now on its own, or else the first part', () => {
    const parts = partsOf(legsNow(shipment).now);
    expect(keptLegs(parts, 1).map((one) => one.id)).toEqual([4, 5]);
    expect(keptLegs(parts, 2).map((one) => one.id)).toEqual([3]);
    expect(keptLegs([], 0)).toEqual([]);
  });

  it('reads the date, flights and legs booked now', () => {
    const { now } = legsNow(shipment);
    expect(bookedDate(now, '2026-11-20')).toBe('2026-12-02');
    expect(bookedDate(now, '2026-12-10')).toBe('2026-12-10');
    expect(flightsNow(now)).toBe('UT241, UT243, UT502');
    expect(legIdsNow(now)).toEqual([102, 104, 105]);
  });
});

describe('who changes the bookings', () => {
  const alive = { legs: [leg(1)] };
  const gone = { legs: [leg(1, { cancelled: true })] };
  const client = { airline: null, abilities: { 'shipment.create': [] } };
  const staff = { airline: { id: 1 } as never, abilities: { 'shipment.booking.edit': [] } };
  it('is the client with shipment.create and the staff with shipment.booking.edit, while anything lives', () => {
    expect(mayChangeBookings(client, alive)).toBe(true);
    expect(mayChangeBookings(staff, alive)).toBe(true);
    expect(mayChangeBookings(client, gone)).toBe(false);
    expect(mayChangeBookings({ ...client, abilities: { 'shipment.booking.edit': [] } }, alive)).toBe(false);
    expect(mayChangeBookings({ ...staff, abilities: { 'shipment.create': [] } }, alive)).toBe(false);
    expect(mayChangeBookings(null, alive)).toBe(false);
  });
});

describe('the search of a move or a part', () => {
  const shipment = { origin: 'NJC', destination: 'UFA', contractId: 7, shc: ['PER'], product: null };
  it('asks for the shipment route and cargo under its contract, or nothing while the cargo is not a number', () => {
    expect(pickerQuery(shipment, { pieces: 2, weight: 120, volume: 0 }, '2026-12-01')).toEqual({
      departure: 'NJC',
      arrival: 'UFA',
      date: '2026-12-01',
      days: 2,
      pieces: 2,
      weight: 120,
      volume: null,
      shc: ['PER'],
      product: null,
      contractId: 7,
    });
    expect(pickerQuery({ ...shipment, contractId: null }, { pieces: 2, weight: 120, volume: '0.4' }, '2026-12-01')).toMatchObject({ volume: 0.4, contractId: null });
    expect(pickerQuery(shipment, { pieces: '', weight: 120, volume: null }, '2026-12-01')).toBeNull();
  });

  it('tells the variant flying the legs booked now', () => {
    const variant = { legs: [{ legId: 1 }, { legId: 2 }] } as never;
    expect(isBookedNow(variant, [2, 1])).toBe(true);
    expect(isBookedNow(variant, [1])).toBe(false);
    expect(isBookedNow(variant, [1, 2, 3])).toBe(false);
  });
});

describe('a re-tariffed move', () => {
  it('reads the new price (701) or the flight gone (702), and nothing else', () => {
    expect(refusalOf(new ApiError(409, 701, 'x', { price: 'The price now: 19093.00 RUB' }, 'Re-tariffing has occurred. The price may have changed.'))).toEqual({
      kind: 'retariffed',
      message: 'Re-tariffing has occurred. The price may have changed.',
      price: { currency: 'RUB', total: 1_909_300 },
    });
    expect(refusalOf(new ApiError(409, 701, 'x', undefined, 'Re-tariffing has occurred.', { price: { currency: 'RUB', total: 2_000_000 } }))).toMatchObject({
      price: { currency: 'RUB', total: 2_000_000 },
    });
    expect(refusalOf(new ApiError(409, 702, 'Re-tariffing has occurred. Please select the required flight'))).toEqual({
      kind: 'gone',
      message: 'Re-tariffing has occurred. Please select the required flight',
    });
    expect(refusalOf(new ApiError(400, 400, 'bad', { legIds: 'bad' }))).toBeNull();
    expect(refusalOf(new Error('offline'))).toBeNull();
  });
});
