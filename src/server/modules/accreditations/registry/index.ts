import * as v from 'valibot';
import type { Database } from '../../../db/client';
import { createDadataRegistry } from './dadata';
import { createLocalRegistry } from './local';
import type { InnRegistry } from './types';

export type { InnRegistry } from './types';
export { RegistryUnavailable } from './types';

// Which registry the INN look-up asks, from the environment, checked once at start:
//   INN_REGISTRY=local (default): the inn_registry table;
//   INN_REGISTRY=dadata with DADATA_API_KEY (and DADATA_URL for a self-hosted service,
//   INN_REGISTRY_TIMEOUT_MS, 5000 by default): DaData's findById/party.

const EnvSchema = v.object({
  INN_REGISTRY: v.optional(v.picklist(['local', 'dadata']), 'local'),
  DADATA_API_KEY: v.optional(v.pipe(v.string(), v.trim())),
  DADATA_URL: v.optional(v.pipe(v.string(), v.url()), 'https://suggestions.dadata.ru'),
  INN_REGISTRY_TIMEOUT_MS: v.pipe(v.optional(v.string(), '5000'), v.transform(Number), v.number(), v.integer(), v.minValue(100), v.maxValue(30_000)),
});

export function innRegistryFromEnv(db: Database, env: NodeJS.ProcessEnv = process.env): InnRegistry {
  const parsed = v.safeParse(EnvSchema, env);
  if (!parsed.success) throw new Error(`Bad environment: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '?'}: ${i.message}`).join('; ')}`);
  const e = parsed.output;
  if (e.INN_REGISTRY === 'local') return createLocalRegistry(db);
  if (!e.DADATA_API_KEY) throw new Error('Bad environment: INN_REGISTRY=dadata needs DADATA_API_KEY');
  return createDadataRegistry({ token: e.DADATA_API_KEY, url: e.DADATA_URL, timeoutMs: e.INN_REGISTRY_TIMEOUT_MS });
}
