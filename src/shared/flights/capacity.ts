import * as v from 'valibot';
import { BAGGAGE_SEASONS, SEASONS, type BaggageSeason } from '../constants';
import { iataSeasonOf, seasonOf } from './seasons';
import { isoWeekday } from './zones';

// The cargo capacity of one passenger flight leg, computed from the technology handbooks and the
// airline settings as DOMAIN.md describes, never typed: what the payload limit leaves after the
// passengers and their baggage, bounded by the hold, less the cargo already booked. One pure
// function, so the list, the flight info page, the bench and booking all read the same numbers.

/** Standard weights when an airline has not set its own (kg): IATA/Russian defaults, winter clothing heavier. */
export const DEFAULT_PASSENGER_WEIGHTS = {
  winter: { adult: 80, child: 35, infant: 10 },
  summer: { adult: 75, child: 35, infant: 10 },
} as const;
/** Checked baggage a passenger brings when neither the baggage handbook nor the settings say (kg). */
export const DEFAULT_BAGGAGE_WEIGHT = 15;
/** Baggage density when the settings do not give one, kg/m³ (IATA's 6000 cm³/kg: about 167). */
export const DEFAULT_BAGGAGE_DENSITY = 167;

// --- What the computation reads ------------------------------------------------------------------

export interface CapacityAircraft {
  id: number;
  aircraftType: string;
  registrations: readonly string[];
  seats: number;
  defaultPayload: number;
  trunkVolume: number;
  trunkWeight: number;
  maxCargoVolume: number | null;
  maxCargoWeight: number | null;
  overloadColor: string;
  underloadColor: string;
}

export interface CapacityPayload {
  id: number;
  departure: string;
  arrival: string;
  aircraftType: string;
  registrations: readonly string[];
  season: BaggageSeason;
  payload: number;
}

export interface CapacityPaxNorm {
  id: number;
  departure: string;
  arrival: string;
  season: BaggageSeason;
  flightNumber: string | null;
  aircraftType: string | null;
  weekdays: readonly number[];
  adults: number;
  children: number;
  infants: number;
  infantsWithSeat: number;
}

export interface CapacityBaggage {
  id: number;
  departure: string;
  arrival: string;
  season: BaggageSeason;
  weight: number;
}

/** The airline settings capacity reads (section 3); null: not set. */
export interface CapacitySettings {
  baggageWeight: number | null;
  density: number | null;
  passengerLoadPercent: number | null;
  adultWeightWinter: number | null;
  adultWeightSummer: number | null;
  childWeightWinter: number | null;
  childWeightSummer: number | null;
  infantWeightWinter: number | null;
  infantWeightSummer: number | null;
  acceptableOverflowWeight: number | null;
  acceptableOverflowVolume: number | null;
  acceptableOverflowPercent: number | null;
}

export interface CapacityHandbooks {
  aircraft: readonly CapacityAircraft[];
  payloads: readonly CapacityPayload[];
  paxes: readonly CapacityPaxNorm[];
  baggages: readonly CapacityBaggage[];
  settings: CapacitySettings;
}

export const LoadSchema = v.object({ pieces: v.number(), weight: v.number(), volume: v.number() });
export type Load = v.InferOutput<typeof LoadSchema>;

export const PassengerCountSchema = v.object({
  adults: v.number(),
  children: v.number(),
  infants: v.number(),
  infantsWithSeat: v.number(),
});
export type PassengerCount = v.InferOutput<typeof PassengerCountSchema>;

/** One leg as capacity sees it. */
export interface CapacityLeg {
  departure: string;
  arrival: string;
  /** The local date of departure, `YYYY-MM-DD`: it picks the season and the weekday. */
  date: string;
  flightNumber: string;
  aircraftType: string;
  tailNumber: string | null;
  /** Passengers booked on the leg, when the passenger system has told; null: forecast from the norms. */
  passengers: PassengerCount | null;
  accepted: Load;
  waitlisted: Load;
}

// --- What it answers -----------------------------------------------------------------------------

export const PAYLOAD_SOURCES = ['registration', 'type', 'aircraft', 'none'] as const;
export const PASSENGER_SOURCES = ['booked', 'norm', 'loadFactor'] as const;
export const BAGGAGE_SOURCES = ['route', 'settings', 'default'] as const;
/** What limits the cargo weight: the payload left after passengers and baggage, the hold less baggage, or the type's cargo limit. */
export const WEIGHT_BOUNDS = ['payload', 'hold', 'cargoLimit'] as const;
export const VOLUME_BOUNDS = ['hold', 'cargoLimit'] as const;
/** Under capacity; over it but within the acceptable overflow; beyond the overflow too. */
export const LOAD_STATES = ['under', 'over', 'beyond'] as const;

export const CapacitySchema = v.object({
  season: v.picklist(SEASONS),
  iataSeason: v.picklist(['winter', 'summer']),
  aircraft: v.nullable(v.object({ id: v.number(), seats: v.number(), overloadColor: v.string(), underloadColor: v.string() })),
  payload: v.object({ weight: v.number(), source: v.picklist(PAYLOAD_SOURCES), rowId: v.nullable(v.number()), season: v.nullable(v.picklist(BAGGAGE_SEASONS)) }),
  passengers: v.object({
    ...PassengerCountSchema.entries,
    source: v.picklist(PASSENGER_SOURCES),
    normId: v.nullable(v.number()),
    /** The share of seats assumed sold when no norm applies, per cent. */
    loadPercent: v.nullable(v.number()),
    standardWeights: v.object({ adult: v.number(), child: v.number(), infant: v.number() }),
    weight: v.number(),
  }),
  baggage: v.object({
    /** Passengers who check baggage: all but infants on a lap. */
    passengers: v.number(),
    perPassenger: v.number(),
    source: v.picklist(BAGGAGE_SOURCES),
    rowId: v.nullable(v.number()),
    weight: v.number(),
    density: v.number(),
    volume: v.number(),
  }),
  hold: v.object({ weight: v.number(), volume: v.number(), cargoWeightLimit: v.nullable(v.number()), cargoVolumeLimit: v.nullable(v.number()) }),
  /** Cargo the leg can carry (kg, m³) and what bounds it. */
  capacity: v.object({ weight: v.number(), volume: v.number(), weightBound: v.picklist(WEIGHT_BOUNDS), volumeBound: v.picklist(VOLUME_BOUNDS) }),
  /** The acceptable overflow (airline settings): how far bookings may exceed the capacity. */
  margin: v.object({ weight: v.number(), volume: v.number() }),
  accepted: LoadSchema,
  waitlisted: LoadSchema,
  /** Capacity less accepted cargo; negative when over-booked. */
  free: v.object({ weight: v.number(), volume: v.number() }),
  /** What a booking may still take: capacity and margin less accepted cargo, never below zero. */
  available: v.object({ weight: v.number(), volume: v.number() }),
  /** Accepted cargo against capacity, per cent. */
  load: v.object({ weightPercent: v.number(), volumePercent: v.number() }),
  /** Whether weight or volume runs out first. */
  bound: v.picklist(['weight', 'volume']),
  state: v.picklist(LOAD_STATES),
  /** The capacity handbook's colour for the state; null without an aircraft row. */
  color: v.nullable(v.string()),
});
export type Capacity = v.InferOutput<typeof CapacitySchema>;

// --- The computation -----------------------------------------------------------------------------

const kg = (value: number): number => Math.round(value * 10) / 10;
const m3 = (value: number): number => Math.round(value * 1000) / 1000;
const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : part > 0 ? 999 : 0);
const routeKey = (departure: string, arrival: string): string => `${departure}-${arrival}`;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** The handbooks indexed for many legs: by route and by aircraft type, read once. */
export interface CapacityBook {
  settings: CapacitySettings;
  aircraftByType: Map<string, CapacityAircraft[]>;
  payloadsByRoute: Map<string, CapacityPayload[]>;
  paxesByRoute: Map<string, CapacityPaxNorm[]>;
  baggagesByRoute: Map<string, CapacityBaggage[]>;
  /** A date's seasons and weekday, worked out once per date (a month of legs has some thirty dates). */
  dateFacts(date: string): DateFacts;
  /** Legs' terms already worked out (termsFor). */
  terms: Map<string, Terms>;
}

interface DateFacts {
  season: ReturnType<typeof seasonOf>;
  iataSeason: 'winter' | 'summer';
  weekday: number;
}

export function capacityBook(handbooks: CapacityHandbooks): CapacityBook {
  const byId = <T extends { id: number }>(rows: readonly T[]): T[] => [...rows].sort((a, b) => a.id - b.id);
  const dates = new Map<string, DateFacts>();
  return {
    terms: new Map(),
    dateFacts(date) {
      let facts = dates.get(date);
      if (!facts) {
        facts = { season: seasonOf(date), iataSeason: iataSeasonOf(date), weekday: isoWeekday(date) };
        dates.set(date, facts);
      }
      return facts;
    },
    settings: handbooks.settings,
    aircraftByType: groupBy(byId(handbooks.aircraft), (row) => row.aircraftType),
    payloadsByRoute: groupBy(byId(handbooks.payloads), (row) => routeKey(row.departure, row.arrival)),
    paxesByRoute: groupBy(byId(handbooks.paxes), (row) => routeKey(row.departure, row.arrival)),
    baggagesByRoute: groupBy(byId(handbooks.baggages), (row) => routeKey(row.departure, row.arrival)),
  };
}

/** The tail's own row, else the type's row without registrations, else any row of the type. */
export function aircraftFor(book: CapacityBook, aircraftType: string, tailNumber: string | null): CapacityAircraft | null {
  const rows = book.aircraftByType.get(aircraftType) ?? [];
  return (
    (tailNumber ? rows.find((row) => row.registrations.includes(tailNumber)) : undefined) ??
    rows.find((row) => row.registrations.length === 0) ??
    rows[0] ??
    null
  );
}

/** A row of the leg's season before a row for all seasons. */
const seasonRank = (season: BaggageSeason, wanted: string): number => (season === wanted ? 2 : season === 'ALL' ? 1 : 0);

function payloadFor(book: CapacityBook, leg: CapacityLeg, season: string, aircraft: CapacityAircraft | null): Capacity['payload'] {
  let best: { row: CapacityPayload; rank: number } | null = null;
  for (const row of book.payloadsByRoute.get(routeKey(leg.departure, leg.arrival)) ?? []) {
    if (row.aircraftType !== leg.aircraftType) continue;
    const bySeason = seasonRank(row.season, season);
    if (!bySeason) continue;
    // The tail's own limit before its type's, then the season's before all seasons'.
    const byTail = row.registrations.length === 0 ? 1 : leg.tailNumber && row.registrations.includes(leg.tailNumber) ? 2 : 0;
    if (!byTail) continue;
    const rank = byTail * 10 + bySeason;
    if (!best || rank > best.rank) best = { row, rank };
  }
  if (best) return { weight: best.row.payload, source: best.row.registrations.length ? 'registration' : 'type', rowId: best.row.id, season: best.row.season };
  if (aircraft) return { weight: aircraft.defaultPayload, source: 'aircraft', rowId: null, season: null };
  return { weight: 0, source: 'none', rowId: null, season: null };
}

function normFor(book: CapacityBook, leg: CapacityLeg, season: string): CapacityPaxNorm | null {
  const { weekday } = book.dateFacts(leg.date);
  let best: { row: CapacityPaxNorm; rank: number } | null = null;
  for (const row of book.paxesByRoute.get(routeKey(leg.departure, leg.arrival)) ?? []) {
    const bySeason = seasonRank(row.season, season);
    if (!bySeason) continue;
    if (row.flightNumber !== null && row.flightNumber !== leg.flightNumber) continue;
    if (row.aircraftType !== null && row.aircraftType !== leg.aircraftType) continue;
    if (row.weekdays.length > 0 && !row.weekdays.includes(weekday)) continue;
    // The narrowest norm wins: a flight's before a type's before some weekdays', then the season's.
    const rank = (row.flightNumber ? 8 : 0) + (row.aircraftType ? 4 : 0) + (row.weekdays.length ? 2 : 0) + (bySeason - 1);
    if (!best || rank > best.rank) best = { row, rank };
  }
  return best?.row ?? null;
}

function baggageFor(book: CapacityBook, leg: CapacityLeg, season: string): { perPassenger: number; source: Capacity['baggage']['source']; rowId: number | null } {
  let best: CapacityBaggage | null = null;
  for (const row of book.baggagesByRoute.get(routeKey(leg.departure, leg.arrival)) ?? []) {
    const rank = seasonRank(row.season, season);
    if (rank && (!best || rank > seasonRank(best.season, season))) best = row;
  }
  if (best) return { perPassenger: best.weight, source: 'route', rowId: best.id };
  if (book.settings.baggageWeight !== null) return { perPassenger: book.settings.baggageWeight, source: 'settings', rowId: null };
  return { perPassenger: DEFAULT_BAGGAGE_WEIGHT, source: 'default', rowId: null };
}

function standardWeights(settings: CapacitySettings, iataSeason: 'winter' | 'summer'): Capacity['passengers']['standardWeights'] {
  const fallback = DEFAULT_PASSENGER_WEIGHTS[iataSeason];
  const winter = iataSeason === 'winter';
  return {
    adult: (winter ? settings.adultWeightWinter : settings.adultWeightSummer) ?? fallback.adult,
    child: (winter ? settings.childWeightWinter : settings.childWeightSummer) ?? fallback.child,
    infant: (winter ? settings.infantWeightWinter : settings.infantWeightSummer) ?? fallback.infant,
  };
}

/** The acceptable overflow: each limit the settings give caps it; none given, none allowed. */
function marginOf(absolute: number | null, percent: number | null, capacity: number): number {
  const limits: number[] = [];
  if (absolute !== null) limits.push(absolute);
  if (percent !== null) limits.push((capacity * percent) / 100);
  return limits.length ? Math.max(0, Math.min(...limits)) : 0;
}

/** What a leg can carry, before any cargo is booked on it: every term but the load. */
type Terms = Omit<Capacity, 'accepted' | 'waitlisted' | 'free' | 'available' | 'load' | 'bound' | 'state' | 'color'>;

function termsOf(book: CapacityBook, leg: CapacityLeg): Terms {
  const { season, iataSeason } = book.dateFacts(leg.date);
  const aircraft = aircraftFor(book, leg.aircraftType, leg.tailNumber);
  const { settings } = book;

  const payload = payloadFor(book, leg, season, aircraft);

  const weights = standardWeights(settings, iataSeason);
  let count: PassengerCount;
  let passengerSource: Capacity['passengers']['source'];
  let normId: number | null = null;
  let loadPercent: number | null = null;
  const norm = leg.passengers ? null : normFor(book, leg, season);
  if (leg.passengers) {
    count = leg.passengers;
    passengerSource = 'booked';
  } else if (norm) {
    count = { adults: norm.adults, children: norm.children, infants: norm.infants, infantsWithSeat: norm.infantsWithSeat };
    passengerSource = 'norm';
    normId = norm.id;
  } else {
    // No norm: the settings' passenger load of the seats, all adults (the heaviest case); unset, a full cabin.
    loadPercent = settings.passengerLoadPercent ?? 100;
    count = { adults: Math.round(((aircraft?.seats ?? 0) * loadPercent) / 100), children: 0, infants: 0, infantsWithSeat: 0 };
    passengerSource = 'loadFactor';
  }
  const passengerWeight = kg(count.adults * weights.adult + count.children * weights.child + (count.infants + count.infantsWithSeat) * weights.infant);

  const bags = baggageFor(book, leg, season);
  const checking = count.adults + count.children + count.infantsWithSeat;
  const baggageWeight = kg(checking * bags.perPassenger);
  const density = settings.density ?? DEFAULT_BAGGAGE_DENSITY;
  const baggageVolume = m3(baggageWeight / density);

  const hold = {
    weight: aircraft?.trunkWeight ?? 0,
    volume: aircraft?.trunkVolume ?? 0,
    cargoWeightLimit: aircraft?.maxCargoWeight ?? null,
    cargoVolumeLimit: aircraft?.maxCargoVolume ?? null,
  };

  const weightTerms: [number, Capacity['capacity']['weightBound']][] = [
    [payload.weight - passengerWeight - baggageWeight, 'payload'],
    [hold.weight - baggageWeight, 'hold'],
  ];
  if (hold.cargoWeightLimit !== null) weightTerms.push([hold.cargoWeightLimit, 'cargoLimit']);
  const [weightLimit, weightBound] = weightTerms.reduce((a, b) => (b[0] < a[0] ? b : a));
  const volumeTerms: [number, Capacity['capacity']['volumeBound']][] = [[hold.volume - baggageVolume, 'hold']];
  if (hold.cargoVolumeLimit !== null) volumeTerms.push([hold.cargoVolumeLimit, 'cargoLimit']);
  const [volumeLimit, volumeBound] = volumeTerms.reduce((a, b) => (b[0] < a[0] ? b : a));
  const capacity = { weight: kg(Math.max(0, weightLimit)), volume: m3(Math.max(0, volumeLimit)), weightBound, volumeBound };

  return {
    season,
    iataSeason,
    aircraft: aircraft ? { id: aircraft.id, seats: aircraft.seats, overloadColor: aircraft.overloadColor, underloadColor: aircraft.underloadColor } : null,
    payload,
    passengers: {
      adults: count.adults,
      children: count.children,
      infants: count.infants,
      infantsWithSeat: count.infantsWithSeat,
      source: passengerSource,
      normId,
      loadPercent,
      standardWeights: weights,
      weight: passengerWeight,
    },
    baggage: { passengers: checking, perPassenger: bags.perPassenger, source: bags.source, rowId: bags.rowId, weight: baggageWeight, density, volume: baggageVolume },
    hold,
    capacity,
    margin: {
      weight: kg(marginOf(settings.acceptableOverflowWeight, settings.acceptableOverflowPercent, capacity.weight)),
      volume: m3(marginOf(settings.acceptableOverflowVolume, settings.acceptableOverflowPercent, capacity.volume)),
    },
  };
}

/**
 * A leg's terms, kept in the book for legs whose passengers come from the norms: a list asks for
 * the same legs page after page, and only their booked load changes. Terms are never changed after
 * they are made (every answer copies what it adds).
 */
function termsFor(book: CapacityBook, leg: CapacityLeg): Terms {
  if (leg.passengers) return termsOf(book, leg);
  const key = `${leg.departure}${leg.arrival}${leg.date}${leg.flightNumber}/${leg.aircraftType}/${leg.tailNumber ?? ''}`;
  let terms = book.terms.get(key);
  if (!terms) {
    if (book.terms.size >= MAX_KEPT_TERMS) book.terms.clear();
    terms = termsOf(book, leg);
    book.terms.set(key, terms);
  }
  return terms;
}

const MAX_KEPT_TERMS = 20_000;

/** The cargo capacity of a leg and every term it came from. */
export function legCapacity(book: CapacityBook, leg: CapacityLeg): Capacity {
  const terms = termsFor(book, leg);
  const { capacity, margin } = terms;
  const { accepted } = leg;
  const free = { weight: kg(capacity.weight - accepted.weight), volume: m3(capacity.volume - accepted.volume) };
  const available = {
    weight: kg(Math.max(0, capacity.weight + margin.weight - accepted.weight)),
    volume: m3(Math.max(0, capacity.volume + margin.volume - accepted.volume)),
  };
  const load = { weightPercent: percentOf(accepted.weight, capacity.weight), volumePercent: percentOf(accepted.volume, capacity.volume) };
  const over = accepted.weight > capacity.weight || accepted.volume > capacity.volume;
  const beyond = accepted.weight > capacity.weight + margin.weight || accepted.volume > capacity.volume + margin.volume;
  const state: Capacity['state'] = beyond ? 'beyond' : over ? 'over' : 'under';
  // The resource that runs out first, by the share of it still free.
  const shareFree = (freeValue: number, whole: number) => (whole > 0 ? freeValue / whole : -Infinity);
  const bound = shareFree(free.volume, capacity.volume) < shareFree(free.weight, capacity.weight) ? 'volume' : 'weight';
  const { aircraft } = terms;
  // Spelt out, not spread: an object spread and then grown is slow to build in V8 (a leg's answer
  // took 15 µs that way, 0.3 µs this way).
  return {
    season: terms.season,
    iataSeason: terms.iataSeason,
    aircraft,
    payload: terms.payload,
    passengers: terms.passengers,
    baggage: terms.baggage,
    hold: terms.hold,
    capacity,
    margin,
    accepted: { pieces: accepted.pieces, weight: accepted.weight, volume: accepted.volume },
    waitlisted: { pieces: leg.waitlisted.pieces, weight: leg.waitlisted.weight, volume: leg.waitlisted.volume },
    free,
    available,
    load,
    bound,
    state,
    color: aircraft ? (state === 'under' ? aircraft.underloadColor : aircraft.overloadColor) : null,
  };
}
