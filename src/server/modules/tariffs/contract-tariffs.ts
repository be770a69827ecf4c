import { and, asc, count, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ContractTariff, ContractTariffsPage, ContractTariffsQuery } from '@shared/tariffs/contract-tariffs-api';
import type { Database } from '../../db/client';
import { tariffs } from '../../db/schema';

// A contract's Tariffs tab (issue 13): the fares that apply to it, read for one contract the caller
// has already been found to reach. Its airline's public fares (naming no contract) and its own
// (naming it, alone or with others), in force today or later, from where the contract may sell;
// never a fare of another contract only.

export interface TariffContract {
  id: number;
  airlineId: number;
  /** Where the contract sells from; none: anywhere. A quote from elsewhere is refused, so fares from there do not apply. */
  saleOriginPoints: string[];
}

/** The fares of `contract` (public or its own) in force on `today` or later, a page at a time. */
export async function listContractTariffs(db: Pick<Database, 'select'>, contract: TariffContract, query: ContractTariffsQuery, today: string): Promise<ContractTariffsPage> {
  const where = and(
    eq(tariffs.airlineId, contract.airlineId),
    sql`(cardinality(${tariffs.contracts}) = 0 or ${contract.id} = any(${tariffs.contracts}))`,
    or(isNull(tariffs.finish), gte(tariffs.finish, today)),
    contract.saleOriginPoints.length ? inArray(tariffs.departure, contract.saleOriginPoints) : undefined,
    query.departure ? eq(tariffs.departure, query.departure) : undefined,
    query.arrival ? eq(tariffs.arrival, query.arrival) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: tariffs.id,
        departure: tariffs.departure,
        arrival: tariffs.arrival,
        transfer: tariffs.transfer,
        direct: tariffs.direct,
        begin: tariffs.begin,
        finish: tariffs.finish,
        basis: tariffs.basis,
        currency: tariffs.currency,
        measure: tariffs.measure,
        minValue: tariffs.minValue,
        normal: tariffs.normal,
        breaks: tariffs.breaks,
        own: sql<boolean>`${contract.id} = any(${tariffs.contracts})`,
      })
      .from(tariffs)
      .where(where)
      // The id last: a page boundary never splits rows of the same route and dates in two orders.
      .orderBy(asc(tariffs.departure), asc(tariffs.arrival), asc(tariffs.begin), asc(tariffs.basis), asc(tariffs.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(tariffs).where(where),
  ]);
  return {
    // Written through the tariffs' schema: the picklists hold.
    items: rows.map((row) => ({ ...row, basis: row.basis as ContractTariff['basis'], currency: row.currency as ContractTariff['currency'], measure: row.measure as ContractTariff['measure'] })),
    total: total?.n ?? 0,
  };
}
