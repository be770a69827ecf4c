import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { formatAwb } from '@shared/awb';
import { money } from '@shared/money';
import { contracts, flightLegs, stockItems, stocks } from '../db/schema';
import { credit } from '../modules/finance';
import type { TestServer } from './harness';

// What a booking test file starts from: the demo agent's contract with its unused AWB numbers and
// money enough for every hold, and the days' legs out of Nizhnevartovsk and Tyumen on sale, on time
// and empty (the seeded month closes and fills some at random).

export async function prepareBooking(server: TestServer, legs: { from: string; to: string }): Promise<{ agentContract: number; unused: string[] }> {
  const [agent] = await server.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.number, 'UT-AG-2024/017'));
  const agentContract = agent!.id;
  const unused = (
    await server.db
      .select({ prefix: stockItems.prefix, serial: stockItems.serial })
      .from(stockItems)
      .innerJoin(stocks, eq(stocks.id, stockItems.stockId))
      .where(and(eq(stocks.contractId, agentContract), eq(stockItems.status, 'unused')))
      .orderBy(asc(stockItems.number))
  ).map((item) => formatAwb(item));
  await credit(server.db, agentContract, 'payment', money(50_000_000_00, 'RUB'));
  await server.db
    .update(flightLegs)
    .set({ status: 'scheduled', saleClosed: false, closed: false, etd: null, eta: null, acceptedWeight: 0, acceptedVolume: 0, acceptedPieces: 0, waitlistedWeight: 0, waitlistedVolume: 0, waitlistedPieces: 0 })
    .where(and(inArray(flightLegs.departure, ['NJC', 'TJM']), gte(flightLegs.departureDate, legs.from), lte(flightLegs.departureDate, legs.to)));
  return { agentContract, unused };
}
