import type { DemoSeedContext } from '../../db/seed/context';
import { seedCargoNames } from './seed/cargo-names';
import { seedFleet } from './seed/fleet';
import { seedBaggages, seedPaxes, seedPayloads, seedQuotas } from './seed/loads';
import { seedNetwork } from './seed/network';
import { seedRules } from './seed/rules';
import { seedWarehouses } from './seed/warehouses';

// Technology handbook demo rows for UTair: its terminals and routes, fleet capacities, the norms
// and limits the capacity of a flight is estimated from, agents' quotas, booking rules, cargo
// names and temporary storage warehouses.

export async function seedTechnology(ctx: DemoSeedContext): Promise<void> {
  const { db, now } = ctx;
  const airlineId = ctx.need('airline').id;
  const contracts = ctx.need('contracts');
  await seedNetwork(db, airlineId);
  await seedFleet(db, airlineId);
  await seedPayloads(db, airlineId);
  await seedPaxes(db, airlineId);
  await seedBaggages(db, airlineId);
  await seedQuotas(db, airlineId, { agent: contracts.agent, otherAgent: contracts.otherAgent }, now);
  await seedRules(db, airlineId);
  await seedCargoNames(db, airlineId);
  await seedWarehouses(db, airlineId, ctx.need('contractors'));
}
