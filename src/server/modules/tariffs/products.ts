import { and, eq, ne } from 'drizzle-orm';
import { productsResource } from '@shared/tariffs/products';
import { products } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';

export const productsBinding: ResourceBinding = {
  def: productsResource,
  table: products,
  async prepare(ctx, input, existing) {
    // Tariffs and bookings name a product by its code: once per airline.
    const [taken] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.airlineId, ctx.airline.id), eq(products.code, input.code as string), existing ? ne(products.id, existing.id) : undefined));
    if (taken) throw new ValidationError({ code: 'resources/products:codeTaken' });
    const { code, nameRu, nameEn, priority, shc } = input;
    return { code, nameRu, nameEn, priority, shc };
  },
};
