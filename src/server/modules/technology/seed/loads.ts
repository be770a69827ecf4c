import type { BaggageSeason } from '@shared/constants';
import type { Database } from '../../../db/client';
import { baggages, paxes, payloads, quotas } from '../../../db/schema';
import { FLEET_MTOW, FLEET_REGISTRATIONS, FLEET_SEATS } from './fleet';

// What the capacity of a UTair flight is estimated from: payload limits, the passengers its routes
// sell, their baggage, and the allotments agents hold. Routes are the airline's trunk and northern
// lines; figures follow the season (heavier winter clothes and baggage up north, resort baggage
// to Sochi in summer, hot-day payload limits in summer).

/** A route, the type that flies it, its flight numbers both ways, and whether it serves the north. */
const LINES = [
  { from: 'VKO', to: 'SGC', type: '738', flights: ['103', '104'], north: false },
  { from: 'VKO', to: 'TJM', type: '738', flights: ['303', '304'], north: false },
  { from: 'VKO', to: 'NUX', type: '738', flights: ['121', '122'], north: true },
  { from: 'VKO', to: 'SLY', type: '735', flights: ['129', '130'], north: true },
  { from: 'VKO', to: 'NOJ', type: '735', flights: ['141', '142'], north: true },
  { from: 'VKO', to: 'HMA', type: '735', flights: ['107', '108'], north: false },
  { from: 'VKO', to: 'NJC', type: '738', flights: ['111', '112'], north: false },
  { from: 'VKO', to: 'AER', type: '738', flights: ['155', '156'], north: false },
  { from: 'TJM', to: 'SLY', type: 'AT7', flights: ['413', '414'], north: true },
  { from: 'TJM', to: 'NUX', type: 'AT7', flights: ['431', '432'], north: true },
  { from: 'SGC', to: 'NUX', type: 'AT7', flights: ['451', '452'], north: true },
  { from: 'SGC', to: 'SVX', type: '735', flights: ['591', '592'], north: false },
  { from: 'SGC', to: 'KJA', type: '735', flights: ['465', '466'], north: false },
  { from: 'SGC', to: 'OVB', type: 'AT7', flights: ['487', '488'], north: false },
  { from: 'TJM', to: 'LED', type: '738', flights: ['367', '368'], north: false },
  { from: 'SGC', to: 'KZN', type: '735', flights: ['535', '536'], north: false },
] as const;

const both = <T>(line: (typeof LINES)[number], make: (from: string, to: string, flight: string, index: number) => T): T[] => [
  make(line.from, line.to, line.flights[0], 0),
  make(line.to, line.from, line.flights[1], 1),
];

/** Average checked baggage per passenger, kg. */
function baggageWeight(line: (typeof LINES)[number], season: BaggageSeason): number {
  if (line.north) return season === 'WINTER' ? 19.5 : season === 'SUMMER' ? 16.5 : 18;
  if (line.to === 'AER') return season === 'SUMMER' ? 18.5 : season === 'WINTER' ? 13 : 15.5;
  return season === 'WINTER' ? 15 : season === 'SUMMER' ? 14 : 14.5;
}

export async function seedBaggages(db: Database, airlineId: number): Promise<void> {
  const seasons: BaggageSeason[] = ['WINTER', 'SUMMER', 'ALL'];
  await db.insert(baggages).values(
    LINES.flatMap((line) => both(line, (departure, arrival) => seasons.map((season) => ({ airlineId, departure, arrival, season, weight: baggageWeight(line, season) })))).flat(),
  );
}

/** Hot summer days and short northern runways take payload; winter gives some back. */
export async function seedPayloads(db: Database, airlineId: number): Promise<void> {
  const rows: (typeof payloads.$inferInsert)[] = [];
  for (const line of LINES) {
    const base = Math.round(FLEET_MTOW[line.type]! * (line.type === 'AT7' ? 0.3 : 0.24) / 100) * 100;
    rows.push(
      ...both(line, (departure, arrival, _flight, back) => [
        { airlineId, departure, arrival, aircraftType: line.type, registrations: [], season: 'WINTER' as const, payload: base + (line.north ? -300 : 400) - back * 200 },
        { airlineId, departure, arrival, aircraftType: line.type, registrations: [], season: 'SUMMER' as const, payload: base - (line.north ? 600 : 900) - back * 200 },
      ]).flat(),
    );
  }
  // Tails with a lighter cabin carry more on the longest northern legs.
  rows.push(
    { airlineId, departure: 'VKO', arrival: 'NUX', aircraftType: '738', registrations: [...FLEET_REGISTRATIONS['738']!.slice(0, 2)], season: 'WINTER', payload: 18_900 },
    { airlineId, departure: 'VKO', arrival: 'SLY', aircraftType: '735', registrations: [...FLEET_REGISTRATIONS['735']!.slice(0, 2)], season: 'WINTER', payload: 14_200 },
    { airlineId, departure: 'TJM', arrival: 'SLY', aircraftType: 'AT7', registrations: [...FLEET_REGISTRATIONS['AT7']!.slice(0, 2)], season: 'WINTER', payload: 7_100 },
  );
  await db.insert(payloads).values(rows);
}

/** Passengers a flight usually sells, by category: a share of its seats, fuller in summer to the south. */
export async function seedPaxes(db: Database, airlineId: number): Promise<void> {
  const rows: (typeof paxes.$inferInsert)[] = [];
  for (const line of LINES) {
    const seats = FLEET_SEATS[line.type]!;
    for (const season of ['WINTER', 'SUMMER'] as const) {
      const load = season === 'SUMMER' ? (line.to === 'AER' ? 0.92 : 0.84) : line.north ? 0.81 : 0.72;
      rows.push(
        ...both(line, (departure, arrival, flightNumber) => {
          const seated = Math.round(seats * load);
          const children = Math.round(seated * (season === 'SUMMER' ? 0.09 : 0.05));
          const infantsWithSeat = seated > 100 ? 1 : 0;
          const adults = seated - children - infantsWithSeat;
          return {
            airlineId,
            departure,
            arrival,
            season,
            flightNumber,
            aircraftType: line.type,
            weekdays: [],
            adults,
            children,
            infants: Math.max(1, Math.round(adults * 0.015)),
            infantsWithSeat,
          };
        }),
      );
    }
  }
  // Friday and Sunday evening flights to Moscow sell out in any season.
  rows.push(
    { airlineId, departure: 'SGC', arrival: 'VKO', season: 'ALL', flightNumber: '104', aircraftType: '738', weekdays: [5, 7], adults: 176, children: 8, infants: 3, infantsWithSeat: 1 },
    { airlineId, departure: 'TJM', arrival: 'VKO', season: 'ALL', flightNumber: '304', aircraftType: '738', weekdays: [5, 7], adults: 174, children: 9, infants: 2, infantsWithSeat: 1 },
  );
  await db.insert(paxes).values(rows);
}

const day = (date: Date): string => date.toISOString().slice(0, 10);
const monthStart = (now: Date, offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
const monthEnd = (now: Date, offset: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));

/** Monthly allotments of the two agents on the trunk routes, last month to next month. */
export async function seedQuotas(db: Database, airlineId: number, agents: { agent: number; otherAgent: number }, now: Date): Promise<void> {
  const routes = LINES.filter((line) => line.type !== 'AT7').slice(0, 7);
  const rows: (typeof quotas.$inferInsert)[] = [];
  for (const offset of [-1, 0, 1]) {
    routes.forEach((line, index) => {
      const contractId = index % 3 === 2 ? agents.otherAgent : agents.agent;
      const weight = (line.type === '738' ? 1_500 : 800) + ((index * 137 + offset * 53) % 5) * 100;
      rows.push(
        ...both(line, (departure, arrival, _flight, back) => ({
          airlineId,
          departure,
          arrival,
          begin: day(monthStart(now, offset)),
          finish: day(monthEnd(now, offset)),
          expiryMinutes: line.north ? 2_880 : 1_440,
          contractId: back && index % 2 ? agents.otherAgent : contractId,
          weight: back ? Math.round(weight * 0.6) : weight,
          volume: Number(((back ? weight * 0.6 : weight) / 180).toFixed(1)),
        })),
      );
    });
  }
  await db.insert(quotas).values(rows);
}
