import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { PageQuerySchema } from '../api/page';
import { IdParamsSchema } from '../api/params';
import { SHIPMENT_ABILITIES } from './abilities';
import { ShipmentDetailSchema, ShipmentPageSchema } from './shipment';
import { AwbInputSchema, TrackingSchema } from './tracking';

// Shipments: public tracking by AWB number, the caller's shipments and one shipment.

export const shipmentsApi = {
  tracking: endpoint({
    method: 'GET',
    path: '/api/shipments/tracking/{awb}',
    summary: 'Tracks a shipment by its AWB number (PPP-SSSSSSSS with the check digit): anybody holding the number may',
    tag: 'shipments',
    access: '*',
    params: v.object({ awb: AwbInputSchema }),
    answer: json(TrackingSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/shipments',
    summary: "The caller's shipments, newest first",
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    query: PageQuerySchema,
    answer: json(ShipmentPageSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/shipments/id-{id}',
    summary: 'One shipment with its movements',
    tag: 'shipments',
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: IdParamsSchema,
    answer: json(ShipmentDetailSchema),
  }),
};
