import { asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { airCompanies, airports, countries } from '../db/schema';
import { codes } from '../resources/lookups/builders';
import { like, prefix, type LookupProvider } from '../resources/lookups';

// Look-ups over the reference data every area reads (airports, airlines of the world, countries):
// public, and nothing in them belongs to a tenant.

export const airportLookup: LookupProvider = {
  name: 'airport',
  async search(ctx, q, limit) {
    const needle = q.trim();
    const rows = await ctx.db
      .select({ code: airports.code, name: airports.name, city: airports.city, country: airports.countryCode })
      .from(airports)
      .where(needle ? or(ilike(airports.code, prefix(needle)), ilike(airports.icao, prefix(needle)), ilike(airports.city, like(needle)), ilike(airports.name, like(needle))) : eq(airports.active, true))
      .orderBy(sql`${airports.code} = upper(${needle}) desc`, asc(airports.classification), asc(airports.code))
      .limit(limit);
    return rows.map((r) => ({ value: r.code, label: `${r.code} ${r.city}`, description: `${r.name}, ${r.country}` }));
  },
  async resolve(ctx, values) {
    const rows = await ctx.db.select().from(airports).where(inArray(airports.code, codes(values)));
    return rows.map((r) => ({ value: r.code, label: `${r.code} ${r.city}`, description: `${r.name}, ${r.countryCode}` }));
  },
};

export const airCompanyLookup: LookupProvider = {
  name: 'airCompany',
  async search(ctx, q, limit) {
    const needle = q.trim();
    const rows = await ctx.db
      .select()
      .from(airCompanies)
      .where(needle ? or(ilike(airCompanies.iata, prefix(needle)), ilike(airCompanies.icao, prefix(needle)), ilike(airCompanies.name, like(needle))) : eq(airCompanies.active, true))
      .orderBy(sql`${airCompanies.iata} = upper(${needle}) desc`, sql`${airCompanies.active} desc`, asc(airCompanies.name))
      .limit(limit);
    return rows.map((r) => ({ value: r.iata, label: `${r.iata} ${r.name}`, description: r.icao ?? undefined }));
  },
  async resolve(ctx, values) {
    const rows = await ctx.db.select().from(airCompanies).where(inArray(airCompanies.iata, codes(values)));
    return rows.map((r) => ({ value: r.iata, label: `${r.iata} ${r.name}` }));
  },
};

export const countryLookup: LookupProvider = {
  name: 'country',
  async search(ctx, q, limit) {
    const needle = q.trim();
    const name = ctx.locale === 'ru' ? countries.nameRu : countries.nameEn;
    const rows = await ctx.db
      .select({ code: countries.code, name })
      .from(countries)
      .where(needle ? or(ilike(countries.code, prefix(needle)), ilike(countries.nameRu, like(needle)), ilike(countries.nameEn, like(needle))) : undefined)
      .orderBy(sql`${countries.code} = upper(${needle}) desc`, asc(name))
      .limit(limit);
    return rows.map((r) => ({ value: r.code, label: r.name, description: r.code }));
  },
  async resolve(ctx, values) {
    const name = ctx.locale === 'ru' ? countries.nameRu : countries.nameEn;
    const rows = await ctx.db.select({ code: countries.code, name }).from(countries).where(inArray(countries.code, codes(values)));
    return rows.map((r) => ({ value: r.code, label: r.name, description: r.code }));
  },
};
