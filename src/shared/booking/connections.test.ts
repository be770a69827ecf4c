import { describe, expect, it } from 'vitest';
import { buildVariants, legState, MAX_VARIANTS_PER_DAY, type SearchLeg, type SearchRules, type SearchTerminal } from './connections';
import { parseTypedFlight } from './search';

// The connection builder against a small network: Nizhnevartovsk (NJC) to Ufa (UFA) only through
// Tyumen (TJM), Tyumen to Ufa directly, times in UTC (Yekaterinburg +5 is not needed here: the
// builder works on instants and the legs' local dates).

const at = (day: string, time: string): number => Date.parse(`2026-12-${day}T${time}:00Z`);
const NOW = at('01', '00:00');

let nextId = 1;
function leg(number: string, departure: string, arrival: string, day: string, departs: string, arrives: string, extra: Partial<SearchLeg> = {}): SearchLeg {
  const id = nextId++;
  return {
    id,
    flightId: id,
    seq: 1,
    number,
    departure,
    arrival,
    departureDate: `2026-12-${day}`,
    departs: at(day, departs),
    arrives: at(arrives < departs ? String(Number(day) + 1).padStart(2, '0') : day, arrives),
    international: false,
    status: 'scheduled',
    saleClosed: false,
    closed: false,
    capacity: { weight: 2000, volume: 12 },
    available: { weight: 2000, volume: 12 },
    ceiling: { weight: 2000, volume: 12 },
    ...extra,
  };
}

const terminal = (airport: string, extra: Partial<SearchTerminal> = {}): [string, SearchTerminal] => [
  airport,
  {
    airport,
    latMinutes: 120,
    minDomesticTransferMinutes: 90,
    minInternationalTransferMinutes: 150,
    maxTransferMinutes: 720,
    acceptsCargo: true,
    transfer: airport === 'TJM',
    ...extra,
  },
];

function rules(extra: Partial<SearchRules> = {}): SearchRules {
  return {
    now: NOW,
    salesOpenUntil: null,
    terminals: new Map([terminal('NJC'), terminal('TJM'), terminal('UFA')]),
    routes: [
      { departure: 'NJC', arrival: 'UFA', transfers: ['TJM'], direct: false },
      { departure: 'TJM', arrival: 'UFA', transfers: [], direct: true },
    ],
    ...extra,
  };
}

const cargo = { weight: 100, volume: 0.5 };
const query = (dates: string[], departure = 'NJC', arrival = 'UFA') => ({ departure, arrival, dates: new Set(dates.map((d) => `2026-12-${d}`)), cargo });
const numbers = (variants: ReturnType<typeof buildVariants>) => variants.map((variant) => variant.legs.map((l) => l.number).join('+'));

describe('connections', () => {
  const feeder = leg('UT242', 'NJC', 'TJM', '02', '02:00', '03:40');
  const trunk = leg('UT345', 'TJM', 'UFA', '02', '06:00', '07:35');

  it.each([
    ['joins a feeder and a trunk through the transfer point', [feeder, trunk], rules(), ['UT242+UT345']],
    ['needs the minimum domestic transfer time (90 min; 60 given)', [feeder, leg('UT345', 'TJM', 'UFA', '02', '04:40', '06:15')], rules(), []],
    ['takes exactly the minimum', [feeder, leg('UT345', 'TJM', 'UFA', '02', '05:10', '06:45')], rules(), ['UT242+UT345']],
    ['takes the international minimum when either flight is international (150 min; 140 given)', [feeder, leg('UT345', 'TJM', 'UFA', '02', '06:00', '07:35', { international: true })], rules(), []],
    ['refuses a wait beyond the maximum transfer time', [feeder, leg('UT345', 'TJM', 'UFA', '02', '15:41', '17:15')], rules(), []],
    ['refuses a transfer point whose terminal takes no transfers', [feeder, trunk], rules({ terminals: new Map([terminal('NJC'), terminal('TJM', { transfer: false })]) }), []],
    ['refuses a transfer point without a terminal', [feeder, trunk], rules({ terminals: new Map([terminal('NJC')]) }), []],
    ['refuses an origin terminal that takes no cargo', [feeder, trunk], rules({ terminals: new Map([terminal('NJC', { acceptsCargo: false }), terminal('TJM')]) }), []],
    ['never through a leg closed for sale', [feeder, { ...trunk, saleClosed: true }], rules(), []],
    ['never through a closed leg', [{ ...feeder, closed: true }, trunk], rules(), []],
    ['never through a cancelled flight', [feeder, { ...trunk, status: 'canceled' as const }], rules(), []],
    ['nothing past the sales-open interval', [feeder, trunk], rules({ salesOpenUntil: at('02', '01:00') }), []],
    ['nothing the origin terminal can no longer accept (LAT 120 min; 90 left)', [feeder, trunk], rules({ now: at('02', '00:30') }), []],
    ['no pair the allowed routes do not join', [feeder, trunk], rules({ routes: [] }), []],
  ])('%s', (_, legs, searchRules, expected) => {
    expect(numbers(buildVariants(legs, searchRules, query(['02'])))).toEqual(expected);
  });

  it('offers the direct flight only where the route allows it directly', () => {
    const direct = leg('UT999', 'NJC', 'UFA', '02', '05:00', '07:00');
    expect(numbers(buildVariants([direct, feeder, trunk], rules(), query(['02'])))).toEqual(['UT242+UT345']);
    const both = rules({ routes: [{ departure: 'NJC', arrival: 'UFA', transfers: ['TJM'], direct: true }] });
    expect(numbers(buildVariants([direct, feeder, trunk], both, query(['02'])))).toEqual(['UT242+UT345', 'UT999']);
  });

  it('sells a through flight from its first airport to its last without a transfer', () => {
    const flightId = 500;
    const first = leg('UT500', 'NJC', 'TJM', '02', '02:00', '03:40', { flightId, seq: 1 });
    const second = leg('UT500', 'TJM', 'UFA', '02', '04:30', '06:00', { flightId, seq: 2 });
    const direct = rules({ routes: [{ departure: 'NJC', arrival: 'UFA', transfers: ['TJM'], direct: true }] });
    const variants = buildVariants([first, second], direct, query(['02']));
    expect(variants.map((v) => [v.legs.map((l) => l.id), v.transfers])).toEqual([[[first.id, second.id], []]]);
    // Its second leg closed for sale: the through flight stops at Tyumen.
    expect(buildVariants([first, { ...second, saleClosed: true }], direct, query(['02']))).toEqual([]);
  });

  it('connects overnight when the terminal allows it, dating the variant by its first departure', () => {
    const late = leg('UT244', 'NJC', 'TJM', '02', '15:00', '16:40');
    const morning = leg('UT345', 'TJM', 'UFA', '03', '06:00', '07:35');
    const variants = buildVariants([late, morning], rules({ terminals: new Map([terminal('NJC'), terminal('TJM', { maxTransferMinutes: 1440 })]) }), query(['02']));
    expect(variants.map((v) => [v.date, v.transfers])).toEqual([['2026-12-02', ['TJM']]]);
    expect(buildVariants([late, morning], rules(), query(['02']))).toEqual([]);
  });

  it('keeps only the dates asked for and sorts by departure', () => {
    const legs = ['02', '03', '04'].flatMap((day) => [leg('UT242', 'NJC', 'TJM', day, '02:00', '03:40'), leg('UT345', 'TJM', 'UFA', day, '06:00', '07:35')]);
    expect(buildVariants(legs, rules(), query(['04', '02'])).map((v) => v.date)).toEqual(['2026-12-02', '2026-12-04']);
  });

  it(`keeps at most ${MAX_VARIANTS_PER_DAY} variants a day, the earliest arriving`, () => {
    const legs = [feeder, ...Array.from({ length: 30 }, (_, i) => leg(`UT${600 + i}`, 'TJM', 'UFA', '02', `${String(6 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`, '23:00'))];
    const variants = buildVariants(legs, rules(), query(['02']));
    expect(variants).toHaveLength(MAX_VARIANTS_PER_DAY);
  });

  it('narrows to the flights typed by hand, in order, past the day\u2019s cut of variants', () => {
    const legs = [feeder, ...Array.from({ length: 30 }, (_, i) => leg(`UT${600 + i}`, 'TJM', 'UFA', '02', `${String(6 + Math.floor(i / 6)).padStart(2, '0')}:${String((i % 6) * 10).padStart(2, '0')}`, '23:00'))];
    const typed = (...texts: string[]) => ({ ...query(['02']), flights: texts.map((text) => parseTypedFlight(text)!) });
    // UT629 departs last: the search's 24 earliest-arriving leave it out; typed, it is found.
    expect(numbers(buildVariants(legs, rules(), typed('UT242', '629')))).toEqual(['UT242+UT629']);
    expect(numbers(buildVariants(legs, rules(), typed('629', 'UT242')))).toEqual([]);
    expect(numbers(buildVariants(legs, rules(), typed('XX242', 'UT629')))).toEqual([]);
    // One flight typed is a direct flight, never the first half of a connection.
    expect(numbers(buildVariants(legs, rules(), typed('UT242')))).toEqual([]);
    const direct = rules({ routes: [{ departure: 'NJC', arrival: 'UFA', transfers: ['TJM'], direct: true }] });
    expect(numbers(buildVariants([leg('UT999', 'NJC', 'UFA', '02', '05:00', '07:00'), feeder, trunk], direct, typed('ut 0999')))).toEqual(['UT999']);
  });

  it("takes a variant's state from its worst leg", () => {
    const full = { ...trunk, available: { weight: 50, volume: 12 } };
    const [variant] = buildVariants([feeder, full], rules(), query(['02']));
    expect(variant?.legStates).toEqual(['free', 'waitlist']);
    expect(variant?.capacity).toBe('waitlist');
  });
});

describe('legState', () => {
  const room = (available: number, capacity = 1000, ceiling = 1050, volume = { capacity: 10, available: 10, ceiling: 10 }) => ({
    capacity: { weight: capacity, volume: volume.capacity },
    available: { weight: available, volume: volume.available },
    ceiling: { weight: ceiling, volume: volume.ceiling },
  });
  it.each([
    ['free when it leaves the leg under 90%', room(1050), { weight: 100, volume: null }, 'free'],
    ['tight past 90% of capacity', room(200), { weight: 100, volume: null }, 'tight'],
    ['tight into the overflow margin', room(60), { weight: 60, volume: null }, 'tight'],
    ['wait list when the room is taken but the leg could carry it', room(50), { weight: 100, volume: null }, 'waitlist'],
    ['no room when larger than the leg with its margin', room(1050), { weight: 1051, volume: null }, 'none'],
    ['volume-bound: no room by volume', room(1050, 1000, 1050, { capacity: 10, available: 10, ceiling: 10 }), { weight: 10, volume: 11 }, 'none'],
    ['volume-bound: tight by volume', room(1050, 1000, 1050, { capacity: 10, available: 10, ceiling: 10 }), { weight: 10, volume: 9.5 }, 'tight'],
    ['volume-bound: wait list by volume', room(1050, 1000, 1050, { capacity: 10, available: 2, ceiling: 10 }), { weight: 10, volume: 3 }, 'waitlist'],
  ])('%s', (_, leg, shipment, expected) => {
    expect(legState(leg, shipment)).toBe(expected);
  });
});
