import { describe, expect, it } from 'vitest';
import { capacityBook, legCapacity, type CapacityHandbooks, type CapacityLeg, type CapacitySettings } from './capacity';

const SETTINGS: CapacitySettings = {
  baggageWeight: 13,
  density: 160,
  passengerLoadPercent: 80,
  adultWeightWinter: 80,
  adultWeightSummer: 75,
  childWeightWinter: 35,
  childWeightSummer: 30,
  infantWeightWinter: 10,
  infantWeightSummer: 10,
  acceptableOverflowWeight: 300,
  acceptableOverflowVolume: 1.5,
  acceptableOverflowPercent: 5,
};

const B738 = {
  id: 1,
  aircraftType: '738',
  registrations: [],
  seats: 186,
  defaultPayload: 19_500,
  trunkVolume: 45,
  trunkWeight: 8_000,
  maxCargoVolume: 30,
  maxCargoWeight: 5_000,
  overloadColor: '#d13438',
  underloadColor: '#107c10',
};

const HANDBOOKS: CapacityHandbooks = {
  aircraft: [
    B738,
    { ...B738, id: 2, registrations: ['VQ-BXS'], trunkVolume: 36, trunkWeight: 6_400, maxCargoVolume: null, maxCargoWeight: null, overloadColor: '#c50f1f', underloadColor: '#0078d4' },
    { ...B738, id: 3, aircraftType: 'AT7', seats: 68, defaultPayload: 7_000, trunkVolume: 10.6, trunkWeight: 1_850, maxCargoVolume: 8, maxCargoWeight: 1_200 },
  ],
  payloads: [
    { id: 10, departure: 'VKO', arrival: 'TJM', aircraftType: '738', registrations: [], season: 'WINTER', payload: 18_000 },
    { id: 11, departure: 'VKO', arrival: 'TJM', aircraftType: '738', registrations: [], season: 'SUMMER', payload: 17_000 },
    { id: 12, departure: 'VKO', arrival: 'TJM', aircraftType: '738', registrations: ['VQ-BXS'], season: 'WINTER', payload: 18_600 },
    { id: 13, departure: 'VKO', arrival: 'TJM', aircraftType: '738', registrations: [], season: 'ALL', payload: 17_500 },
  ],
  paxes: [
    { id: 20, departure: 'VKO', arrival: 'TJM', season: 'WINTER', flightNumber: null, aircraftType: null, weekdays: [], adults: 120, children: 10, infants: 2, infantsWithSeat: 1 },
    { id: 21, departure: 'VKO', arrival: 'TJM', season: 'ALL', flightNumber: '303', aircraftType: null, weekdays: [5, 7], adults: 170, children: 12, infants: 3, infantsWithSeat: 1 },
    { id: 22, departure: 'VKO', arrival: 'TJM', season: 'SUMMER', flightNumber: null, aircraftType: null, weekdays: [], adults: 150, children: 20, infants: 2, infantsWithSeat: 0 },
  ],
  baggages: [
    { id: 30, departure: 'VKO', arrival: 'TJM', season: 'WINTER', weight: 16 },
    { id: 31, departure: 'VKO', arrival: 'TJM', season: 'ALL', weight: 14 },
  ],
  settings: SETTINGS,
};

const none = { pieces: 0, weight: 0, volume: 0 };
const leg = (over: Partial<CapacityLeg> = {}): CapacityLeg => ({
  departure: 'VKO',
  arrival: 'TJM',
  date: '2026-12-02', // a Wednesday in winter (both calendars)
  flightNumber: '303',
  aircraftType: '738',
  tailNumber: null,
  passengers: null,
  accepted: none,
  waitlisted: none,
  ...over,
});

const book = capacityBook(HANDBOOKS);

describe('the capacity of a leg', () => {
  // Winter, Wednesday: payload 18,000 (type, WINTER); norm 20 (120 adults, 10 children, 2+1 infants);
  // passengers 120×80 + 10×35 + 3×10 = 9,980; baggage (120+10+1)×16 = 2,096 kg, 13.1 m³;
  // weight min(18,000−9,980−2,096 = 5,924; hold 8,000−2,096 = 5,904; cargo limit 5,000) = 5,000;
  // volume min(45−13.1 = 31.9; cargo limit 30) = 30.
  it.each<[string, Partial<CapacityLeg>, Record<string, unknown>]>([
    ['winter, the type’s payload and the season’s norm', {}, { payload: { weight: 18_000, source: 'type', rowId: 10 }, capacity: { weight: 5_000, weightBound: 'cargoLimit', volume: 30, volumeBound: 'cargoLimit' } }],
    ['passengers and baggage from the norm and the route', {}, { passengers: { adults: 120, source: 'norm', normId: 20, weight: 9_980 }, baggage: { passengers: 131, perPassenger: 16, weight: 2_096, volume: 13.1 } }],
    // Summer: payload 17,000; norm 22: 150×75 + 20×30 + 2×10 = 11,870; baggage ALL 14 × 170 = 2,380 kg.
    ['summer: the summer payload, norm and weights', { date: '2026-07-01' }, { iataSeason: 'summer', payload: { weight: 17_000, rowId: 11 }, passengers: { normId: 22, weight: 11_870 }, baggage: { perPassenger: 14, source: 'route', rowId: 31 }, capacity: { weight: 2_750, weightBound: 'payload' } }],
    // Autumn (November): no AUTUMN payload row, the ALL one; no norm for autumn weekdays: the load factor.
    ['autumn: the all-season payload, then the seats at the settings’ load', { date: '2026-11-25' }, { season: 'AUTUMN', payload: { weight: 17_500, source: 'type', rowId: 13, season: 'ALL' }, passengers: { source: 'loadFactor', adults: 149, loadPercent: 80, normId: null } }],
    // Friday: the flight's own weekday norm beats the season's.
    ['a Friday: the flight’s weekday norm', { date: '2026-12-04' }, { passengers: { normId: 21, adults: 170 } }],
    // The tail's own payload row and hold: 18,600; hold 6,400 with no cargo limit.
    ['a registration’s own payload and hold', { tailNumber: 'VQ-BXS' }, { payload: { weight: 18_600, source: 'registration', rowId: 12 }, hold: { weight: 6_400, volume: 36, cargoWeightLimit: null }, capacity: { weight: 4_304, weightBound: 'hold', volume: 22.9, volumeBound: 'hold' } }],
    // No payload row on this route: the aircraft's default; no baggage row: the settings' weight.
    ['no payload row: the aircraft’s default payload', { departure: 'TJM', arrival: 'VKO' }, { payload: { weight: 19_500, source: 'aircraft', rowId: null }, baggage: { source: 'settings', perPassenger: 13 } }],
    ['booked passengers count instead of the norm', { passengers: { adults: 10, children: 0, infants: 0, infantsWithSeat: 0 } }, { passengers: { source: 'booked', weight: 800 }, baggage: { weight: 160 } }],
    ['an unknown type carries nothing', { aircraftType: '321' }, { aircraft: null, payload: { source: 'none', weight: 0 }, capacity: { weight: 0, volume: 0 }, color: null }],
  ])('%s', (_name, over, expected) => {
    expect(legCapacity(book, leg(over))).toMatchObject(expected);
  });

  it.each<[string, CapacityLeg['accepted'], Record<string, unknown>]>([
    // Capacity 5,000 kg / 30 m³; margin min(300, 5% of 5,000 = 250) = 250 kg, min(1.5, 1.5) = 1.5 m³.
    ['under capacity: the underload colour', { pieces: 10, weight: 2_500, volume: 6 }, { margin: { weight: 250, volume: 1.5 }, free: { weight: 2_500, volume: 24 }, load: { weightPercent: 50, volumePercent: 20 }, bound: 'weight', state: 'under', color: '#107c10' }],
    ['volume runs out first', { pieces: 10, weight: 1_000, volume: 27 }, { bound: 'volume', available: { weight: 4_250, volume: 4.5 } }],
    ['over capacity within the overflow: the overload colour', { pieces: 30, weight: 5_200, volume: 10 }, { free: { weight: -200 }, available: { weight: 50 }, state: 'over', color: '#d13438' }],
    ['beyond the overflow', { pieces: 30, weight: 5_300, volume: 10 }, { available: { weight: 0 }, state: 'beyond' }],
  ])('%s', (_name, accepted, expected) => {
    expect(legCapacity(book, leg({ accepted, waitlisted: { pieces: 2, weight: 300, volume: 1 } }))).toMatchObject({ accepted, waitlisted: { weight: 300 }, ...expected });
  });

  it('takes no overflow when the settings give none, and full cabins and defaults when they give nothing', () => {
    const bare = capacityBook({
      ...HANDBOOKS,
      payloads: [],
      paxes: [],
      baggages: [],
      settings: Object.fromEntries(Object.keys(SETTINGS).map((key) => [key, null])) as unknown as CapacitySettings,
    });
    const capacity = legCapacity(bare, leg());
    expect(capacity.margin).toEqual({ weight: 0, volume: 0 });
    // 186 seats × 80 kg = 14,880; 186 × 15 kg baggage = 2,790 kg at 167 kg/m³.
    expect(capacity.passengers).toMatchObject({ adults: 186, loadPercent: 100, weight: 14_880 });
    expect(capacity.baggage).toMatchObject({ source: 'default', perPassenger: 15, weight: 2_790, density: 167, volume: 16.707 });
    expect(capacity.capacity).toMatchObject({ weight: 1_830, weightBound: 'payload' });
  });
});
