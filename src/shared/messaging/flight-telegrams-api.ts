import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { json } from '../api/json';
import { IdTextSchema } from '../api/params';
import { FLIGHT_ABILITIES } from '../flights/abilities';
import { M, msg } from '../validation';
import { FLIGHT_TELEGRAMS, SETTING_PROTOCOLS } from './settings';

// A flight leg's telegrams from its info page (section 2: FBL send and history, FFM send): what
// the leg's FBL or FFM says now and to whom the outgoing settings send it, and sending it.

export const FlightTelegramParamsSchema = v.object({ id: IdTextSchema, type: v.picklist(FLIGHT_TELEGRAMS, msg(M.invalid)) });

/** An outgoing setting the telegram goes by: how and to whom. */
export const TelegramAddresseeSchema = v.object({
  settingId: v.number(),
  protocol: v.picklist(SETTING_PROTOCOLS),
  recipients: v.array(v.string()),
  /** Copies and the arrival port's receivers, by e-mail. */
  copy: v.array(v.string()),
});

export const FlightTelegramPreviewSchema = v.object({
  type: v.picklist(FLIGHT_TELEGRAMS),
  /** The leg as its letters name it: `UT561/27NOV VKO-EVN`. */
  leg: v.string(),
  /** The telegram as it would go now, one text a part (CRLF line ends). */
  parts: v.array(v.string()),
  /** The consignments it lists (0: a NIL telegram). */
  consignments: v.number(),
  /** The active outgoing settings of this type at the leg's departure airport that do not exclude its arrival. */
  addressees: v.array(TelegramAddresseeSchema),
  /** Whether the leg's telegram of this type has been sent before. */
  sent: v.boolean(),
});
export type FlightTelegramPreview = v.InferOutput<typeof FlightTelegramPreviewSchema>;

export const FlightTelegramSentSchema = v.object({
  /** The letters written, one per addressee and part; the delivery queue sends them. */
  letters: v.array(v.number()),
});
export type FlightTelegramSent = v.InferOutput<typeof FlightTelegramSentSchema>;

const TAG = 'messaging';
const PATH = '/api/flights/segments/id-{id}/telegrams/{type}';

export const flightTelegramsApi = {
  preview: endpoint({
    method: 'GET',
    path: PATH,
    summary: 'What a leg’s FBL or FFM says now, and to whom the outgoing settings send it',
    description:
      'Airline staff only. The FBL lists the leg’s confirmed (KK) bookings; the FFM those whose cargo has been accepted. Nothing on the leg gives a NIL telegram. A long one comes in parts (CONT, LAST).',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.info,
    params: FlightTelegramParamsSchema,
    answer: json(FlightTelegramPreviewSchema),
  }),
  send: endpoint({
    method: 'POST',
    path: PATH,
    summary: 'Sends a leg’s FBL or FFM by its outgoing settings: a letter per addressee and part, through the delivery queue',
    description:
      'Needs flight control on the leg’s route. The telegram is logged as sent (direction OUT) in the cimp log and each letter in the letters log, whose status follows its delivery (processed, success, error). 409 when no active outgoing setting of the type covers the leg’s departure airport.',
    tag: TAG,
    access: 'USER',
    ability: FLIGHT_ABILITIES.control,
    params: FlightTelegramParamsSchema,
    answer: json(FlightTelegramSentSchema),
  }),
} as const;
