import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import type { ResourceRowSchema } from '../resources/list-query';
import { resourceRowSchema } from '../resources/row-schema';
import { ACCREDITATION_ABILITIES } from './abilities';
import { ACTION_SEGMENTS, actionBodySchema, HistoryEntrySchema } from './actions';
import { accreditationsResource } from './definition';
import { RegisteredCompanySchema, InnQuerySchema } from './registry';
import { ACCREDITATION_ACTIONS, type AccreditationAction } from './workflow';

// The accreditation workflow's own calls beside the generic resource ones: the INN look-up of
// section 7, a request's history, and the airline's actions of section 4 (airline staff only).

const base = `/api${accreditationsResource.path}/id-{id}`;
// The request as the generic calls answer it (its rows are typed as any resource's).
const row = resourceRowSchema(accreditationsResource) as typeof ResourceRowSchema;

const actionApi = (action: AccreditationAction) =>
  endpoint({
    method: 'POST',
    path: `${base}/${ACTION_SEGMENTS[action]}`,
    summary: `The airline's action "${action}" on a request`,
    description: 'Allowed only from the statuses the workflow names; answers the request as it now is.',
    tag: 'accreditations',
    access: 'AK',
    ability: ACCREDITATION_ABILITIES.edit,
    params: IdParamsSchema,
    body: actionBodySchema(action) as v.GenericSchema<unknown, { comment: string | null; status?: string }>,
    answer: json(row),
  });

export const accreditationsApi = {
  inn: endpoint({
    method: 'GET',
    path: '/api/info/resource/russian-inn',
    summary: 'A Russian company by its INN, from the registry (null when unknown)',
    tag: 'accreditations',
    access: 'USER',
    ability: ACCREDITATION_ABILITIES.edit,
    query: InnQuerySchema,
    answer: json(v.nullable(RegisteredCompanySchema)),
  }),
  history: endpoint({
    method: 'GET',
    path: `${base}/history`,
    summary: "A request's history: every save and action, oldest first",
    tag: 'accreditations',
    access: 'USER',
    ability: ACCREDITATION_ABILITIES.view,
    params: IdParamsSchema,
    answer: json(v.array(HistoryEntrySchema)),
  }),
  actions: Object.fromEntries(ACCREDITATION_ACTIONS.map((action) => [action, actionApi(action)])) as Record<AccreditationAction, ReturnType<typeof actionApi>>,
};
