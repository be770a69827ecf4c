import { and, eq } from 'drizzle-orm';
import { can, type AbilityContext } from '@shared/abilities';
import type { ResourceRow } from '@shared/resources/list-query';
import { M, type FieldMessages } from '@shared/validation';
import type { Database } from '../db/client';
import { airlines, contracts } from '../db/schema';
import { ForbiddenError, NotFoundError, ValidationError } from '../errors';
import type { SessionContext } from '../access/sessions';
import type { CallerAirline, ResourceBinding, WriteContext } from './binding';
import type { LookupContext } from './lookups';
import { columnsOf, findRow } from './query';

// Writing a resource: the shared schema checks the body, the lookups check that referenced codes
// and rows exist within the caller's rights, the ability's conditions check the row's airline and
// airports, and the binding's own steps run in the same transaction.

/**
 * The airline a caller writes for: staff their own; client users the airline of their contract; a
 * company without a contract yet (a newcomer's questionnaire) the airline whose cabinet it uses, as
 * the company header of section 7 names it.
 */
export async function callerAirline(db: Database, user: SessionContext, company?: string): Promise<CallerAirline> {
  if (user.airlineId !== null && user.airlineMarker !== null) return { id: user.airlineId, marker: user.airlineMarker };
  if (user.contractorId !== null) {
    const [found] = await db
      .select({ id: airlines.id, marker: airlines.marker })
      .from(contracts)
      .innerJoin(airlines, eq(airlines.id, contracts.airlineId))
      .where(eq(contracts.contractorId, user.contractorId))
      .orderBy(contracts.id)
      .limit(1);
    if (found) return found;
  }
  if (company) {
    const [cabinet] = await db
      .select({ id: airlines.id, marker: airlines.marker })
      .from(airlines)
      .where(and(eq(airlines.marker, company.toLowerCase()), eq(airlines.active, true)));
    if (cabinet) return cabinet;
  }
  throw new ForbiddenError();
}

/** A field's value as a list: none, one, or the values of a multi-value field. */
export const valuesOf = (value: unknown): (string | number)[] => (value === null || value === undefined ? [] : ((Array.isArray(value) ? value : [value]) as (string | number)[]));

/**
 * Field messages for values no lookup knows (or the caller may not use). A value the row already
 * holds (`stored`, on an update) stays: a form saved unchanged must save, though the look-up no
 * longer offers it (a company known to the airline through that contact alone, a code withdrawn).
 */
export async function checkLookups(binding: ResourceBinding, ctx: LookupContext, input: Record<string, unknown>, stored?: Record<string, unknown>): Promise<FieldMessages> {
  const fields: FieldMessages = {};
  for (const [key, field] of Object.entries(binding.def.fields)) {
    if (!field.lookup || field.readOnly) continue;
    const provider = ctx.lookups[field.lookup];
    if (provider.openValues) continue;
    const kept = new Set(valuesOf(stored?.[key]).map((one) => String(one).toUpperCase()));
    const values = valuesOf(input[key]).filter((one) => !kept.has(String(one).toUpperCase()));
    if (!values.length) continue;
    const known = new Set((await provider.resolve(ctx, values)).map((option) => String(option.value).toUpperCase()));
    if (values.some((one) => !known.has(String(one).toUpperCase()))) fields[key] = M.unknownValue;
  }
  return fields;
}

/** Checks a parsed body's references; throws 400 with every unknown value's field. */
export async function checkReferences(binding: ResourceBinding, ctx: LookupContext, input: Record<string, unknown>, stored?: Record<string, unknown>): Promise<void> {
  const unknown = await checkLookups(binding, ctx, input, stored);
  if (Object.keys(unknown).length) throw new ValidationError(unknown);
}

/** The row's context for the edit ability's conditions: its airline and airports. */
function rowContext(binding: ResourceBinding, airline: CallerAirline, values: Record<string, unknown>): AbilityContext {
  const { departure, arrival } = binding.def.conditions ?? {};
  const airport = (key?: string) => (key && typeof values[key] === 'string' ? (values[key] as string) : undefined);
  return { company: airline.marker, departure: airport(departure), arrival: airport(arrival) };
}

function assertMayWrite(binding: ResourceBinding, ctx: WriteContext, values: Record<string, unknown>): void {
  if (!can(ctx.user.abilities, binding.def.abilities.edit, rowContext(binding, ctx.airline, values))) throw new ForbiddenError();
}

/** The input's fields that are columns of the table (write-only fields are the binding's to store). */
function defaultValues(binding: ResourceBinding, input: Record<string, unknown>): Record<string, unknown> {
  const columns = columnsOf(binding);
  return Object.fromEntries(Object.entries(input).filter(([key]) => key in columns && !binding.def.fields[key]?.writeOnly));
}

async function storedValues(binding: ResourceBinding, ctx: WriteContext, input: Record<string, unknown>, existing: ResourceRow | null) {
  return binding.prepare ? binding.prepare(ctx, input, existing) : defaultValues(binding, input);
}

export async function createRow(ctx: WriteContext, binding: ResourceBinding, input: Record<string, unknown>): Promise<number> {
  assertMayWrite(binding, ctx, input);
  const values = { ...(await storedValues(binding, ctx, input, null)), ...(binding.ownAirline === false ? {} : { airlineId: ctx.airline.id }) };
  const columns = columnsOf(binding);
  const [created] = await ctx.db
    .insert(binding.table)
    .values(values as never)
    .returning({ id: columns.id! });
  const id = (created as { id: number } | undefined)?.id;
  if (id === undefined) throw new Error(`${binding.def.name}: insert returned no id`);
  await binding.afterWrite?.(ctx, id, input, null);
  return id;
}

export async function updateRow(ctx: WriteContext, binding: ResourceBinding, id: number, input: Record<string, unknown>): Promise<void> {
  const existing = await findRow(ctx, binding, ctx.user, binding.def.abilities.edit, id);
  if (!existing) throw new NotFoundError();
  assertMayWrite(binding, ctx, input);
  const columns = columnsOf(binding);
  const values = { ...(await storedValues(binding, ctx, input, existing)), ...('updatedAt' in columns ? { updatedAt: new Date() } : {}) };
  await ctx.db
    .update(binding.table)
    .set(values as never)
    .where(eq(columns.id!, id));
  await binding.afterWrite?.(ctx, id, input, existing);
}

export async function deleteRow(ctx: WriteContext, binding: ResourceBinding, id: number): Promise<void> {
  const existing = await findRow(ctx, binding, ctx.user, binding.def.abilities.edit, id);
  if (!existing) throw new NotFoundError();
  await binding.beforeDelete?.(ctx, existing);
  const columns = columnsOf(binding);
  await ctx.db.delete(binding.table).where(eq(columns.id!, id));
}
