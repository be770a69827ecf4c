import { eq, sql } from 'drizzle-orm';
import type { AnswerRoom } from '@shared/booking/answer';
import { queryRows, type Database } from '../../db/client';
import { quotas } from '../../db/schema';
import { versionedCache, type DataVersionsNow } from '../../db/versioned-cache';
import type { SaleLeg } from '../flights';

// Quotas (allotments) on the legs of a booking, read under the legs' locks: a quota gives its
// contract its kilos and cubic metres on every flight of its route and period until `expiryMinutes`
// before departure, when what is unused returns to free sale. What a quota has used on a leg is
// the confirmed bookings drawn on it there; every booking of a leg holds that leg's lock, so
// the sums read here stay true until the commit.

interface QuotaOnLeg {
  quota_id: number;
  contract_id: number;
  leg_id: number;
  weight: string;
  volume: string;
  used_weight: string;
  used_volume: string;
}

export interface LegQuotas {
  /** This contract's quota with room on the leg, if any. */
  own: { id: number; weight: number; volume: number } | null;
  /** The unused part of every unexpired quota on the leg (this contract's included). */
  reserved: { weight: number; volume: number };
}

/** Where an airline's quotas are: routes and periods, to tell a leg no quota covers without a read under the lock. */
export interface QuotaSpan {
  departure: string;
  arrival: string;
  begin: string;
  finish: string;
}

const spansCache = versionedCache<number, QuotaSpan[]>('quotas', String);

/** The airline's quota spans, kept while the quotas handbook stands. */
export function quotaSpans(db: Database, airlineId: number, versions?: DataVersionsNow): Promise<QuotaSpan[]> {
  return spansCache.get(
    db,
    airlineId,
    () => db.select({ departure: quotas.departure, arrival: quotas.arrival, begin: quotas.begin, finish: quotas.finish }).from(quotas).where(eq(quotas.airlineId, airlineId)),
    versions,
  );
}

/**
 * Each leg's quotas and their use, read under the legs' locks. With the airline's `spans` known,
 * legs no quota covers answer at once, without the read.
 */
export async function quotasOnLegs(tx: Database, legs: readonly SaleLeg[], contractId: number | null, now: Date, spans?: readonly QuotaSpan[]): Promise<Map<number, LegQuotas>> {
  const found = new Map<number, LegQuotas>(legs.map((leg) => [leg.id, { own: null, reserved: { weight: 0, volume: 0 } }]));
  if (!legs.length) return found;
  const covered = (leg: SaleLeg) => spans!.some((span) => span.departure === leg.departure && span.arrival === leg.arrival && span.begin <= leg.departureDate && leg.departureDate <= span.finish);
  if (spans && !legs.some(covered)) return found;
  const rows = await queryRows<QuotaOnLeg>(
    tx,
    sql`select q.id as quota_id, q.contract_id, l.id as leg_id, q.weight, q.volume,
          coalesce(sum(b.weight) filter (where b.status = 'KK' and b.cancelled_at is null), 0) as used_weight,
          coalesce(sum(b.volume) filter (where b.status = 'KK' and b.cancelled_at is null), 0) as used_volume
        from flight_legs l
        join quotas q on q.airline_id = l.airline_id and q.departure = l.departure and q.arrival = l.arrival
          and l.departure_date between q.begin and q.finish
          and l.std - make_interval(mins => q.expiry_minutes) > ${now.toISOString()}::timestamptz
        left join bookings b on b.quota_id = q.id and b.leg_id = l.id
        where l.id = any(${`{${legs.map((leg) => leg.id).join(',')}}`}::int[])
        group by q.id, l.id
        order by q.id`,
  );
  for (const row of rows) {
    const leg = found.get(row.leg_id)!;
    const weight = Math.max(0, Number(row.weight) - Number(row.used_weight));
    const volume = Math.max(0, Number(row.volume) - Number(row.used_volume));
    leg.reserved.weight += weight;
    leg.reserved.volume += volume;
    if (contractId !== null && row.contract_id === contractId && !leg.own && weight > 0) leg.own = { id: row.quota_id, weight, volume };
  }
  return found;
}

/** The room for this contract's booking on a leg: free sale less every quota's unused part, its own quota apart. */
export function roomOn(leg: SaleLeg, quotas: LegQuotas): AnswerRoom {
  const own = quotas.own;
  return {
    free: { weight: Math.max(0, leg.available.weight - quotas.reserved.weight), volume: Math.max(0, leg.available.volume - quotas.reserved.volume) },
    quota: own ? { weight: own.weight, volume: own.volume } : null,
    ceiling: leg.ceiling,
  };
}
