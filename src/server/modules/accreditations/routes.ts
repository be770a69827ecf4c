import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ACCREDITATION_ACTIONS, ACTION_SEGMENTS, actionBodySchema, InnQuerySchema, type ActionBody, type RegisteredCompany } from '@shared/accreditations';
import { API_PREFIX } from '@shared/api/paths';
import { M, msg } from '@shared/validation';
import { AppError, NotFoundError } from '../../errors';
import { parseInput } from '../../lib/validate';
import { requireUser } from '../../plugins/auth';
import { findRow } from '../../resources/query';
import { accreditationsBinding } from './binding';
import { performAction } from './actions';
import { listHistory } from './history';
import { innRegistryFromEnv, RegistryUnavailable, type InnRegistry } from './registry';

// The accreditation workflow's own routes beside the generic resource calls: the INN look-up of
// section 7, the airline's actions of section 4 (airline staff only: account role AK) and a
// request's history.

const IdParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, msg(M.integer)), v.transform(Number), v.maxValue(2_147_483_647, msg(M.maxValue))),
});

export interface AccreditationRoutesOptions {
  /** The registry the INN look-up asks; from the environment by default (registry/index.ts). */
  registry?: InnRegistry;
}

export default async function accreditationRoutes(app: FastifyInstance, options: AccreditationRoutesOptions = {}): Promise<void> {
  const registry = options.registry ?? innRegistryFromEnv(app.db);
  const { def } = accreditationsBinding;
  const base = `${API_PREFIX}${def.path}`;

  app.get(
    `${API_PREFIX}/info/resource/russian-inn`,
    { config: { access: 'USER', ability: def.abilities.edit } },
    async (request): Promise<RegisteredCompany | null> => {
      const { inn } = parseInput(InnQuerySchema, request.query);
      try {
        return await registry.find(inn);
      } catch (error) {
        if (!(error instanceof RegistryUnavailable)) throw error;
        request.log.warn({ err: error, registry: registry.name }, 'INN look-up failed');
        throw new AppError(502, 'resources/accreditations:registry.unavailable');
      }
    },
  );

  app.get(`${base}/id-:id/history`, { config: { access: 'USER', ability: def.abilities.view } }, async (request) => {
    const { id } = parseInput(IdParams, request.params);
    if (!(await findRow(app, accreditationsBinding, requireUser(request), def.abilities.view, id))) throw new NotFoundError();
    return listHistory(app.db, id);
  });

  for (const action of ACCREDITATION_ACTIONS) {
    const schema = actionBodySchema(action);
    app.post(`${base}/id-:id/${ACTION_SEGMENTS[action]}`, { config: { access: 'AK', ability: def.abilities.edit } }, async (request) => {
      const { id } = parseInput(IdParams, request.params);
      const body = parseInput(schema, request.body ?? {}) as ActionBody;
      const user = requireUser(request);
      await performAction(app.db, accreditationsBinding, user, id, action, body);
      const row = await findRow(app, accreditationsBinding, user, def.abilities.view, id);
      if (!row) throw new NotFoundError();
      return row;
    });
  }
}
