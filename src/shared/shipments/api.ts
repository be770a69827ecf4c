import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdParamsSchema, IdTextSchema } from '../api/params';
import { M, msg } from '../validation';
import { SHIPMENT_ABILITIES } from './abilities';
import { AwbAcceptBodySchema, AwbConfirmBodySchema, AwbUndoBodySchema, CargoEditBodySchema, MovementBodySchema } from './actions';
import { AttachmentFieldsSchema } from './attachments';
import { AwbEditBodySchema, AwbIssueBodySchema } from './awb';
import { MAX_PRINT_OFFSET_MM, PRINT_FORMS } from './awb-form';
import { RefundAnswerBodySchema, RefundBodySchema, RefundQuoteQuerySchema, RefundQuoteSchema } from './refund';
import { ServiceListQuerySchema, ServiceOfferSchema, ServiceOrderBodySchema, ServicePageSchema, ServiceRowSchema } from './services';
import { ShipmentDetailSchema, ShipmentListQuerySchema, ShipmentPageSchema } from './shipment';
import { AwbInputSchema } from './tracking';
import { trackingEndpoint } from './tracking-api';

// Shipments (issue 17): public tracking by AWB number, the list, one shipment, its AWB edited and
// issued, the airline's confirmation and the terminal's acceptance, and the printed forms.

/** A paper offset in mm from the query (the desktop's per-workstation setting): one decimal at most. */
const offset = v.optional(
  v.pipe(
    v.string(msg(M.float)),
    v.regex(/^-?\d{1,2}(\.\d)?$/, msg(M.float)),
    v.transform(Number),
    v.minValue(-MAX_PRINT_OFFSET_MM, msg(M.minValue)),
    v.maxValue(MAX_PRINT_OFFSET_MM, msg(M.maxValue)),
  ),
  '0',
);
export const PrintQuerySchema = v.object({ offsetX: offset, offsetY: offset });
const form = v.picklist(PRINT_FORMS, msg(M.invalid));
const PDF = { kind: 'file', contentType: 'application/pdf' } as const;

const action = <B extends v.GenericSchema>(path: string, summary: string, ability: string, body: B, description?: string) =>
  endpoint({
    method: 'POST',
    path: `/api/shipments/id-{id}/${path}`,
    summary,
    ...(description ? { description } : {}),
    tag: 'shipments',
    access: 'USER',
    ability,
    params: IdParamsSchema,
    body,
    answer: json(ShipmentDetailSchema),
  });

export const shipmentsApi = {
  tracking: trackingEndpoint,
  list: endpoint({
    method: 'GET',
    path: '/api/shipments',
    summary: "The caller's shipments (the airline's staff: the airline's), filtered and sorted, a page at a time",
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    query: ShipmentListQuerySchema,
    answer: json(ShipmentPageSchema),
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/api/shipments/xlsx',
    summary: 'The shipments of the same filters and order as an xlsx workbook (up to 100,000 rows)',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    query: ShipmentListQuerySchema,
    answer: { kind: 'file', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/shipments/id-{id}',
    summary: 'One shipment: its AWB data, parties, bookings, movements, history, the correction time left and what the caller may do',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    answer: json(ShipmentDetailSchema),
  }),
  byAwb: endpoint({
    method: 'GET',
    path: '/api/shipments/awb/{awb}',
    summary: 'One shipment by its AWB number (the notification links open /shipments/{AWB})',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: v.object({ awb: AwbInputSchema }),
    answer: json(ShipmentDetailSchema),
  }),
  editAwb: endpoint({
    method: 'PUT',
    path: '/api/shipments/id-{id}/awb',
    summary: "Edits the AWB's data: its parties, the goods' name, declared values, charges codes, handling information",
    description:
      'With `shipment.issue` (section 2\u2019s edit-awb). Before the issue freely; once issued, within the correction time of the airline settings (before the FWB is sent, and after): past it a client\u2019s edit is refused with code 703 (\u2018time for adjustments is over\u2019); the airline\u2019s staff may still correct. Every change is kept in the shipment\u2019s history with its value before and after.',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    body: AwbEditBodySchema,
    answer: json(ShipmentDetailSchema),
  }),
  issue: action(
    'issue',
    'Issues the AWB: the consent statements agreed, the contract charged, the correction time started',
    SHIPMENT_ABILITIES.issue,
    AwbIssueBodySchema,
    'Needs the shipper\u2019s and consignee\u2019s name, street, city and country (400 on each missing field) and a booking alive. The price held at booking is charged instead (the hold converted in the same transaction).',
  ),
  confirm: action('confirm', 'The airline confirms an issued AWB\u2019s data: the cargo is awaited at the terminal', SHIPMENT_ABILITIES.confirm, AwbConfirmBodySchema),
  undoConfirm: action('undo-confirm', 'The airline takes its confirmation back: the AWB is issued again, for the client to correct', SHIPMENT_ABILITIES.confirm, AwbUndoBodySchema),
  accept: action(
    'accept',
    'The terminal accepts the cargo with its measured pieces, weight and volume',
    SHIPMENT_ABILITIES.accept,
    AwbAcceptBodySchema,
    'A measured weight differing from the booked one re-prices the AWB (the difference charged or given back) and moves the flights\u2019 loads; a weight above the booked one by more than the settings\u2019 auto-confirm limit sends the bookings back to the airline (HN).',
  ),
  unaccept: action('unaccept', 'The terminal takes its acceptance back', SHIPMENT_ABILITIES.accept, AwbUndoBodySchema),
  movement: action(
    'movements',
    'Terminal staff enter a movement of the cargo (RCS, FOH, PRE, MAN, DEP, ARR, RCF, NFD, DLV, AWD, DIS)',
    SHIPMENT_ABILITIES.movements,
    MovementBodySchema,
    'It shows in the public tracking at once, and the client\u2019s users are told (group `booking`). A time more than an hour ahead is refused on `time`; the place must be on the shipment\u2019s route.',
  ),
  editCargo: endpoint({
    method: 'PUT',
    path: '/api/shipments/id-{id}/cargo',
    summary: 'Edits the booked cargo (pieces, weight, volume) on the same flights: answered and priced anew (section 2\u2019s edit booking)',
    description:
      'Before the cargo is accepted. The price made anew for the new cargo is agreed first (409, code 701, with the new price in `data.price`: send it back as `price`); then the bookings carry the new cargo, a weight past the auto-confirm limit goes back to the airline (HN), and the money follows: the hold replaced before the issue, the difference charged or given back after it.',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.change,
    params: IdParamsSchema,
    body: CargoEditBodySchema,
    answer: json(ShipmentDetailSchema),
  }),
  refundQuote: endpoint({
    method: 'GET',
    path: '/api/shipments/id-{id}/refund-quote',
    summary: 'What a refund of the AWB would return now (charged, fee kept, sum), and why it cannot be asked for, if it cannot',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    query: RefundQuoteQuerySchema,
    answer: json(RefundQuoteSchema),
  }),
  refund: action(
    'refunds',
    'Asks for a refund of the issued AWB (the refund form, its return terms agreed): a bid for the airline to answer',
    SHIPMENT_ABILITIES.refund,
    RefundBodySchema,
    'The sum is the airline\u2019s rules\u2019: a forced refund returns everything charged; a voluntary one, before the first flight leaves (after it: 409, code 704), less the settings\u2019 voluntary refund fee. One bid at a time.',
  ),
  answerRefund: endpoint({
    method: 'POST',
    path: '/api/shipments/refunds/id-{id}/answer',
    summary: 'The airline accepts a refund bid (the sum credited to the contract, what is still booked released, the AWB refunded) or rejects it',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.refundProcess,
    params: IdParamsSchema,
    body: RefundAnswerBodySchema,
    answer: json(ShipmentDetailSchema),
  }),
  cancelRefund: endpoint({
    method: 'POST',
    path: '/api/shipments/refunds/id-{id}/cancel',
    summary: 'The client takes its refund bid back before the airline answers it',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.refund,
    params: IdParamsSchema,
    answer: json(ShipmentDetailSchema),
  }),
  attach: endpoint({
    method: 'POST',
    path: '/api/shipments/id-{id}/attachments',
    summary: 'Attaches a document to the shipment: its type (a shipment file type) and the file (PDF, an image, an office document; 10 MB)',
    description: 'A client with `shipment.issue` or `shipment.change`, the airline\u2019s staff with `shipment.change`. The file\u2019s content must be what its name says.',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    form: { fields: AttachmentFieldsSchema, files: { name: 'file', max: 1, description: 'The document, up to 10 MB' } },
    answer: json(ShipmentDetailSchema),
  }),
  attachment: endpoint({
    method: 'GET',
    path: '/api/shipments/attachments/id-{id}',
    summary: 'A shipment\u2019s document, to download',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    answer: { kind: 'file', contentType: 'application/octet-stream' },
  }),
  removeAttachment: endpoint({
    method: 'DELETE',
    path: '/api/shipments/attachments/id-{id}',
    summary: 'Removes a shipment\u2019s document: its uploader, or the airline\u2019s staff',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    answer: json(ShipmentDetailSchema),
  }),
  services: endpoint({
    method: 'GET',
    path: '/api/services',
    summary: 'Services ordered with the shipments the caller reaches (storage, handling, documents, delivery), filtered, sorted and paged',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    query: ServiceListQuerySchema,
    answer: json(ServicePageSchema),
  }),
  serviceOffers: endpoint({
    method: 'GET',
    path: '/api/shipments/id-{id}/service-offers',
    summary: 'The services the shipment may be given, each with one unit\u2019s price for it',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    answer: json(v.array(ServiceOfferSchema)),
  }),
  orderService: endpoint({
    method: 'POST',
    path: '/api/shipments/id-{id}/services',
    summary: 'Orders a service with the shipment: priced for it times the quantity, charged to its contract',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.services,
    params: IdParamsSchema,
    body: ServiceOrderBodySchema,
    answer: json(ServiceRowSchema),
  }),
  serviceDone: endpoint({
    method: 'POST',
    path: '/api/services/id-{id}/done',
    summary: 'The airline marks a service done',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.servicesProcess,
    params: IdParamsSchema,
    answer: json(ServiceRowSchema),
  }),
  cancelService: endpoint({
    method: 'POST',
    path: '/api/services/id-{id}/cancel',
    summary: 'Cancels a service not yet done: its charge given back to the contract',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    answer: json(ServiceRowSchema),
  }),
  print: endpoint({
    method: 'GET',
    path: '/api/shipments/id-{id}/print/{form}',
    summary: 'The AWB as a PDF to print: on the airline\u2019s blank, a neutral blank, or the whole form on A4',
    description: 'An AWB not issued yet prints marked DRAFT. `offsetX`/`offsetY` (mm, \u00b120) shift the print for a workstation\u2019s printer.',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: v.object({ id: IdTextSchema, form }),
    query: PrintQuerySchema,
    answer: PDF,
  }),
  calibration: endpoint({
    method: 'GET',
    path: '/api/shipments/print/calibration/{form}',
    summary: 'A test page for a workstation\u2019s printer: marks at the form\u2019s key boxes to measure its offset',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: v.object({ form }),
    query: PrintQuerySchema,
    answer: PDF,
  }),
};
