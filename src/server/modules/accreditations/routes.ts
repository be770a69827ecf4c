import type { FastifyInstance } from 'fastify';
import { ACCREDITATION_ACTIONS, accreditationsApi, type ActionBody } from '@shared/accreditations';
import { serve } from '../../api/serve';
import { AppError, NotFoundError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { findRow } from '../../resources/query';
import { performAction } from './actions';
import { accreditationsBinding } from './binding';
import { listHistory } from './history';
import { innRegistryFromEnv, RegistryUnavailable, type InnRegistry } from './registry';

// The accreditation workflow's own routes beside the generic resource calls: the INN look-up of
// section 7, the airline's actions of section 4 (airline staff only: account role AK) and a
// request's history.

export interface AccreditationRoutesOptions {
  /** The registry the INN look-up asks; from the environment by default (registry/index.ts). */
  registry?: InnRegistry;
}

export default async function accreditationRoutes(app: FastifyInstance, options: AccreditationRoutesOptions = {}): Promise<void> {
  const registry = options.registry ?? innRegistryFromEnv(app.db);
  const { def } = accreditationsBinding;

  serve(app, accreditationsApi.inn, async ({ query, request }) => {
    try {
      return await registry.find(query.inn);
    } catch (error) {
      if (!(error instanceof RegistryUnavailable)) throw error;
      request.log.warn({ err: error, registry: registry.name }, 'INN look-up failed');
      throw new AppError(502, 'resources/accreditations:registry.unavailable');
    }
  });

  serve(app, accreditationsApi.history, async ({ params, request }) => {
    if (!(await findRow(app, accreditationsBinding, requireUser(request), def.abilities.view, params.id))) throw new NotFoundError();
    return listHistory(app.db, params.id);
  });

  for (const action of ACCREDITATION_ACTIONS) {
    serve(app, accreditationsApi.actions[action], async ({ params, body, request }) => {
      const user = requireUser(request);
      await performAction(app.db, accreditationsBinding, user, params.id, action, body as ActionBody);
      const row = await findRow(app, accreditationsBinding, user, def.abilities.view, params.id);
      if (!row) throw new NotFoundError();
      return row;
    });
  }
}
