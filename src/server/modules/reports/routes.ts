import type { FastifyInstance } from 'fastify';
import { reportAwbApi } from '@shared/reports/api';
import { serve } from '../../api/serve';
import { AppError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { ReportBuilder } from './builder';
import { reportById, reportRow, listReports } from './read';
import { rebuildReport, requestReport } from './request';
import { exportReport } from './xlsx';

// The AWB report's calls (src/shared/reports/api.ts) and this process's builder: asking for a
// report answers at once and queues it; reports left building by a stop are counted again once
// the app is ready.

export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const builder = new ReportBuilder(app.db, app.log);
  app.addHook('onReady', async () => {
    await builder.resume();
  });
  app.addHook('preClose', async () => builder.stop());

  serve(app, reportAwbApi.create, async ({ body, request }) => {
    const user = requireUser(request);
    const id = await requestReport(app.db, user, body);
    builder.enqueue(id);
    return reportRow(app.db, user, id);
  });
  serve(app, reportAwbApi.rebuild, async ({ params, body, request }) => {
    const user = requireUser(request);
    await rebuildReport(app.db, user, params.id, body);
    builder.enqueue(params.id);
    return reportRow(app.db, user, params.id);
  });
  serve(app, reportAwbApi.list, async ({ query, request }) => listReports(app.db, requireUser(request), query));
  serve(app, reportAwbApi.get, async ({ params, request }) => reportById(app.db, requireUser(request), params.id));
  serve(app, reportAwbApi.xlsx, async ({ params, request, reply }) => {
    const report = await reportById(app.db, requireUser(request), params.id);
    if (report.state !== 'ready') throw new AppError(409, 'reports:awb.notReady');
    reply.header('content-type', reportAwbApi.xlsx.answer.contentType).header('content-disposition', `attachment; filename="awb-report-${report.id}-${report.dateFrom}-${report.dateTo}.xlsx"`);
    return exportReport(report, request.t);
  });
}
