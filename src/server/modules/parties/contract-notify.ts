import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { airlines, contracts } from '../../db/schema';
import { notify, usersOfContractor } from '../notifications';

// A concluded contract is news to everyone of the client company (group bid: it answers their
// request to work with the airline), whether staff entered it or an accreditation produced it.

export async function notifyContractCreated(db: Pick<Database, 'select' | 'insert' | 'transaction'>, contractId: number): Promise<void> {
  const [row] = await db
    .select({ number: contracts.number, contractorId: contracts.contractorId, airline: airlines.name })
    .from(contracts)
    .innerJoin(airlines, eq(airlines.id, contracts.airlineId))
    .where(eq(contracts.id, contractId));
  if (!row) return;
  await notify(db, await usersOfContractor(db, row.contractorId), {
    group: 'bid',
    level: 'success',
    template: 'contractCreated',
    contentData: {
      contract: { type: 'link', text: row.number, subtype: 'contract', params: { id: contractId } },
      airline: { type: 'bold', text: row.airline },
    },
  });
}
