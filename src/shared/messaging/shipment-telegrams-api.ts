import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdTextSchema } from '../api/params';
import { SHIPMENT_ABILITIES } from '../shipments/abilities';
import { M, msg } from '../validation';
import { MESSAGING_ABILITIES } from './abilities';
import { TelegramAddresseeSchema } from './flight-telegrams-api';

// A shipment's telegrams from its info page (section 2's "FFA send", and its AWB's FWB): the
// telegram as it would go now, to whom the outgoing settings send it, and sending it.

/** The telegrams a shipment's page sends: the answer to its booking, its AWB's data. */
export const SHIPMENT_TELEGRAMS = ['FFA', 'FWB'] as const;
export type ShipmentTelegram = (typeof SHIPMENT_TELEGRAMS)[number];

export const ShipmentTelegramParamsSchema = v.object({ id: IdTextSchema, type: v.picklist(SHIPMENT_TELEGRAMS, msg(M.invalid)) });

export const ShipmentTelegramPreviewSchema = v.object({
  type: v.picklist(SHIPMENT_TELEGRAMS),
  awb: v.string(),
  /** The telegram as it would go now (CRLF line ends). */
  text: v.string(),
  /** The active outgoing settings of this type at the shipment's origin, for its contract or every one. */
  addressees: v.array(TelegramAddresseeSchema),
});
export type ShipmentTelegramPreview = v.InferOutput<typeof ShipmentTelegramPreviewSchema>;

export const ShipmentTelegramSentSchema = v.object({ letters: v.array(v.number()) });

const TAG = 'messaging';
const PATH = '/api/shipments/id-{id}/telegrams/{type}';

export const shipmentTelegramsApi = {
  preview: endpoint({
    method: 'GET',
    path: PATH,
    summary: 'What a shipment’s FFA (the answer to its booking, leg by leg) or FWB (its AWB’s data) says now, and to whom the outgoing settings send it',
    description: 'Airline staff only. FFA: each booked leg with its status (KK, HN, LL, CN, UU; a cancelled one XX), quoting the REF of the FFR it answers when the booking came by one; 409 for a shipment without bookings. FWB: the AWB as printed, in the version of the first FWB setting (16 without one); 409 while the AWB is not issued or lacks the shipper’s or consignee’s name, address, city or country.',
    tag: TAG,
    access: 'USER',
    ability: SHIPMENT_ABILITIES.view,
    params: ShipmentTelegramParamsSchema,
    answer: json(ShipmentTelegramPreviewSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: PATH,
    summary: 'Sends a shipment’s FFA or FWB by its outgoing settings: a letter per addressee, through the delivery queue',
    description: 'Needs the letters’ edit ability. Logged as sent in the cimp log and each letter in the letters log. 409 when no active setting of the type covers the shipment’s origin (and contract), or the telegram cannot be written (as the preview says). Sending the FWB starts the AWB’s correction time after sending.',
    tag: TAG,
    access: 'USER',
    ability: MESSAGING_ABILITIES.letters.edit,
    params: ShipmentTelegramParamsSchema,
    answer: json(ShipmentTelegramSentSchema),
  }),
} as const;
