import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { LookupOption } from '@shared/resources/lookups';
import { accessGroupAbilities, accessGroups, contracts, roles } from '../../db/schema';
import type { LookupContext, LookupProvider } from '../../resources/lookups';
import { byId, ids, labelOf, noUser, toOptions } from '../../resources/lookups/builders';

// The accounts' look-ups: section 6's account roles and the access groups a caller may give.

/**
 * Section 6's account roles: labelled by their codes (AK, AGENT), which lists, forms and sheets
 * show alike and an import reads back, with the role's name in the reader's language beside.
 */
export const roleLookup: LookupProvider = {
  name: 'role',
  async search(ctx, q, limit) {
    if (noUser(ctx)) return [];
    const needle = q.trim().toLowerCase();
    return (await roleOptions(ctx)).filter((o) => !needle || `${o.label} ${o.description}`.toLowerCase().includes(needle)).slice(0, limit);
  },
  async resolve(ctx, values) {
    if (noUser(ctx)) return [];
    const wanted = new Set(ids(values));
    return (await roleOptions(ctx)).filter((o) => wanted.has(Number(o.value)));
  },
  labelSql: labelOf(sql`select ${roles.code}::text from ${roles} where ${roles.id} =`),
};

async function roleOptions(ctx: LookupContext): Promise<LookupOption[]> {
  const rows = await ctx.db.select({ value: roles.id, code: roles.code }).from(roles).orderBy(asc(roles.id));
  return rows.map((r) => ({ value: r.value, label: r.code, description: ctx.t(`profile:accountRole.${r.code}`) }));
}

/**
 * The groups a caller may give an account: airline staff their airline's groups and the groups
 * every installation has (the newcomers'); a client's administrator only groups of the airlines
 * serving the client that grant nothing the administrator does not hold, so no one hands out more
 * than they have.
 */
export const accessGroupLookup = byId(
  'accessGroup',
  async (ctx, where, limit) => {
    const user = ctx.user!;
    const held = Object.keys(user.abilities);
    const withinHeld = held.length
      ? sql`not exists (select 1 from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${accessGroups.id} and ${accessGroupAbilities.ability} not in (${sql.join(
          held.map((name) => sql`${name}`),
          sql`, `,
        )}))`
      : sql`not exists (select 1 from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${accessGroups.id})`;
    const scope =
      user.airlineId !== null
        ? or(eq(accessGroups.airlineId, user.airlineId), isNull(accessGroups.airlineId))
        : user.contractorId !== null
          ? and(inArray(accessGroups.airlineId, sql`(select ${contracts.airlineId} from ${contracts} where ${contracts.contractorId} = ${user.contractorId})`), withinHeld)
          : sql`false`;
    return toOptions(
      await ctx.db
        .select({ value: accessGroups.id, label: accessGroups.name, description: accessGroups.description })
        .from(accessGroups)
        .where(and(scope, where))
        .orderBy(asc(accessGroups.name))
        .limit(limit),
    );
  },
  () => [accessGroups.name],
  accessGroups.id,
  labelOf(sql`select ${accessGroups.name} from ${accessGroups} where ${accessGroups.id} =`),
);
