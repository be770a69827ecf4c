import { eq } from 'drizzle-orm';
import type { RegisteredCompany } from '@shared/accreditations/registry';
import type { Database } from '../../../db/client';
import { innRegistry } from '../../../db/schema';
import type { InnRegistry } from './types';

/** The registry as the local `inn_registry` table holds it (an extract the operator loads, or the demo's). */
export function createLocalRegistry(db: Database): InnRegistry {
  return {
    name: 'local',
    async find(inn): Promise<RegisteredCompany | null> {
      const [row] = await db.select().from(innRegistry).where(eq(innRegistry.inn, inn)).limit(1);
      return row ?? null;
    },
  };
}
