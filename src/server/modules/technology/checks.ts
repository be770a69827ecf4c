import { and, eq, getTableColumns, isNull, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceRow } from '@shared/resources/list-query';
import { M, messageRef } from '@shared/validation';
import { capacities, contracts, payloads, warehouseRules, warehouses } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { WriteContext } from '../../resources/binding';

// The technology handbook's own refusals, beyond what a schema can see: they need the other rows.
// Each throws a 400 with the message on the field to change.

type Input = Record<string, unknown>;

const notItself = (id: PgColumn, existing: ResourceRow | null): SQL | undefined => (existing ? ne(id, existing.id) : undefined);

/** Refuses a second row of the caller's airline with the same values of `match`. */
export async function uniqueWithin(ctx: WriteContext, table: PgTable, existing: ResourceRow | null, match: Input, field: string, message: string): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const [found] = await ctx.db
    .select({ id: columns.id! })
    .from(table)
    .where(and(eq(columns.airlineId!, ctx.airline.id), notItself(columns.id!, existing), ...Object.entries(match).map(([key, value]) => eq(columns[key]!, value))))
    .limit(1);
  if (found) throw new ValidationError({ [field]: message });
}

/** A quota is an agent contract's, within the contract's validity. */
export async function checkQuotaContract(ctx: WriteContext, input: Input): Promise<void> {
  const [contract] = await ctx.db
    .select({ type: contracts.type, validFrom: contracts.validFrom, validTo: contracts.validTo, unlimited: contracts.unlimited })
    .from(contracts)
    .where(and(eq(contracts.id, input.contractId as number), eq(contracts.airlineId, ctx.airline.id)));
  if (!contract) throw new ValidationError({ contractId: M.unknownValue });
  if (contract.type !== 'agent') throw new ValidationError({ contractId: 'resources/quotas:errors.agentContract' });
  if ((input.begin as string) < contract.validFrom) {
    throw new ValidationError({ begin: messageRef('resources/quotas:errors.beforeContract', { date: contract.validFrom }) });
  }
  if (!contract.unlimited && contract.validTo && (input.finish as string) > contract.validTo) {
    throw new ValidationError({ finish: messageRef('resources/quotas:errors.afterContract', { date: contract.validTo }) });
  }
}

/**
 * One capacity per aircraft type without registrations (the type's default) and at most one per
 * registration, whatever the type: the capacity of a flight's aircraft must be found without doubt.
 */
export async function checkCapacityUnique(ctx: WriteContext, input: Input, existing: ResourceRow | null): Promise<void> {
  const registrations = input.registrations as string[];
  const others = await ctx.db
    .select({ registrations: capacities.registrations, aircraftType: capacities.aircraftType })
    .from(capacities)
    .where(and(eq(capacities.airlineId, ctx.airline.id), notItself(capacities.id, existing)));
  const taken = registrations.find((one) => others.some((other) => other.registrations.includes(one)));
  if (taken) throw new ValidationError({ registrations: messageRef('resources/capacities:errors.registrationTaken', { registration: taken }) });
  if (!registrations.length && others.some((other) => other.aircraftType === input.aircraftType && !other.registrations.length)) {
    throw new ValidationError({ registrations: 'resources/capacities:errors.typeExists' });
  }
}

/** The largest value of a capacity column for the aircraft type, when the airline has one. */
async function capacityOf(ctx: WriteContext, aircraftType: string, column: PgColumn): Promise<number | null> {
  const [row] = await ctx.db
    .select({ value: max(column) })
    .from(capacities)
    .where(and(eq(capacities.airlineId, ctx.airline.id), eq(capacities.aircraftType, aircraftType)));
  return row?.value === null || row?.value === undefined ? null : Number(row.value);
}

/** Passengers with a seat (all but infants on a lap) fit the aircraft type's seats, when its capacity is known. */
export async function checkPaxSeats(ctx: WriteContext, input: Input): Promise<void> {
  if (typeof input.aircraftType !== 'string') return;
  const seats = await capacityOf(ctx, input.aircraftType, capacities.seats);
  const seated = (input.adults as number) + (input.children as number) + (input.infantsWithSeat as number);
  if (seats !== null && seated > seats) throw new ValidationError({ adults: messageRef('resources/paxes:errors.seats', { seats }) });
}

/**
 * A payload limit is unique per route, season and aircraft type (or registration), and not above
 * the type's maximum take-off weight when its capacity is known.
 */
export async function checkPayloadUnique(ctx: WriteContext, input: Input, existing: ResourceRow | null): Promise<void> {
  const others = await ctx.db
    .select({ registrations: payloads.registrations })
    .from(payloads)
    .where(
      and(
        eq(payloads.airlineId, ctx.airline.id),
        eq(payloads.departure, input.departure as string),
        eq(payloads.arrival, input.arrival as string),
        eq(payloads.aircraftType, input.aircraftType as string),
        sql`${payloads.season} = ${input.season as string}`,
        notItself(payloads.id, existing),
      ),
    );
  const registrations = input.registrations as string[];
  const taken = registrations.find((one) => others.some((other) => other.registrations.includes(one)));
  if (taken) throw new ValidationError({ registrations: messageRef('resources/payloads:errors.registrationTaken', { registration: taken }) });
  if (!registrations.length && others.some((other) => !other.registrations.length)) throw new ValidationError({ season: 'resources/payloads:errors.exists' });
  const mtow = await capacityOf(ctx, input.aircraftType as string, capacities.mtow);
  if (mtow !== null && (input.payload as number) > mtow) throw new ValidationError({ payload: messageRef('resources/payloads:errors.overMtow', { mtow }) });
}

/** Two rules for the same participants at one airport would send their cargo to two warehouses. */
export async function checkWarehouseRuleUnique(ctx: WriteContext, input: Input, existing: ResourceRow | null): Promise<void> {
  const [warehouse] = await ctx.db.select({ airport: warehouses.airport }).from(warehouses).where(eq(warehouses.id, input.warehouseId as number));
  if (!warehouse) throw new ValidationError({ warehouseId: M.unknownValue });
  const same = (column: PgColumn, value: unknown) => (value === null || value === undefined ? isNull(column) : eq(column, value));
  const [found] = await ctx.db
    .select({ id: warehouseRules.id })
    .from(warehouseRules)
    .innerJoin(warehouses, eq(warehouses.id, warehouseRules.warehouseId))
    .where(
      and(
        eq(warehouseRules.airlineId, ctx.airline.id),
        eq(warehouses.airport, warehouse.airport),
        same(warehouseRules.expeditorId, input.expeditorId),
        same(warehouseRules.consigneeId, input.consigneeId),
        same(warehouseRules.shipperId, input.shipperId),
        notItself(warehouseRules.id, existing),
      ),
    )
    .limit(1);
  if (found) throw new ValidationError({ warehouseId: 'resources/warehouse-rules:errors.exists' });
}
