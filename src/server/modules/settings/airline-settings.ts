import { eq } from 'drizzle-orm';
import { inputKeys } from '@shared/resources/define';
import type { SettingsKey } from '@shared/settings/definition';
import { settingsResource } from '@shared/settings/definition';
import type { Database } from '../../db/client';
import { airlines } from '../../db/schema';

/**
 * An airline's settings (section 3) as features read them: the shared definition names them, the
 * table gives their stored types (the type check fails if a setting has no column).
 */
export type AirlineSettings = Pick<typeof airlines.$inferSelect, 'id' | SettingsKey>;

const KEYS = inputKeys(settingsResource) as SettingsKey[];

/** The one place later features read an airline's settings from; null for an unknown airline. */
export async function getAirlineSettings(db: Database, airlineId: number): Promise<AirlineSettings | null> {
  const [row] = await db.select().from(airlines).where(eq(airlines.id, airlineId)).limit(1);
  if (!row) return null;
  return { id: row.id, ...Object.fromEntries(KEYS.map((key) => [key, row[key]])) } as AirlineSettings;
}

/** The access groups an airline gives its new clients, by what the accreditation makes of them. */
export interface ClientGroups {
  approved: number | null;
  shipper: number | null;
  expeditor: number | null;
}

/** Links the groups an airline's accreditation hands out (the accounts area makes them). */
export async function linkClientGroups(db: Database, airlineId: number, groups: ClientGroups): Promise<void> {
  await db
    .update(airlines)
    .set({ approvedAccessGroupId: groups.approved, shipperAccessGroupId: groups.shipper, expeditorAccessGroupId: groups.expeditor })
    .where(eq(airlines.id, airlineId));
}
