import type { Database } from '../client';
import type { HandbookSeedContext } from './handbooks';
import { seedCargoNames } from './technology/cargo-names';
import { seedFleet } from './technology/fleet';
import { seedBaggages, seedPaxes, seedPayloads, seedQuotas } from './technology/loads';
import { seedNetwork } from './technology/network';
import { seedRules } from './technology/rules';
import { seedWarehouses } from './technology/warehouses';

// Technology handbook demo rows for UTair: its terminals and routes, fleet capacities, the norms
// and limits the capacity of a flight is estimated from, agents' quotas, booking rules, cargo
// names and temporary storage warehouses.

export async function seedTechnology(db: Database, ctx: HandbookSeedContext, now = new Date()): Promise<void> {
  const { airlineId } = ctx;
  await seedNetwork(db, airlineId);
  await seedFleet(db, airlineId);
  await seedPayloads(db, airlineId);
  await seedPaxes(db, airlineId);
  await seedBaggages(db, airlineId);
  await seedQuotas(db, airlineId, { agent: ctx.contracts.agent, otherAgent: ctx.contracts.otherAgent }, now);
  await seedRules(db, airlineId);
  await seedCargoNames(db, airlineId);
  await seedWarehouses(db, airlineId, ctx.contractors);
}
