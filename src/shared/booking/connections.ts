import type { FlightStatus } from '../flights';
import { isTypedFlight, type CapacityState, type TypedFlight } from './search';

// The variants a pricing search offers (pure): direct flights and connections through the allowed
// routes' transfer points, built from the legs on sale. A variant is one or two segments; a
// segment is consecutive legs of one flight (a through flight A → B → C sells A → C without a
// transfer). A connection changes flights at a transfer point whose cargo terminal takes
// transfers and cargo, no sooner than its minimum (domestic, or international when either flight
// is) and no later than its maximum transfer time. Nothing departing before the origin terminal's
// latest acceptance time from now, after the airline's sales-open interval, or on a leg closed for
// sale, closed, departed or cancelled is offered.

/** A leg as the search reads it: times are epoch milliseconds (the estimate when delayed). */
export interface SearchLeg {
  id: number;
  flightId: number;
  seq: number;
  number: string;
  departure: string;
  arrival: string;
  /** The local date of departure, `YYYY-MM-DD`. */
  departureDate: string;
  departs: number;
  arrives: number;
  international: boolean;
  status: FlightStatus;
  saleClosed: boolean;
  closed: boolean;
  /** The leg's cargo capacity (kg, m³) and what a booking may still take: capacity and margin less accepted cargo. */
  capacity: { weight: number; volume: number };
  available: { weight: number; volume: number };
  /** The most the leg may ever carry: capacity and the acceptable overflow. */
  ceiling: { weight: number; volume: number };
}

/** A cargo terminal as connections read it (the handlers handbook). */
export interface SearchTerminal {
  airport: string;
  latMinutes: number;
  minDomesticTransferMinutes: number;
  minInternationalTransferMinutes: number;
  maxTransferMinutes: number;
  acceptsCargo: boolean;
  transfer: boolean;
}

/** An allowed route: the pair, directly when `direct`, and through any one of `transfers`. */
export interface SearchRoute {
  departure: string;
  arrival: string;
  transfers: readonly string[];
  direct: boolean;
}

export interface SearchRules {
  /** Epoch ms. */
  now: number;
  /** The latest departure on sale (now and the sales-open interval), epoch ms; null: no limit. */
  salesOpenUntil: number | null;
  terminals: ReadonlyMap<string, SearchTerminal>;
  routes: readonly SearchRoute[];
}

export interface SearchCargo {
  weight: number;
  volume: number | null;
}

export interface BuiltVariant {
  /** The local departure date of the first leg. */
  date: string;
  legs: SearchLeg[];
  transfers: string[];
  departs: number;
  arrives: number;
  capacity: CapacityState;
  legStates: CapacityState[];
}

const MINUTE = 60_000;
/** Past this share of a leg's capacity (weight or volume) a fitting shipment is shown as tight. */
export const TIGHT_LOAD = 0.9;
/** At most this many variants a day: a hub's every pair of flights would drown the few that matter. */
export const MAX_VARIANTS_PER_DAY = 24;

const STATE_RANK: Record<CapacityState, number> = { free: 0, tight: 1, waitlist: 2, none: 3 };
export const worstState = (states: readonly CapacityState[]): CapacityState =>
  states.reduce<CapacityState>((worst, state) => (STATE_RANK[state] > STATE_RANK[worst] ? state : worst), 'free');

/** Whether the cargo has room on a leg, and how much is left after it. */
export function legState(leg: Pick<SearchLeg, 'capacity' | 'available' | 'ceiling'>, cargo: SearchCargo): CapacityState {
  const volume = cargo.volume ?? 0;
  if (cargo.weight > leg.ceiling.weight || volume > leg.ceiling.volume) return 'none';
  if (cargo.weight > leg.available.weight || volume > leg.available.volume) return 'waitlist';
  // Booked after this cargo: what is accepted already is capacity + margin - available.
  const bookedWeight = leg.ceiling.weight - leg.available.weight + cargo.weight;
  const bookedVolume = leg.ceiling.volume - leg.available.volume + volume;
  const tight = bookedWeight > leg.capacity.weight * TIGHT_LOAD || (volume > 0 && bookedVolume > leg.capacity.volume * TIGHT_LOAD);
  return tight ? 'tight' : 'free';
}

/** Whether a leg is on sale now: scheduled, open for sale and not closed, within the sales-open interval. */
export function legOnSale(leg: SearchLeg, rules: SearchRules): boolean {
  return leg.status === 'scheduled' && !leg.saleClosed && !leg.closed && leg.departs > rules.now && (rules.salesOpenUntil === null || leg.departs <= rules.salesOpenUntil);
}

interface Segment {
  legs: SearchLeg[];
  departure: string;
  arrival: string;
  departs: number;
  arrives: number;
  international: boolean;
}

/** Every run of consecutive legs on sale of one flight, from any of its airports to any later one. */
function segmentsOf(legs: readonly SearchLeg[], rules: SearchRules): Segment[] {
  const byFlight = new Map<number, SearchLeg[]>();
  for (const leg of legs) {
    const list = byFlight.get(leg.flightId);
    if (list) list.push(leg);
    else byFlight.set(leg.flightId, [leg]);
  }
  const segments: Segment[] = [];
  for (const flightLegs of byFlight.values()) {
    flightLegs.sort((a, b) => a.seq - b.seq);
    for (let from = 0; from < flightLegs.length; from++) {
      for (let to = from; to < flightLegs.length; to++) {
        const run = flightLegs.slice(from, to + 1);
        const last = run[run.length - 1]!;
        // A gap in the flight's legs (one not loaded) or one off sale ends the run.
        if (to > from && (last.seq !== run[run.length - 2]!.seq + 1 || last.departure !== run[run.length - 2]!.arrival)) break;
        if (!legOnSale(last, rules)) break;
        segments.push({
          legs: run,
          departure: run[0]!.departure,
          arrival: last.arrival,
          departs: run[0]!.departs,
          arrives: last.arrives,
          international: run.some((leg) => leg.international),
        });
      }
    }
  }
  return segments;
}

/** Whether cargo may be handed in at the origin in time: its terminal takes cargo, before its latest acceptance time. */
export function acceptedInTime(segment: Pick<Segment, 'departure' | 'departs'>, rules: SearchRules): boolean {
  const terminal = rules.terminals.get(segment.departure);
  if (terminal && !terminal.acceptsCargo) return false;
  return segment.departs - (terminal?.latMinutes ?? 0) * MINUTE > rules.now;
}

/** The minutes a connection at `point` must and may take; null: no transfer there. */
function transferWindow(point: string, international: boolean, rules: SearchRules): { min: number; max: number } | null {
  const terminal = rules.terminals.get(point);
  if (!terminal || !terminal.transfer || !terminal.acceptsCargo) return null;
  return { min: international ? terminal.minInternationalTransferMinutes : terminal.minDomesticTransferMinutes, max: terminal.maxTransferMinutes };
}

function variantOf(segments: Segment[], dateOf: (leg: SearchLeg) => string, cargo: SearchCargo): BuiltVariant {
  const legs = segments.flatMap((segment) => segment.legs);
  const legStates = legs.map((leg) => legState(leg, cargo));
  return {
    date: dateOf(legs[0]!),
    legs,
    transfers: segments.slice(1).map((segment) => segment.departure),
    departs: segments[0]!.departs,
    arrives: segments[segments.length - 1]!.arrives,
    capacity: worstState(legStates),
    legStates,
  };
}

/**
 * The variants from `departure` to `arrival` whose first leg leaves on one of `dates` (local), by
 * departure then arrival, at most MAX_VARIANTS_PER_DAY a day (the earliest arriving kept). With
 * `flights` (typed by hand), only the direct flight or the connection of those flights, in order.
 */
export function buildVariants(
  legs: readonly SearchLeg[],
  rules: SearchRules,
  query: { departure: string; arrival: string; dates: ReadonlySet<string>; cargo: SearchCargo; flights?: readonly TypedFlight[] },
): BuiltVariant[] {
  const routes = rules.routes.filter((route) => route.departure === query.departure && route.arrival === query.arrival);
  if (!routes.length) return [];
  const direct = routes.some((route) => route.direct);
  const points = new Set(routes.flatMap((route) => route.transfers).filter((point) => point !== query.departure && point !== query.arrival));

  const segments = segmentsOf(legs, rules);
  const firstDate = (leg: SearchLeg) => leg.departureDate;
  const typed = query.flights;
  const flown = (segment: Segment, i: number) => !typed || (typed[i] !== undefined && isTypedFlight(segment.legs[0]!.number, typed[i]));
  const starts = segments.filter((segment) => segment.departure === query.departure && query.dates.has(segment.legs[0]!.departureDate) && acceptedInTime(segment, rules) && flown(segment, 0));
  const onwardFrom = new Map<string, Segment[]>();
  for (const segment of segments) {
    if (segment.arrival !== query.arrival || !points.has(segment.departure) || !flown(segment, 1)) continue;
    const list = onwardFrom.get(segment.departure);
    if (list) list.push(segment);
    else onwardFrom.set(segment.departure, [segment]);
  }

  const built: BuiltVariant[] = [];
  for (const first of starts) {
    if (first.arrival === query.arrival) {
      if (direct && (!typed || typed.length === 1)) built.push(variantOf([first], firstDate, query.cargo));
      continue;
    }
    if (!points.has(first.arrival)) continue;
    for (const second of onwardFrom.get(first.arrival) ?? []) {
      if (second.legs[0]!.flightId === first.legs[0]!.flightId) continue;
      const window = transferWindow(first.arrival, first.international || second.international, rules);
      if (!window) continue;
      const minutes = (second.departs - first.arrives) / MINUTE;
      if (minutes < window.min || minutes > window.max) continue;
      built.push(variantOf([first, second], firstDate, query.cargo));
    }
  }

  const byDate = new Map<string, BuiltVariant[]>();
  for (const variant of built) {
    const list = byDate.get(variant.date);
    if (list) list.push(variant);
    else byDate.set(variant.date, [variant]);
  }
  const kept = [...byDate.values()].flatMap((list) =>
    list.length <= MAX_VARIANTS_PER_DAY ? list : [...list].sort((a, b) => a.arrives - b.arrives || a.departs - b.departs).slice(0, MAX_VARIANTS_PER_DAY),
  );
  return kept.sort((a, b) => a.departs - b.departs || a.arrives - b.arrives);
}
