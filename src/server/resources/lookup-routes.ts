import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { API_PREFIX } from '@shared/api/paths';
import { LOOKUP_NAMES } from '@shared/resources/lookups';
import { M, msg } from '@shared/validation';
import { parseInput } from '../lib/validate';

// The autocomplete lookups of section 7: `GET /api/autocomplete/{name}?q=` searches by code and
// name; `?values[0]=...` resolves given values (a form showing what is stored).

const QuerySchema = v.object({
  q: v.optional(v.pipe(v.string(msg(M.invalidType)), v.maxLength(100, msg(M.maxLength))), ''),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, msg(M.integer)), v.transform(Number), v.minValue(1, msg(M.minValue)), v.maxValue(100, msg(M.maxValue))), '20'),
  values: v.optional(v.pipe(v.array(v.pipe(v.string(msg(M.invalidType)), v.maxLength(40, msg(M.maxLength))), msg(M.invalidType)), v.maxLength(200, msg(M.maxLength)))),
  contractId: v.optional(v.pipe(v.string(), v.regex(/^\d{1,10}$/, msg(M.integer)))),
});

export const lookupPath = (name: string): string => `${API_PREFIX}/autocomplete/${name}`;

export function registerLookups(app: FastifyInstance): void {
  for (const name of LOOKUP_NAMES) {
    const provider = app.lookups[name];
    app.get(lookupPath(name), { config: { access: provider.access } }, async (request) => {
      const query = parseInput(QuerySchema, request.query);
      const params: Record<string, string> = query.contractId ? { contractId: query.contractId } : {};
      const ctx = { db: app.db, lookups: app.lookups, user: request.user, locale: request.locale, t: request.t, params };
      return query.values ? provider.resolve(ctx, query.values) : provider.search(ctx, query.q, query.limit);
    });
  }
}
