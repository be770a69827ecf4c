import { eq } from 'drizzle-orm';
import type { Capacity } from '@shared/flights';
import type { Database } from '../../db/client';
import { flightLegs } from '../../db/schema';
import { loadCapacityBook } from './handbooks';
import { capacityOf, selectLegs, type LegRecord } from './leg-rows';

// What booking reserves against: a leg's capacity read inside the caller's transaction with the
// leg's row locked, so two bookings of the last kilos queue on the lock and the second sees the
// first's counters (the booking issue updates them in the same transaction).

export async function legCapacityFor(db: Database, legId: number): Promise<{ leg: LegRecord; capacity: Capacity } | null> {
  await db.select({ id: flightLegs.id }).from(flightLegs).where(eq(flightLegs.id, legId)).for('update');
  const [leg] = await selectLegs(db).where(eq(flightLegs.id, legId));
  if (!leg) return null;
  return { leg, capacity: capacityOf(await loadCapacityBook(db, leg.airlineId), leg) };
}
