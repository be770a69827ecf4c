import { eq } from 'drizzle-orm';
import { inputKeys } from '@shared/resources/define';
import type { SettingsKey } from '@shared/resources/settings/settings';
import { settingsResource } from '@shared/resources/settings/settings';
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
