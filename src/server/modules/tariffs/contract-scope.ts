import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contracts } from '../../db/schema';
import { airlineScope } from '../../access/scope';
import type { SessionContext } from '../../access/sessions';

/**
 * Rows naming the contracts they are for (a contract fare, a tax for some clients): airline staff
 * reach their airline's rows; a client user only the public ones (no contracts named) and those
 * naming one of its own contracts, never another client's fare.
 */
export function contractRowsScope(user: SessionContext, airlineId: PgColumn, contractIds: PgColumn): SQL {
  const airline = airlineScope(user, airlineId);
  if (user.airlineId !== null || user.contractorId === null) return airline;
  const own = sql`array(select ${contracts.id} from ${contracts} where ${contracts.contractorId} = ${user.contractorId})`;
  return and(airline, sql`(cardinality(${contractIds}) = 0 or ${contractIds} && ${own})`)!;
}
