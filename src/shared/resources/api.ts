import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { file, json, emptyObject } from '../api/json';
import { pageOf } from '../api/page';
import { ConfirmQuerySchema, IdParamsSchema } from '../api/params';
import type { ResourceDef } from './define';
import { listQuerySchema, type ResourceRowSchema } from './list-query';
import { resourceRowSchema } from './row-schema';

// Section 7's generic resource calls for one definition: list, one row, create, update, delete,
// the xlsx export and the upload of an edited sheet, each behind the resource's view or edit
// ability. The server registers them for every resource on the engine and the renderer's generic
// pages call them.

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an upload did: rows added and rows changed. */
export const ImportResultSchema = v.object({ created: v.number(), updated: v.number() });
export type ImportResult = v.InferOutput<typeof ImportResultSchema>;

/** The body of create and update: the definition's own input, read as a row. */
type Input = v.GenericSchema<unknown, Record<string, unknown>>;

export function resourceApi(def: ResourceDef) {
  const base = `/api${def.path}`;
  const one = `${base}/id-{id}`;
  const view = { tag: def.area, access: 'USER', ability: def.abilities.view } as const;
  const edit = { tag: def.area, access: 'USER', ability: def.abilities.edit } as const;
  const row = resourceRowSchema(def) as typeof ResourceRowSchema;
  const query = listQuerySchema(def);
  const input = def.input as Input;
  return {
    list: endpoint({ ...view, method: 'GET', path: base, summary: `The ${def.name} list: a page, sorted and filtered`, query, answer: json(pageOf(row)) }),
    get: endpoint({ ...view, method: 'GET', path: one, summary: `One row of ${def.name}`, params: IdParamsSchema, answer: json(row) }),
    create: endpoint({
      ...edit,
      method: 'POST',
      path: base,
      summary: `Adds a row to ${def.name}`,
      query: ConfirmQuerySchema,
      body: input,
      answer: json(row),
    }),
    update: endpoint({
      ...edit,
      method: 'PUT',
      path: one,
      summary: `Replaces a row of ${def.name}`,
      params: IdParamsSchema,
      query: ConfirmQuerySchema,
      body: input,
      answer: json(row),
    }),
    remove: endpoint({ ...edit, method: 'DELETE', path: one, summary: `Deletes a row of ${def.name}`, params: IdParamsSchema, answer: emptyObject }),
    xlsx: endpoint({
      ...view,
      method: 'GET',
      path: `${base}/xlsx`,
      summary: `The ${def.name} list as an xlsx sheet, with the list's filters`,
      query,
      answer: file(XLSX_TYPE),
    }),
    upload: endpoint({
      ...edit,
      method: 'POST',
      path: `${base}/upload`,
      summary: `Adds and changes rows of ${def.name} from an edited xlsx sheet`,
      description:
        'Every row is checked first; nothing is written unless all pass. A row with an ID changes that row; without, it adds one. ' +
        'Refused with 400 past 10,000 rows, a cell over 32,767 characters or 50 MB of sheet XML, with 413 over 10 MB, with 429 while ' +
        "the caller's previous import runs, and with 403 for a company still applying.",
      query: ConfirmQuerySchema,
      form: { fields: v.object({}), files: { name: 'file', max: 1, description: 'The xlsx sheet, with the columns of the export' } },
      answer: json(ImportResultSchema),
    }),
  };
}

export type ResourceApi = ReturnType<typeof resourceApi>;

const built = new WeakMap<ResourceDef, ResourceApi>();

/** The resource's calls, built once per definition (their schemas are derived from it). */
export function apiOf(def: ResourceDef): ResourceApi {
  let api = built.get(def);
  if (!api) built.set(def, (api = resourceApi(def)));
  return api;
}
