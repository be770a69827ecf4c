import type { Database } from '../client';
import { seedAccounts } from './accounts';
import { seedAccreditations } from './accreditations';
import { seedSettings } from './settings';
import { seedFinancial } from './financial';
import { seedTechnology } from './technology';

/** What the demo seed knows that the handbooks' demo rows refer to. */
export interface HandbookSeedContext {
  airlineId: number;
  /** Contractors by their demo role: the agent's, the shipper's, the approved shipper's, another agent's. */
  contractors: { agent: number; shipper: number; approvedShipper: number; otherAgent: number };
  contracts: { agent: number; shipper: number; otherAgent: number };
  /** The demo airline employee (for histories and audit columns). */
  airlineUserId: number;
}

/** Demo rows of every handbook, for airline UT. */
export async function seedHandbooks(db: Database, ctx: HandbookSeedContext): Promise<void> {
  await seedTechnology(db, ctx);
  await seedSettings(db, ctx.airlineId);
  await seedFinancial(db, ctx);
  await seedAccounts(db, ctx);
  await seedAccreditations(db, ctx);
}
