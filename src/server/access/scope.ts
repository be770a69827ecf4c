import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contracts } from '../db/schema';
import type { SessionContext } from './sessions';

/** The columns a scoped table carries: the airline it belongs to and, for client rows, the contractor. */
export interface ScopeColumns {
  airlineId: PgColumn;
  contractorId: PgColumn;
}

/**
 * Row scoping of section 6 for client-owned rows: airline staff reach their airline's rows, client
 * users their own contractor's. Outside the scope a row does not exist for the caller (404).
 */
export function rowScope(user: SessionContext, columns: ScopeColumns): SQL {
  if (user.airlineId !== null) return eq(columns.airlineId, user.airlineId);
  if (user.contractorId !== null) return eq(columns.contractorId, user.contractorId);
  return sql`false`;
}

/**
 * Scoping of an airline's own rows (its handbooks): its staff reach them; client users see those
 * of the airlines they hold a contract with.
 */
export function airlineScope(user: SessionContext, airlineColumn: PgColumn | SQL): SQL {
  if (user.airlineId !== null) return sql`${airlineColumn} = ${user.airlineId}`;
  if (user.contractorId !== null) {
    return inArray(airlineColumn as PgColumn, sql`(select ${contracts.airlineId} from ${contracts} where ${contracts.contractorId} = ${user.contractorId})`);
  }
  return sql`false`;
}
