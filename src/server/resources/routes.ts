import type {} from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_PREFIX, COMPANY_HEADER } from '@shared/api/paths';
import { listQuerySchema, type ListQuery } from '@shared/resources/list-query';
import { M, msg } from '@shared/validation';
import { AppError, NotFoundError } from '../errors';
import { parseInput } from '../lib/validate';
import { requireUser } from '../plugins/auth';
import type { ResourceBinding, WriteContext } from './binding';
import type { LookupContext } from './lookups';
import { findRow, listRows } from './query';
import { callerAirline, createRow, deleteRow, updateRow, validateInput } from './write';
import { exportXlsx } from './xlsx-export';
import { checkImport, writeImport } from './xlsx-import';

// Section 7's generic resource, for one definition: list, one row, create, update, delete, xlsx
// export and upload, each behind the definition's view or edit ability.

const IdParams = v.object({
  id: v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/, msg(M.integer)), v.transform(Number), v.maxValue(2_147_483_647, msg(M.maxValue))),
});

const lookupContext = (app: FastifyInstance, request: FastifyRequest): LookupContext => ({
  db: app.db,
  lookups: app.lookups,
  user: request.user,
  locale: request.locale,
  t: request.t,
  params: {},
});

export function registerResource(app: FastifyInstance, binding: ResourceBinding): void {
  const { def } = binding;
  const base = `${API_PREFIX}${def.path}`;
  const view = { access: 'USER', ability: def.abilities.view } as const;
  const edit = { access: 'USER', ability: def.abilities.edit } as const;
  const querySchema = listQuerySchema(def);
  const idOf = (request: FastifyRequest) => parseInput(IdParams, request.params).id;

  // Everything a write reads comes before its transaction: on the embedded database the
  // transaction holds the only connection.
  const writeContext = async (request: FastifyRequest): Promise<WriteContext> => {
    const user = requireUser(request);
    const company = request.headers[COMPANY_HEADER];
    const { confirm } = (request.query ?? {}) as { confirm?: unknown };
    return {
      db: app.db,
      lookups: app.lookups,
      user,
      airline: await callerAirline(app.db, user, typeof company === 'string' ? company : undefined),
      t: request.t,
      confirmed: confirm === '1' || confirm === 'true',
    };
  };
  const inTransaction = <T>(ctx: WriteContext, work: (tx: WriteContext) => Promise<T>): Promise<T> =>
    app.db.transaction((db) => work({ ...ctx, db }));
  const answer = async (request: FastifyRequest, id: number) => {
    const row = await findRow(app, binding, requireUser(request), def.abilities.view, id);
    if (!row) throw new NotFoundError();
    return row;
  };

  app.get(base, { config: view }, async (request) => listRows(app, binding, requireUser(request), parseInput(querySchema, request.query) as ListQuery));

  app.get(`${base}/xlsx`, { config: view }, async (request, reply: FastifyReply) => {
    const query = parseInput(querySchema, request.query) as ListQuery;
    const file = `${def.name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', `attachment; filename="${file}"`)
      .send(exportXlsx(app, binding, requireUser(request), query, request.t));
  });

  app.get(`${base}/id-:id`, { config: view }, async (request) => answer(request, idOf(request)));

  if (def.readOnly) return;

  app.post(base, { config: edit }, async (request, reply) => {
    const input = await validateInput(binding, lookupContext(app, request), request.body);
    const id = await inTransaction(await writeContext(request), (tx) => createRow(tx, binding, input));
    return reply.status(201).send(await answer(request, id));
  });

  app.put(`${base}/id-:id`, { config: edit }, async (request) => {
    const id = idOf(request);
    const input = await validateInput(binding, lookupContext(app, request), request.body);
    await inTransaction(await writeContext(request), (tx) => updateRow(tx, binding, id, input));
    return answer(request, id);
  });

  app.delete(`${base}/id-:id`, { config: edit }, async (request, reply) => {
    const id = idOf(request);
    // A row out of reach is a 404 whoever asks, before the caller's airline is looked for (a
    // newcomer withdrawing a request has none but the company header's).
    if (!(await findRow(app, binding, requireUser(request), def.abilities.edit, id))) throw new NotFoundError();
    await inTransaction(await writeContext(request), (tx) => deleteRow(tx, binding, id));
    return reply.status(204).send();
  });

  app.post(`${base}/upload`, { config: { ...edit, multipart: true } }, async (request) => {
    if (!request.isMultipart()) throw new AppError(415, 'errors:unsupportedMediaType');
    const file = await request.file();
    if (!file) throw new AppError(400, 'resources:import.noFile');
    const ctx = await writeContext(request);
    const rows = await checkImport(ctx, lookupContext(app, request), binding, await file.toBuffer());
    return inTransaction(ctx, (tx) => writeImport(tx, binding, rows));
  });
}
