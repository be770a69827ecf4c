import type { Database } from '../../../db/client';
import { bookingRules } from '../../../db/schema';

// UTair's booking rules: what is accepted at once, what waits for the cargo department, what is
// refused. Priority 1 decides first; a rule's empty conditions match any booking.

type Rule = Omit<typeof bookingRules.$inferInsert, 'airlineId'>;

const RULES: Rule[] = [
  { priority: 1, name: 'Cargo aircraft only: never on passenger flights', shc: ['CAO'], result: 'UU' },
  { priority: 2, name: 'Radioactive material: refused', shc: ['RRY'], result: 'UU' },
  { priority: 3, name: 'Over 120% of the free weight: refused', minWeightPercent: 120, result: 'UU' },
  { priority: 4, name: 'Over 120% of the free volume: refused', minVolumePercent: 120, result: 'UU' },
  { priority: 5, name: 'Live animals on ATR 72: refused (no heated hold)', shc: ['AVI'], aircraftType: 'AT7', result: 'UU' },
  { priority: 6, name: 'Outsized cargo on ATR 72: refused', shc: ['BIG'], aircraftType: 'AT7', result: 'UU' },
  { priority: 7, name: 'Heavy pieces on L-410: refused', shc: ['HEA'], aircraftType: 'L4T', result: 'UU' },
  { priority: 10, name: 'Dangerous goods: checked by the DG officer', shc: ['DGR'], result: 'HN' },
  { priority: 11, name: 'Lithium batteries alone: checked', shc: ['RLI', 'RLM'], result: 'HN' },
  { priority: 12, name: 'Flammable liquids: checked', shc: ['RFL'], result: 'HN' },
  { priority: 13, name: 'Dry ice: checked against the hold limit', shc: ['ICE'], result: 'HN' },
  { priority: 14, name: 'Valuables: security escort arranged', shc: ['VAL'], result: 'HN' },
  { priority: 15, name: 'Human remains: confirmed by the station', shc: ['HUM'], result: 'HN' },
  { priority: 16, name: 'Live animals: confirmed by the station', shc: ['AVI'], result: 'HN' },
  { priority: 20, name: 'Over 80% of the free weight: wait list', minWeightPercent: 80, maxWeightPercent: 120, result: 'LL' },
  { priority: 21, name: 'Over 80% of the free volume: wait list', minVolumePercent: 80, maxVolumePercent: 120, result: 'LL' },
  { priority: 22, name: 'Friday evening Surgut–Moscow: wait list over 500 kg', departure: 'SGC', arrival: 'VKO', flightNumber: '104', minWeight: 500, result: 'CN' },
  { priority: 30, name: 'Over 1,000 kg: confirmed by the cargo department', minWeight: 1_000, result: 'HN' },
  { priority: 31, name: 'Over 6 m³: confirmed by the cargo department', minVolume: 6, result: 'HN' },
  { priority: 40, name: 'Fish from Salekhard to Moscow up to 800 kg: accepted', departure: 'SLY', arrival: 'VKO', shc: ['PES'], maxWeight: 800, result: 'KK' },
  { priority: 41, name: 'Fish from Novy Urengoy up to 500 kg: accepted', departure: 'NUX', shc: ['PES'], maxWeight: 500, result: 'KK' },
  { priority: 42, name: 'Pharmaceuticals up to 300 kg: accepted', shc: ['PIL'], maxWeight: 300, maxVolume: 2, result: 'KK' },
  { priority: 43, name: 'Express parcels up to 50 kg: accepted', shc: ['XPS'], maxWeight: 50, result: 'KK' },
  { priority: 44, name: 'Aircraft on ground parts: accepted', shc: ['AOG'], maxWeight: 500, result: 'KK' },
  { priority: 45, name: 'Mail: accepted', shc: ['MAL'], result: 'KK' },
  { priority: 50, name: 'Northern routes from Tyumen up to 300 kg: accepted', departure: 'TJM', aircraftType: 'AT7', maxWeight: 300, maxWeightPercent: 50, result: 'KK' },
  { priority: 90, name: 'General cargo up to 200 kg and 50% of the free weight: accepted', maxWeight: 200, maxWeightPercent: 50, maxVolume: 1.5, result: 'KK' },
  { priority: 99, name: 'Anything else: waits for the cargo department', result: 'HN' },
];

export async function seedRules(db: Database, airlineId: number): Promise<void> {
  await db.insert(bookingRules).values(RULES.map((rule) => ({ ...rule, airlineId })));
}
