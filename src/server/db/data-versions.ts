import { sql } from 'drizzle-orm';
import type { Database } from './client';

// The tables behind each cached computation, whose every statement moves its version on
// (schema/versions.ts). Statement-level triggers: a bulk import moves it once. Kept beside the
// migrations and installed with them (idempotent), since the schema generator does not describe
// triggers.

export const DATA_VERSIONS = {
  /** A flight leg's capacity: the aircraft, payload, passenger and baggage handbooks and the airline settings. */
  capacity: ['capacities', 'payloads', 'paxes', 'baggages', 'airlines'],
  /** What a booking is answered by and a search joins flights with: the rules, terminals, allowed routes, holds and settings. */
  booking: ['booking_rules', 'handlers', 'allowed_routes', 'capacities', 'airlines'],
  /** What a price is made of: tariffs, taxes, surcharges, dynamic rules, products, the weight settings and the airports' countries. */
  /** Where quotas are (a booking reads their use under its locks only on legs a quota covers). */
  quotas: ['quotas'],
  pricing: ['tariffs', 'taxes', 'surcharges', 'dynamic_pricing', 'products', 'airlines', 'airports', 'contract_payment_methods', 'contracts'],
} as const;

export type DataVersionName = keyof typeof DATA_VERSIONS;

export async function installDataVersionTriggers(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`create or replace function cabinet_bump_data_version() returns trigger language plpgsql as $$
begin
  insert into data_versions (name, version) values (tg_argv[0], 1)
    on conflict (name) do update set version = data_versions.version + 1;
  return null;
end $$`),
  );
  for (const [name, tables] of Object.entries(DATA_VERSIONS)) {
    for (const table of tables) {
      await db.execute(
        sql.raw(
          `create or replace trigger ${table}_bump_${name}_version after insert or update or delete or truncate on ${table} for each statement execute function cabinet_bump_data_version('${name}')`,
        ),
      );
    }
  }
}
