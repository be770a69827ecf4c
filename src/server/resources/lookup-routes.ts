import type { FastifyInstance } from 'fastify';
import { lookupApi } from '@shared/resources/lookup-api';
import { LOOKUP_NAMES } from '@shared/resources/lookups';
import { serve } from '../api/serve';

// The autocomplete look-ups of section 7 (the contract in @shared/resources/lookup-api): search by
// code and name, or resolve given values, each through the provider the catalogue names.

export function registerLookups(app: FastifyInstance): void {
  for (const name of LOOKUP_NAMES) {
    const provider = app.lookups[name];
    serve(app, lookupApi(name), async ({ query, request }) => {
      const params: Record<string, string> = query.contractId ? { contractId: String(query.contractId) } : {};
      const ctx = { db: app.db, lookups: app.lookups, user: request.user, locale: request.locale, t: request.t, params };
      return query.values ? provider.resolve(ctx, query.values) : provider.search(ctx, query.q, query.limit);
    });
  }
}
