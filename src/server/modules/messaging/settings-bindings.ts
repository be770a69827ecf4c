import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { incomingResource, outgoingResource } from '@shared/messaging';
import { contractors, contracts, incomingSettings, outgoingSettings } from '../../db/schema';
import { ValidationError } from '../../errors';
import type { ResourceBinding } from '../../resources/binding';
import { subquery } from '../../resources/subquery';

// The server side of the message settings: their tables, the client a setting belongs to (through
// its contract) and the one rule a schema cannot see, a sender's username taken in the airline.

/** A setting's client, for client users who hold the view ability: their own contracts' settings only. */
const contractorOf = (contractId: PgColumn): SQL => subquery(sql`select ${contracts.contractorId} from ${contracts} where ${contracts.id} = ${contractId}`);
/** The contract's company, shown beside the contract's number. */
const contractorName = (contractId: PgColumn): SQL<string> =>
  subquery<string>(sql`select ${contractors.name} from ${contracts} join ${contractors} on ${contractors.id} = ${contracts.contractorId} where ${contracts.id} = ${contractId}`);

export const incomingBinding: ResourceBinding = {
  def: incomingResource,
  table: incomingSettings,
  contractor: contractorOf(incomingSettings.contractId),
  extras: { contractor: contractorName(incomingSettings.contractId), hasToken: sql<boolean>`(${incomingSettings.tokenHash} is not null)` },
  prepare: async (ctx, input, existing) => {
    // A telegram finds its setting by the sender's username: two settings may not share one.
    const [taken] = await ctx.db
      .select({ id: incomingSettings.id })
      .from(incomingSettings)
      .where(and(eq(incomingSettings.airlineId, ctx.airline.id), eq(incomingSettings.username, input.username as string), existing ? ne(incomingSettings.id, existing.id) : undefined))
      .limit(1);
    if (taken) throw new ValidationError({ username: 'resources/incoming:errors.usernameTaken' });
    return input;
  },
};

export const outgoingBinding: ResourceBinding = {
  def: outgoingResource,
  table: outgoingSettings,
  contractor: contractorOf(outgoingSettings.contractId),
};

/** The messaging area's handbooks on the resource engine. */
export const MESSAGING_BINDINGS = { incoming: incomingBinding, outgoing: outgoingBinding };
