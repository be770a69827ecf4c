import type { FastifyInstance } from 'fastify';
import { shipmentsApi } from '@shared/shipments/api';
import { serve } from '../../api/serve';
import { contentDisposition } from '../../lib/file-names';
import { requireUser } from '../../plugins/auth';
import { attachFile, findAttachment, readAttachment, removeAttachment } from './attachments';
import { acceptAwb, issueAwb, moveAwb } from './awb-actions';
import { editAwb } from './awb-edit';
import { editCargo } from './cargo-edit';
import { shipmentDetail, shipmentIdByAwb } from './detail';
import { buildAwbForm } from './awb-form-build';
import { listShipments } from './list';
import { enterMovement } from './movements';
import { answerRefund, cancelRefund, refundQuote, requestRefund } from './refunds';
import { renderAwbPdf } from './print/awb-pdf';
import { renderCalibrationPdf } from './print/calibration-pdf';
import { awbOf, reachShipment } from './scope';
import { trackAwb } from './service';
import { finishService, listServices, orderService, serviceOffers } from './services';
import { exportShipments } from './shipments-xlsx';

// The shipments area's calls (src/shared/shipments/api.ts): each action answers the shipment as
// its page shows it after the change.

export default async function shipmentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, shipmentsApi.tracking, async ({ params }) => trackAwb(app.db, params.awb));
  serve(app, shipmentsApi.list, async ({ query, request }) => listShipments(app.db, requireUser(request), query));
  serve(app, shipmentsApi.xlsx, async ({ query, request, reply }) => {
    const stream = await exportShipments(app.db, requireUser(request), query, request.t);
    reply.header('content-type', shipmentsApi.xlsx.answer.contentType).header('content-disposition', `attachment; filename="shipments-${new Date().toISOString().slice(0, 10)}.xlsx"`);
    return stream;
  });
  serve(app, shipmentsApi.get, async ({ params, request }) => shipmentDetail(app.db, requireUser(request), params.id));
  serve(app, shipmentsApi.byAwb, async ({ params, request }) => {
    const user = requireUser(request);
    return shipmentDetail(app.db, user, await shipmentIdByAwb(app.db, user, params.awb));
  });
  serve(app, shipmentsApi.editAwb, async ({ params, body, request }) => {
    const user = requireUser(request);
    await editAwb(app.db, user, params.id, body);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.issue, async ({ params, request }) => {
    const user = requireUser(request);
    await issueAwb(app.db, user, params.id);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.confirm, async ({ params, body, request }) => {
    const user = requireUser(request);
    await moveAwb(app.db, user, params.id, 'confirm', body.comment);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.undoConfirm, async ({ params, body, request }) => {
    const user = requireUser(request);
    await moveAwb(app.db, user, params.id, 'undoConfirm', body.comment);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.accept, async ({ params, body, request }) => {
    const user = requireUser(request);
    await acceptAwb(app.db, user, params.id, body);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.unaccept, async ({ params, body, request }) => {
    const user = requireUser(request);
    await moveAwb(app.db, user, params.id, 'unaccept', body.comment);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.movement, async ({ params, body, request }) => {
    const user = requireUser(request);
    await enterMovement(app.db, user, params.id, body);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.editCargo, async ({ params, body, request }) => {
    const user = requireUser(request);
    await editCargo(app.db, user, params.id, body);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.refundQuote, async ({ params, query, request }) => refundQuote(app.db, await reachShipment(app.db, requireUser(request), params.id), query.type));
  serve(app, shipmentsApi.refund, async ({ params, body, request }) => {
    const user = requireUser(request);
    await requestRefund(app.db, user, params.id, body);
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.answerRefund, async ({ params, body, request }) => {
    const user = requireUser(request);
    return shipmentDetail(app.db, user, await answerRefund(app.db, user, params.id, body));
  });
  serve(app, shipmentsApi.cancelRefund, async ({ params, request }) => {
    const user = requireUser(request);
    return shipmentDetail(app.db, user, await cancelRefund(app.db, user, params.id));
  });
  serve(app, shipmentsApi.attach, async ({ params, request }) => {
    const user = requireUser(request);
    await attachFile(app.db, user, params.id, await readAttachment(request));
    return shipmentDetail(app.db, user, params.id);
  });
  serve(app, shipmentsApi.attachment, async ({ params, request, reply }) => {
    const file = await findAttachment(app.db, requireUser(request), params.id);
    reply
      .header('content-type', file.mimeType)
      .header('content-disposition', contentDisposition(file.name))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return file.content;
  });
  serve(app, shipmentsApi.removeAttachment, async ({ params, request }) => {
    const user = requireUser(request);
    return shipmentDetail(app.db, user, await removeAttachment(app.db, user, params.id));
  });
  serve(app, shipmentsApi.services, async ({ query, request }) => listServices(app.db, requireUser(request), query));
  serve(app, shipmentsApi.serviceOffers, async ({ params, request }) => serviceOffers(app.db, await reachShipment(app.db, requireUser(request), params.id)));
  serve(app, shipmentsApi.orderService, async ({ params, body, request }) => orderService(app.db, requireUser(request), params.id, body));
  serve(app, shipmentsApi.serviceDone, async ({ params, request }) => finishService(app.db, requireUser(request), params.id, 'done'));
  serve(app, shipmentsApi.cancelService, async ({ params, request }) => finishService(app.db, requireUser(request), params.id, 'cancelled'));
  serve(app, shipmentsApi.print, async ({ params, query, request, reply }) => {
    const user = requireUser(request);
    const row = await reachShipment(app.db, user, params.id);
    const pdf = await renderAwbPdf(await buildAwbForm(app.db, row), params.form, { x: query.offsetX, y: query.offsetY });
    reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="awb-${awbOf(row)}-${params.form}.pdf"`);
    return pdf;
  });
  serve(app, shipmentsApi.calibration, async ({ params, query, reply }) => {
    reply.header('content-type', 'application/pdf').header('content-disposition', `inline; filename="calibration-${params.form}.pdf"`);
    return renderCalibrationPdf(params.form, { x: query.offsetX, y: query.offsetY });
  });
}
