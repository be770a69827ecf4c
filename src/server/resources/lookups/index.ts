import { LOOKUP_NAMES, type LookupName } from '@shared/resources/lookups';
import type { LookupProvider } from './types';

// Every look-up of section 7 by name, gathered from the reference data and the areas that own them
// (each area's face lists its look-ups). The app builds it once and the resource engine reads
// referenced values through it, so the engine never imports an area.

export type LookupCatalog = Readonly<Record<LookupName, LookupProvider>>;

/** The catalogue of these providers: exactly one per look-up name, or the app does not start. */
export function lookupCatalog(providers: readonly LookupProvider[]): LookupCatalog {
  const byName = new Map<LookupName, LookupProvider>();
  for (const provider of providers) {
    if (byName.has(provider.name)) throw new Error(`Two providers of the look-up ${provider.name}`);
    byName.set(provider.name, provider);
  }
  const missing = LOOKUP_NAMES.filter((name) => !byName.has(name));
  if (missing.length) throw new Error(`No provider of the look-ups ${missing.join(', ')}`);
  return Object.fromEntries(byName) as LookupCatalog;
}

export type { LookupContext, LookupProvider } from './types';
export { like, prefix } from './types';
