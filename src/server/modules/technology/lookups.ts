import { and, asc, sql } from 'drizzle-orm';
import { capacities, commodities, payloads, warehouses } from '../../db/schema';
import { queryRows } from '../../db/client';
import { airlineScope } from '../../access/scope';
import { prefix, type LookupProvider } from '../../resources/lookups';
import { byId, codes, labelOf, toOptions } from '../../resources/lookups/builders';

// The technology handbook's look-ups: registrations of the fleet, cargo names and warehouses of the
// airlines the caller works with.

/** Registrations the airline's capacity and payload handbooks know; new ones may be typed. */
export const airplaneLookup: LookupProvider = {
  name: 'airplane',
  openValues: true,
  async search(ctx, q, limit) {
    if (!ctx.user) return [];
    const needle = q.trim().toUpperCase();
    const rows = await queryRows<{ registration: string; type: string }>(ctx.db, sql`
      select distinct r.registration, r.type from (
        select unnest(${capacities.registrations}) as registration, ${capacities.aircraftType} as type from ${capacities} where ${airlineScope(ctx.user, capacities.airlineId)}
        union select unnest(${payloads.registrations}), ${payloads.aircraftType} from ${payloads} where ${airlineScope(ctx.user, payloads.airlineId)}
      ) r where r.registration like ${prefix(needle)} order by 1 limit ${limit}`);
    return rows.map((r) => ({ value: r.registration, label: r.registration, description: r.type }));
  },
  async resolve(_ctx, values) {
    return codes(values).map((value) => ({ value, label: value }));
  },
};

export const commodityLookup = byId(
  'commodity',
  async (ctx, where, limit) => {
    const name = ctx.locale === 'ru' ? commodities.nameRu : commodities.nameEn;
    return toOptions(
      await ctx.db
        .select({ value: commodities.id, label: sql<string>`${commodities.code} || ' ' || ${name}`, description: commodities.hsCodes })
        .from(commodities)
        .where(and(airlineScope(ctx.user!, commodities.airlineId), where))
        .orderBy(asc(commodities.code))
        .limit(limit),
    );
  },
  () => [commodities.code, commodities.nameRu, commodities.nameEn, commodities.hsCodes],
  commodities.id,
  labelOf(sql`select ${commodities.code} || ' ' || ${commodities.nameEn} from ${commodities} where ${commodities.id} =`),
);

export const warehouseLookup = byId(
  'warehouse',
  async (ctx, where, limit) =>
    toOptions(
      await ctx.db
        .select({ value: warehouses.id, label: sql<string>`${warehouses.code} || ' ' || ${warehouses.name}`, description: warehouses.airport })
        .from(warehouses)
        .where(and(airlineScope(ctx.user!, warehouses.airlineId), where))
        .orderBy(asc(warehouses.code))
        .limit(limit),
    ),
  () => [warehouses.code, warehouses.name, warehouses.airport],
  warehouses.id,
  labelOf(sql`select ${warehouses.code} || ' ' || ${warehouses.name} from ${warehouses} where ${warehouses.id} =`),
);
