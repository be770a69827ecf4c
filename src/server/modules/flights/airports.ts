import { inArray } from 'drizzle-orm';
import { isKnownZone } from '@shared/flights';
import type { Database } from '../../db/client';
import { airports } from '../../db/schema';

// What a flight needs to know of its airports: the IANA zone its local times are in, and the
// country that makes a leg international (section 9's МВЛ) or domestic (ВВЛ).

export interface AirportFacts {
  zone: string | null;
  country: string;
}

export async function airportFacts(db: Database, codes: readonly string[]): Promise<Map<string, AirportFacts>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ code: airports.code, zone: airports.timeZone, country: airports.countryCode })
    .from(airports)
    .where(inArray(airports.code, wanted));
  return new Map(rows.map((row) => [row.code, { zone: row.zone && isKnownZone(row.zone) ? row.zone : null, country: row.country }]));
}
