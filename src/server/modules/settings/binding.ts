import { eq, sql } from 'drizzle-orm';
import { inputKeys } from '@shared/resources/define';
import { settingsResource } from '@shared/settings/definition';
import { airlines } from '../../db/schema';
import { AppError, ForbiddenError, ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';

// The airline settings are the airlines themselves: one row each. Staff reach their own airline
// and the airlines their cargo department added (managed ones); adding an airline makes it one of
// theirs (docs/decisions.md).

/** For section 6's Company conditions a managed airline belongs to the airline that manages it. */
const keeper = sql`coalesce(${airlines.managedById}, ${airlines.id})`;

export const settingsBinding: ResourceBinding = {
  def: settingsResource,
  table: airlines,
  ownAirline: false,
  airline: keeper,
  scope: (user) => (user.airlineId === null ? sql`false` : sql`(${airlines.id} = ${user.airlineId} or ${airlines.managedById} = ${user.airlineId})`),
  async prepare(ctx, input, existing) {
    const values = Object.fromEntries(inputKeys(settingsResource).map((key) => [key, input[key]]));
    if (ctx.user.airlineId === null) throw new ForbiddenError();
    if (existing) {
      // The marker keys ability conditions, the company header and availableAirlines: it never changes.
      if (input.marker !== existing.marker) throw new ValidationError({ marker: 'validation:markerFixed' });
      if (existing.id === ctx.user.airlineId && input.active === false) throw new ValidationError({ active: 'validation:ownAirlineActive' });
      return values;
    }
    const [taken] = await ctx.db.select({ id: airlines.id }).from(airlines).where(eq(airlines.marker, String(input.marker))).limit(1);
    if (taken) throw new ValidationError({ marker: 'validation:markerTaken' });
    return { ...values, managedById: ctx.user.airlineId };
  },
  async beforeDelete(ctx, row) {
    if (row.id === ctx.user.airlineId) throw new AppError(409, 'resources/settings:errors.ownAirline');
  },
};
