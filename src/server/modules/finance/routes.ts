import type { FastifyInstance } from 'fastify';
import { balanceApi, paymentsApi } from '@shared/finance/api';
import { parseAmount } from '@shared/finance/amount';
import { documentsApi } from '@shared/finance/documents-api';
import { MAX_STATEMENT_BYTES } from '@shared/finance/statement';
import { serve } from '../../api/serve';
import { requireUser } from '../../plugins/auth';
import { NotFoundError } from '../../errors';
import { contentDisposition } from '../../lib/file-names';
import { readUploadedFile } from '../../resources/upload-file';
import { contractBalance, contractBalanceList, userBalances } from './balance-read';
import { cashFlow, cashFlowBlocks } from './cash-flow';
import { correctBalance } from './correction';
import { readDocumentForm } from './documents-form';
import { generateDocument } from './documents-generate';
import { documentById, documentFile, listDocuments } from './documents-read';
import { removeDocument, uploadDocument } from './documents-upload';
import { listOperations, operationById } from './operations';
import { exportOperations } from './operations-xlsx';
import { decidePayment, listPayments, paymentById, registerPayment } from './payments';
import { importStatement } from './statement-import';

// The finance area's calls (src/shared/finance/api.ts): the balance calls of section 7, the
// balance page's export and the staff's manual correction, payments and the bank statement import
// (one import at a time per user, as the resources' uploads), and documents.

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  serve(app, balanceApi.user, async ({ request }) => userBalances(app.db, requireUser(request)));
  serve(app, balanceApi.list, async ({ query, request }) => listOperations(app.db, requireUser(request), query));
  serve(app, balanceApi.xlsx, async ({ query, request, reply }) => {
    const stream = await exportOperations(app.db, requireUser(request), query, request.t);
    const file = `balance-${new Date().toISOString().slice(0, 10)}.xlsx`;
    reply.header('content-type', balanceApi.xlsx.answer.contentType).header('content-disposition', `attachment; filename="${file}"`);
    return stream;
  });
  serve(app, balanceApi.contract, async ({ params, request }) => contractBalance(app.db, requireUser(request), params.id));
  serve(app, balanceApi.contracts, async ({ query, request }) => contractBalanceList(app.db, requireUser(request), query.id));
  serve(app, balanceApi.cashFlowBlocks, async ({ params, query, request }) => cashFlowBlocks(app.db, requireUser(request), params.id, query));
  serve(app, balanceApi.cashFlow, async ({ params, query, request }) => cashFlow(app.db, requireUser(request), params.id, query));
  serve(app, balanceApi.correct, async ({ body, request }) => {
    const user = requireUser(request);
    const entry = await correctBalance(app.db, user, body.contractId, { amount: parseAmount(body.amount, body.currency), currency: body.currency }, body.reason);
    const operation = await operationById(app.db, user, entry.id);
    if (!operation) throw new NotFoundError();
    return operation;
  });

  serve(app, paymentsApi.list, async ({ query, request }) => listPayments(app.db, requireUser(request), query));
  serve(app, paymentsApi.get, async ({ params, request }) => paymentById(app.db, requireUser(request), params.id));
  serve(app, paymentsApi.create, async ({ body, request }) => {
    const user = requireUser(request);
    return paymentById(app.db, user, await registerPayment(app.db, user, body));
  });
  serve(app, paymentsApi.decide, async ({ params, body, request }) => {
    const user = requireUser(request);
    await decidePayment(app.db, user, params.id, body);
    return paymentById(app.db, user, params.id);
  });
  serve(app, paymentsApi.statement, async ({ request }) => {
    const user = requireUser(request);
    return app.imports.run(user.userId, async () => importStatement(app.db, user, await readUploadedFile(request, MAX_STATEMENT_BYTES)));
  });

  serve(app, documentsApi.list, async ({ query, request }) => listDocuments(app.db, requireUser(request), query));
  serve(app, documentsApi.file, async ({ params, request, reply }) => {
    const file = await documentFile(app.db, requireUser(request), params.id);
    reply
      .header('content-type', file.contentType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return file.content;
  });
  serve(app, documentsApi.generate, async ({ body, request }) => {
    const user = requireUser(request);
    return documentById(app.db, user, await generateDocument(app.db, user, body));
  });
  serve(app, documentsApi.upload, async ({ request }) => {
    const user = requireUser(request);
    return documentById(app.db, user, await uploadDocument(app.db, user, await readDocumentForm(request)));
  });
  serve(app, documentsApi.remove, async ({ params, request }) => removeDocument(app.db, requireUser(request), params.id));
}
