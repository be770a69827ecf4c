import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Abilities } from '@shared/abilities';
import { accessGroupsResource } from '@shared/accounts/access-groups';
import { conditionReferences, groupError } from '@shared/accounts/group-abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import type { FieldMessages } from '@shared/validation';
import { accessGroupAbilities, accessGroups, airCompanies, airlines, users } from '../../db/schema';
import { AppError, ValidationError } from '../../errors';
import type { ResourceBinding, WriteContext } from '../../resources/binding';
import { subquery } from '../../resources/subquery';

// Access groups: the group row, and its abilities as child rows (`access_group_abilities`), which
// every request reads afresh with the session, so a change holds from its members' next request.

const abilitiesSql = sql<Abilities>`coalesce(${subquery(
  sql`select json_object_agg(${accessGroupAbilities.ability}, ${accessGroupAbilities.conditions} order by ${accessGroupAbilities.ability}) from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${accessGroups.id}`,
)}, '{}'::json)`;

/** One form of a group's abilities for comparing: names in order, each ability's conditions in order. */
const canonical = (abilities: Abilities): string =>
  JSON.stringify(
    Object.keys(abilities)
      .sort()
      .map((name) => [name, abilities[name]!.map((condition) => JSON.stringify(condition)).sort()]),
  );

/** Conditions must name airlines and airports that exist: a typo would silently grant nothing. */
async function checkReferences(ctx: WriteContext, abilities: Abilities): Promise<FieldMessages> {
  const { companies, airports } = conditionReferences(abilities);
  if (companies.size) {
    const markers = [...companies.keys()];
    const known = new Set([
      ...(await ctx.db.select({ code: airlines.marker }).from(airlines).where(inArray(airlines.marker, markers))).map((r) => r.code),
      ...(await ctx.db
        .select({ code: airCompanies.iata })
        .from(airCompanies)
        .where(inArray(airCompanies.iata, markers.map((m) => m.toUpperCase())))).map((r) => r.code.toLowerCase()),
    ]);
    const unknown = markers.find((marker) => !known.has(marker));
    if (unknown) return { abilities: groupError('unknownCompany', { ability: companies.get(unknown)!, company: unknown.toUpperCase() }) };
  }
  if (airports.size) {
    const lookup = { db: ctx.db, lookups: ctx.lookups, user: ctx.user, locale: 'ru' as const, t: ctx.t, params: {} };
    const known = new Set((await ctx.lookups.airport.resolve(lookup, [...airports.keys()])).map((o) => String(o.value)));
    const unknown = [...airports.keys()].find((code) => !known.has(code));
    if (unknown) return { abilities: groupError('unknownAirport', { ability: airports.get(unknown)!, code: unknown }) };
  }
  return {};
}

async function callerGroupId(ctx: WriteContext): Promise<number | undefined> {
  const [me] = await ctx.db.select({ groupId: users.accessGroupId }).from(users).where(eq(users.id, ctx.user.userId));
  return me?.groupId;
}

async function prepare(ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null): Promise<Record<string, unknown>> {
  const abilities = input.abilities as Abilities;
  const fields = await checkReferences(ctx, abilities);
  // Nobody widens or narrows their own rights: another administrator changes the group they are in.
  if (existing && existing.id === (await callerGroupId(ctx)) && canonical(abilities) !== canonical(existing.abilities as Abilities)) {
    fields.abilities = groupError('ownGroup');
  }
  if (Object.keys(fields).length) throw new ValidationError(fields);
  const name = input.name as string;
  const [twin] = await ctx.db
    .select({ id: accessGroups.id })
    .from(accessGroups)
    .where(and(eq(accessGroups.airlineId, ctx.airline.id), sql`lower(${accessGroups.name}) = lower(${name})`, existing ? ne(accessGroups.id, existing.id) : undefined));
  if (twin) throw new AppError(409, 'validation:formInvalid', { fields: { name: groupError('duplicateName') } });
  return { name, description: input.description };
}

async function afterWrite(ctx: WriteContext, id: number, input: Record<string, unknown>): Promise<void> {
  const abilities = input.abilities as Abilities;
  await ctx.db.delete(accessGroupAbilities).where(eq(accessGroupAbilities.groupId, id));
  const rows = Object.entries(abilities).map(([ability, conditions]) => ({ groupId: id, ability, conditions }));
  if (rows.length) await ctx.db.insert(accessGroupAbilities).values(rows);
}

async function beforeDelete(ctx: WriteContext, row: ResourceRow): Promise<void> {
  const [used] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.accessGroupId, row.id));
  if (used && used.n > 0) throw new AppError(409, 'resources/access-groups:errors.inUse', { params: { count: used.n } });
}

export const accessGroupsBinding: ResourceBinding = {
  def: accessGroupsResource,
  table: accessGroups,
  extras: {
    abilities: abilitiesSql,
    abilityCount: subquery<number>(sql`select count(*)::int from ${accessGroupAbilities} where ${accessGroupAbilities.groupId} = ${accessGroups.id}`),
    members: subquery<number>(sql`select count(*)::int from ${users} where ${users.accessGroupId} = ${accessGroups.id}`),
  },
  // An airline's groups are its staff's to see and edit; the groups every installation has (the
  // newcomers') belong to no airline and stay out of the handbook.
  scope: (user) => (user.airlineId !== null ? eq(accessGroups.airlineId, user.airlineId) : sql`false`),
  prepare,
  afterWrite,
  beforeDelete,
};
