import type { FastifyInstance } from 'fastify';
import { and, eq, lte, sql } from 'drizzle-orm';
import { referenceApi } from '@shared/reference/api';
import { serve } from '../api/serve';
import { airports, countries } from '../db/schema';
import { createGeoLocator } from '../lib/geoip';

/** Airports of this size class or bigger are offered as someone's nearest (not airstrips). */
const NEAREST_MAX_CLASS = 4;

/** Section 7 (info/resource/airport/geo-ip): the airport nearest the caller (an airport, not a look-up option), null when unknown. */
export async function geoIpRoutes(app: FastifyInstance): Promise<void> {
  const geo = createGeoLocator();
  serve(app, referenceApi.geoIp, async ({ request }) => {
    const point = await geo.locate(request.ip);
    if (!point) return null;
    const [nearest] = await app.db
      .select({
        code: airports.code,
        name: airports.name,
        city: airports.city,
        countryCode: airports.countryCode,
        countryName: request.locale === 'en' ? countries.nameEn : countries.nameRu,
        timeZone: airports.timeZone,
      })
      .from(airports)
      .leftJoin(countries, eq(countries.code, airports.countryCode))
      .where(and(eq(airports.active, true), lte(airports.classification, NEAREST_MAX_CLASS)))
      .orderBy(sql`power(${airports.latitude} - ${point.latitude}, 2) + power((${airports.longitude} - ${point.longitude}) * cos(radians(${point.latitude})), 2)`)
      .limit(1);
    if (!nearest) return null;
    const { countryCode, countryName, ...airport } = nearest;
    return { ...airport, country: { code: countryCode, name: countryName ?? countryCode } };
  });
}
