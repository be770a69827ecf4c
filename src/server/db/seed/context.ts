import type { Database } from '../client';

// What the demo seed's areas tell each other. The seed runs the areas in the modules' order, each
// inside one transaction; an area provides the facts later ones need (the parties area the demo
// contractors and contracts, accounts the demo users) and reads those of earlier ones.

export interface DemoFacts {
  /** The demo airline (UT). */
  airline: { id: number; marker: string };
  /** Contractors by their demo role: the agent's, the shipper's, the approved shipper's, another agent's. */
  contractors: { agent: number; shipper: number; approvedShipper: number; otherAgent: number };
  contracts: { agent: number; shipper: number; otherAgent: number };
  /** The demo airline employee (for histories and audit columns). */
  airlineUserId: number;
}

export class DemoSeedContext {
  private readonly facts: Partial<DemoFacts> = {};

  constructor(
    /** The seed's transaction. */
    readonly db: Database,
    readonly now: Date,
  ) {}

  provide<K extends keyof DemoFacts>(key: K, value: DemoFacts[K]): void {
    if (this.facts[key] !== undefined) throw new Error(`demo seed: ${key} provided twice`);
    this.facts[key] = value;
  }

  /** A fact an earlier area provided; the modules' order is wrong if it is missing. */
  need<K extends keyof DemoFacts>(key: K): DemoFacts[K] {
    const value = this.facts[key];
    if (value === undefined) throw new Error(`demo seed: ${key} is needed before any area provided it (check the modules' order)`);
    return value as DemoFacts[K];
  }
}
