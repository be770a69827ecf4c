import { and, eq, sql } from 'drizzle-orm';
import type { SearchRoute, SearchTerminal } from '@shared/booking/connections';
import type { Database } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { versionedCache, type DataVersionsNow } from '../../db/versioned-cache';
import { rowsAsJson } from '../../db/rows-as-json';
import { airlines, allowedRoutes, handlers } from '../../db/schema';

// What decides which flights a search may join, read in one prepared statement: the allowed
// routes of the pair asked for, the airline's cargo terminals (acceptance and transfer times) and
// its sales-open interval (section 3's handbooks and settings).

export interface SearchHandbooks {
  iata: string;
  routes: SearchRoute[];
  terminals: Map<string, SearchTerminal>;
  /** Minutes before departure that sales open; null: no limit. */
  salesOpenMinutes: number | null;
}

const statement = perDatabase((db) => {
  const airline = sql.placeholder('airlineId');
  return db
    .select({
      iata: airlines.iata,
      salesOpenInterval: airlines.salesOpenInterval,
      salesOpenIntervalUnit: airlines.salesOpenIntervalUnit,
      routes: rowsAsJson(
        allowedRoutes,
        { departure: allowedRoutes.departure, arrival: allowedRoutes.arrival, transfers: allowedRoutes.transfers, direct: allowedRoutes.direct },
        and(eq(allowedRoutes.airlineId, airline), eq(allowedRoutes.departure, sql.placeholder('departure')), eq(allowedRoutes.arrival, sql.placeholder('arrival')))!,
      ),
      terminals: rowsAsJson(
        handlers,
        {
          airport: handlers.airport,
          latMinutes: handlers.latMinutes,
          minDomesticTransferMinutes: handlers.minDomesticTransferMinutes,
          minInternationalTransferMinutes: handlers.minInternationalTransferMinutes,
          maxTransferMinutes: handlers.maxTransferMinutes,
          acceptsCargo: handlers.acceptsCargo,
          transfer: handlers.transfer,
        },
        eq(handlers.airlineId, airline),
      ),
    })
    .from(airlines)
    .where(eq(airlines.id, airline))
    .prepare('search_handbooks');
});

const cache = versionedCache<[number, string, string], SearchHandbooks | null>('booking', (key) => key.join('-'));

/** What a search of the pair joins flights with, kept while its tables stand (data-versions.ts). */
export function loadSearchHandbooks(db: Database, airlineId: number, departure: string, arrival: string, versions?: DataVersionsNow): Promise<SearchHandbooks | null> {
  return cache.get(db, [airlineId, departure, arrival], () => readSearchHandbooks(db, airlineId, departure, arrival), versions);
}

async function readSearchHandbooks(db: Database, airlineId: number, departure: string, arrival: string): Promise<SearchHandbooks | null> {
  const [row] = await statement(db).execute({ airlineId, departure, arrival });
  if (!row) return null;
  // An airport with several terminals: the first that takes transfers speaks for it, else the first.
  const terminals = new Map<string, SearchTerminal>();
  for (const terminal of row.terminals) {
    const known = terminals.get(terminal.airport);
    if (!known || (!known.transfer && terminal.transfer)) terminals.set(terminal.airport, terminal);
  }
  const interval = row.salesOpenInterval;
  return {
    iata: row.iata,
    routes: row.routes,
    terminals,
    salesOpenMinutes: interval === null ? null : interval * (row.salesOpenIntervalUnit === 'hours' ? 60 : 1440),
  };
}
