import { and, asc, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { airlineScope } from '../../access/scope';
import { byId, labelOf, toOptions } from '../../resources/lookups/builders';

// The tariff product look-up: the products of the airlines the caller works with.

export const tariffProductLookup = byId(
  'tariffProduct',
  async (ctx, where, limit) => {
    const name = ctx.locale === 'ru' ? products.nameRu : products.nameEn;
    return toOptions(
      await ctx.db
        .select({ value: products.id, label: sql<string>`${products.code} || ' ' || ${name}`, description: sql<string>`array_to_string(${products.shc}, ' ')` })
        .from(products)
        .where(and(airlineScope(ctx.user!, products.airlineId), where))
        .orderBy(asc(products.priority), asc(products.code))
        .limit(limit),
    );
  },
  () => [products.code, products.nameRu, products.nameEn],
  products.id,
  labelOf(sql`select ${products.code} || ' ' || ${products.nameEn} from ${products} where ${products.id} =`),
);
