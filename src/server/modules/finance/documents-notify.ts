import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema';
import { notify, usersOfContractor } from '../notifications';

// A tariff document uploaded for a contract is news to everyone of the client company (group
// tariff, as a changed contract fare is): its link opens the contract's Documents tab. One for the
// whole airline tells nobody here, as a public fare does not.

export async function notifyTariffDocument(db: Database, document: { contractId: number; number: string }): Promise<void> {
  const [row] = await db.select({ number: contracts.number, contractorId: contracts.contractorId }).from(contracts).where(eq(contracts.id, document.contractId));
  if (!row) return;
  await notify(db, await usersOfContractor(db, row.contractorId), {
    group: 'tariff',
    level: 'info',
    template: 'tariffDocument',
    contentData: {
      document: { type: 'link', text: document.number, subtype: 'contract', params: { id: document.contractId, tab: 'documents' } },
      contract: { type: 'bold', text: row.number },
    },
  });
}
