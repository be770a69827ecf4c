import { sql, type SQL } from 'drizzle-orm';
import type { SessionContext } from '../../access/sessions';
import { contracts, reportAwb } from '../../db/schema';
import { ForbiddenError } from '../../errors';

// Whose reports a caller reaches, and whose shipments a report asked for covers. Staff reach every
// report of their airline: their own and those of its clients (any client holding a contract with
// it); a client reaches its own company's only. A report out of reach does not exist (404).

export function reportScope(user: SessionContext): SQL {
  if (user.airlineId !== null) {
    return sql`(${reportAwb.airlineId} = ${user.airlineId} or ${reportAwb.contractorId} in (select ${contracts.contractorId} from ${contracts} where ${contracts.airlineId} = ${user.airlineId}))`;
  }
  if (user.contractorId !== null) return sql`${reportAwb.contractorId} = ${user.contractorId}`;
  return sql`false`;
}

/** What a new report covers: the airline's whole cargo for staff, the client's own for a client. */
export function reportOwner(user: SessionContext): { airlineId: number | null; contractorId: number | null } {
  if (user.airlineId !== null) return { airlineId: user.airlineId, contractorId: null };
  if (user.contractorId !== null) return { airlineId: null, contractorId: user.contractorId };
  throw new ForbiddenError();
}
