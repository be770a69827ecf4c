import { describe, expect, it } from 'vitest';
import { retariffedPrice, bookingAddress, bookingValuesOfAddress, checkBooking, contractOfAddress, fieldOfPath, formProblems, variantOfAddress } from './booking-values';
import { messageRef } from '@shared/validation';
import { emptyParty } from '@/components/participants/participant-values';
import { commodityName } from './CargoNameInput';
import { anyAlive, legTimes, shipmentStatus } from './booking-text';

const VARIANT = 'abcdefghijklmnopqrstuv';

describe('the booking form in the address', () => {
  it('carries the variant and the search cargo, and reads it back', () => {
    const address = bookingAddress(VARIANT, {
      pieces: '2',
      weight: '120,5',
      measure: 'dimensions',
      volume: '',
      dimensions: [{ pieces: '2', length: '100', width: '80', height: '60' }],
      shc: ['PER'],
      product: 'gcr',
    });
    expect(address).toEqual({ variant: VARIANT, pieces: '2', weight: '120.5', dims: ['2x100x80x60'], shc: ['PER'], product: 'GCR' });
    const values = bookingValuesOfAddress(address);
    expect(values).toMatchObject({ awb: null, cargoName: '', pieces: '2', weight: '120.5', measure: 'dimensions', shc: ['PER'], product: 'GCR', post: false });
    expect(values.dimensions).toEqual([{ pieces: '2', length: '100', width: '80', height: '60' }]);
    expect(variantOfAddress(address)).toBe(VARIANT);
    expect(variantOfAddress({ variant: 'short' })).toBeNull();
  });

  it("reads the client's contract staff book for, a row id or none", () => {
    expect(contractOfAddress({ contract: '12' })).toBe(12);
    for (const contract of [undefined, '', '0', '-3', '1.5', 'abc', '99999999999', ['1', '2']]) expect(contractOfAddress({ contract }), String(contract)).toBeNull();
  });
});

describe('checking a booking', () => {
  const values = { ...bookingValuesOfAddress({ pieces: '1', weight: '100', volume: '0.5' }), awb: '298-12345675', cargoName: 'Parts' };

  it('makes the body the server books with', () => {
    const checked = checkBooking(values, VARIANT, null);
    expect(checked.problems).toBeNull();
    expect(checked.body).toMatchObject({ variantId: VARIANT, cargoName: 'Parts', pieces: 1, weight: 100, volume: 0.5, dimensions: [], price: null, post: false });
    expect(checkBooking(values, VARIANT, { currency: 'RUB', total: 500_00 }).body?.price).toEqual({ currency: 'RUB', total: 500_00 });
  });

  it("names the client's contract when staff book for a client, and none for a client's own booking", () => {
    expect(checkBooking(values, VARIANT, null).body?.contractId).toBeNull();
    expect(checkBooking(values, VARIANT, null, 7).body?.contractId).toBe(7);
  });

  it('puts each problem on its field', () => {
    const checked = checkBooking({ ...values, awb: null, cargoName: ' ', weight: 'a lot' }, VARIANT, null);
    expect(Object.keys(checked.problems ?? {}).sort()).toEqual(['awb', 'cargoName', 'weight']);
    // A shipper's booking may leave the number to the airline's own stock.
    expect(Object.keys(checkBooking({ ...values, awb: null, cargoName: ' ' }, VARIANT, null, null, true).problems ?? {})).toEqual(['cargoName']);
    const rows = checkBooking({ ...values, measure: 'dimensions', dimensions: [{ pieces: '1', length: '', width: '', height: '' }] }, VARIANT, null);
    expect(rows.problems?.dimensions).toBeTruthy();
  });

  it('sends a participant begun, none left blank, and names what one lacks on its own field', () => {
    expect(checkBooking(values, VARIANT, null).body?.participants).toEqual({ shipper: null, consignee: null, expeditor: null, notify: null });
    const shipper = { ...emptyParty(), name: ' Sibir Trade ', city: 'Tyumen', country: 'RU', phone: '+7 3452 000000' };
    const sent = checkBooking({ ...values, participants: { shipper, consignee: emptyParty() } }, VARIANT, null).body?.participants;
    expect(sent).toEqual({ shipper: { name: 'Sibir Trade', address: null, city: 'Tyumen', country: 'RU', postalCode: null, phone: '+7 3452 000000' }, consignee: null, expeditor: null, notify: null });
    const nameless = checkBooking({ ...values, participants: { shipper: emptyParty(), consignee: { ...emptyParty(), city: 'Ufa', postalCode: '4500000000' } } }, VARIANT, null);
    expect(Object.keys(nameless.problems ?? {}).sort()).toEqual(['participants.consignee.name', 'participants.consignee.postalCode']);
    expect(fieldOfPath('participants.shipper.phone', 'Too long')).toEqual(['participants.shipper.phone', 'Too long']);
  });

  it('places a row problem of the server on the rows, naming the row', () => {
    expect(fieldOfPath('dimensions.1.height', 'Too high')).toEqual(['dimensions', messageRef('booking:book.rowProblem', { row: 2, message: 'Too high' })]);
    expect(fieldOfPath('awb', 'Taken')).toEqual(['awb', 'Taken']);
    const problems = formProblems({ dimensions: 'The rows', 'dimensions.0.height': 'Too high', shc: 'RRW' });
    expect(problems.shc).toBe('RRW');
    expect(problems.dimensions).toContain('Too high');
  });
});

describe('a re-tariffing', () => {
  it('reads the new price off its message, in any language', () => {
    expect(retariffedPrice({ price: 'Цена сейчас: 19093.00 RUB' })).toEqual({ currency: 'RUB', total: 1_909_300 });
    expect(retariffedPrice({ price: 'The price now: 120.5 USD' })).toEqual({ currency: 'USD', total: 12_050 });
    expect(retariffedPrice({ price: 'no amount' })).toBeNull();
    expect(retariffedPrice(undefined)).toBeNull();
    // The refusal's typed price comes first; a malformed one falls back to the message.
    expect(retariffedPrice({ price: 'Цена сейчас: 1.00 RUB' }, { price: { currency: 'RUB', total: 1_909_300 } })).toEqual({ currency: 'RUB', total: 1_909_300 });
    expect(retariffedPrice({ price: 'Цена сейчас: 1.00 RUB' }, { price: { currency: 'RUB', total: 1.5 } })).toEqual({ currency: 'RUB', total: 100 });
  });
});

describe('reading a booking', () => {
  it('answers with the worst status alive, and whether anything lives', () => {
    expect(shipmentStatus([{ status: 'KK', cancelled: false }, { status: 'HN', cancelled: false }])).toBe('HN');
    expect(shipmentStatus([{ status: 'UU', cancelled: true }, { status: 'KK', cancelled: false }])).toBe('KK');
    expect(shipmentStatus([{ status: 'KK', cancelled: true }])).toBe('KK');
    expect(anyAlive([{ status: 'KK', cancelled: true }, { status: 'UU', cancelled: false }])).toBe(false);
    expect(anyAlive([{ status: 'LL', cancelled: false }])).toBe(true);
  });

  it('names the cargo by a commodity\u2019s name, not its code', () => {
    expect(commodityName('AUTO-PT Автозапчасти')).toBe('Автозапчасти');
    expect(commodityName('Запчасти')).toBe('Запчасти');
  });

  it('shows the local clock of each end', () => {
    expect(legTimes({ std: '2026-12-01T08:40:00+05:00', sta: '2026-12-01T11:15:00+03:00' })).toBe('08:40 – 11:15');
  });
});
