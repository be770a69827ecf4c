import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { AwbInputSchema, TrackingSchema } from './tracking';

// The public tracking endpoint on its own: the landing page loads it, and the rest of the
// shipments contract (refunds, services, the AWB's body, the ledger's types) has no place there.

export const trackingEndpoint = endpoint({
  method: 'GET',
  path: '/api/shipments/tracking/{awb}',
  summary: 'Tracks a shipment by its AWB number (PPP-SSSSSSSS with the check digit): anybody holding the number may',
  tag: 'shipments',
  access: '*',
  params: v.object({ awb: AwbInputSchema }),
  answer: json(TrackingSchema),
});
