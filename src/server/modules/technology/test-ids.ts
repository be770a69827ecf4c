import { eq } from 'drizzle-orm';
import { contracts, warehouses } from '../../db/schema';
import { createTestServer } from '../../test/harness';

// Ids of the demo rows the technology handbook's tests refer to, read from a copy of the seeded
// database by the names the seed gives them (never assumed).

export interface DemoIds {
  contracts: { agent: number; shipper: number; otherAgent: number };
  contractors: { agent: number; shipper: number; otherAgent: number };
  warehouses: Record<string, number>;
}

export async function readDemoIds(): Promise<DemoIds> {
  const server = await createTestServer();
  try {
    const byNumber = new Map(
      (await server.db.select({ id: contracts.id, number: contracts.number, contractorId: contracts.contractorId }).from(contracts)).map((row) => [row.number, row]),
    );
    const contract = (number: string) => {
      const row = byNumber.get(number);
      if (!row) throw new Error(`no demo contract ${number}`);
      return row;
    };
    const [agent, shipper, otherAgent] = [contract('UT-AG-2024/017'), contract('UT-SH-2025/042'), contract('UT-AG-2023/005')];
    const stores = await server.db.select({ id: warehouses.id, code: warehouses.code }).from(warehouses).where(eq(warehouses.active, true));
    return {
      contracts: { agent: agent.id, shipper: shipper.id, otherAgent: otherAgent.id },
      contractors: { agent: agent.contractorId, shipper: shipper.contractorId, otherAgent: otherAgent.contractorId },
      warehouses: Object.fromEntries(stores.map((row) => [row.code, row.id])),
    };
  } finally {
    await server.close();
  }
}
