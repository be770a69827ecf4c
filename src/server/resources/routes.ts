import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMPANY_HEADER } from '@shared/api/paths';
import { apiOf } from '@shared/resources/api';
import { mayImport } from '@shared/resources/import-rights';
import type { ListQuery, ResourceRow } from '@shared/resources/list-query';
import { serve } from '../api/serve';
import { ForbiddenError, NotFoundError } from '../errors';
import { requireUser } from '../plugins/auth';
import type { ResourceBinding, WriteContext } from './binding';
import type { LookupContext } from './lookups';
import { findRow, listRows } from './query';
import { callerAirline, checkReferences, createRow, deleteRow, updateRow } from './write';
import { readUploadedFile } from './upload-file';
import { writeEffects } from './write-effects';
import { exportXlsx } from './xlsx-export';
import { checkImport, MAX_IMPORT_FILE_BYTES, writeImport } from './xlsx-import';

// Section 7's generic resource, for one definition: list, one row, create, update, delete, xlsx
// export and upload, each behind the definition's view or edit ability (the contract in
// @shared/resources/api says which). An upload also needs the import right (mayImport: no
// applicant imports) and waits for no other import of the same user (app.imports).

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
  const api = apiOf(def);

  // Everything a write reads comes before its transaction: on the embedded database the
  // transaction holds the only connection.
  const writeContext = async (request: FastifyRequest, confirm: string | undefined): Promise<WriteContext> => {
    const user = requireUser(request);
    const company = request.headers[COMPANY_HEADER];
    return {
      db: app.db,
      lookups: app.lookups,
      user,
      airline: await callerAirline(app.db, user, typeof company === 'string' ? company : undefined),
      t: request.t,
      confirmed: confirm === '1' || confirm === 'true',
      effects: writeEffects(),
      allowPrivateReceivers: app.config.delivery.allowPrivateReceivers,
    };
  };
  // The request's rows, then what they noted to do once (ctx.effects), in one transaction.
  const inTransaction = <T>(ctx: WriteContext, work: (tx: WriteContext) => Promise<T>): Promise<T> =>
    app.db.transaction(async (db) => {
      const tx = { ...ctx, db };
      const result = await work(tx);
      await tx.effects.run(tx);
      return result;
    });
  const answer = async (request: FastifyRequest, id: number): Promise<ResourceRow> => {
    const row = await findRow(app, binding, requireUser(request), def.abilities.view, id);
    if (!row) throw new NotFoundError();
    return row;
  };

  serve(app, api.list, async ({ query, request }) => listRows(app, binding, requireUser(request), query as ListQuery));

  serve(app, api.xlsx, async ({ query, request, reply }) => {
    const file = `${def.name}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    reply.header('content-type', api.xlsx.answer.contentType).header('content-disposition', `attachment; filename="${file}"`);
    return exportXlsx(app, binding, requireUser(request), query as ListQuery, request.t);
  });

  serve(app, api.get, async ({ params, request }) => answer(request, params.id));

  if (def.readOnly) return;

  serve(
    app,
    api.create,
    async ({ query, body, request }) => {
      await checkReferences(binding, lookupContext(app, request), body);
      const id = await inTransaction(await writeContext(request, query.confirm), (tx) => createRow(tx, binding, body));
      return answer(request, id);
    },
    { topFieldErrors: true },
  );

  serve(
    app,
    api.update,
    async ({ params, query, body, request }) => {
      // References are checked against the row as the caller may edit it: out of reach, it is a 404.
      const stored = await findRow(app, binding, requireUser(request), def.abilities.edit, params.id);
      if (!stored) throw new NotFoundError();
      await checkReferences(binding, lookupContext(app, request), body, stored);
      await inTransaction(await writeContext(request, query.confirm), (tx) => updateRow(tx, binding, params.id, body));
      return answer(request, params.id);
    },
    { topFieldErrors: true },
  );

  serve(app, api.remove, async ({ params, request }) => {
    // A row out of reach is a 404 whoever asks, before the caller's airline is looked for (a
    // newcomer withdrawing a request has none but the company header's).
    if (!(await findRow(app, binding, requireUser(request), def.abilities.edit, params.id))) throw new NotFoundError();
    await inTransaction(await writeContext(request, undefined), (tx) => deleteRow(tx, binding, params.id));
  });

  serve(app, api.upload, async ({ query, request }) => {
    const user = requireUser(request);
    if (!mayImport(def, user)) throw new ForbiddenError();
    return app.imports.run(user.userId, async () => {
      const file = await readUploadedFile(request, MAX_IMPORT_FILE_BYTES);
      const ctx = await writeContext(request, query.confirm);
      const rows = await checkImport(ctx, lookupContext(app, request), binding, file);
      return inTransaction(ctx, (tx) => writeImport(tx, binding, rows));
    });
  });
}
