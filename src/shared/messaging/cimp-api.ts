import * as v from 'valibot';
import { endpoint } from '../api/contract';
import { file, json } from '../api/json';
import { IdParamsSchema } from '../api/params';
import { MESSAGING_ABILITIES } from './abilities';
import { CimpMessageSchema } from './cimp/codec';
import { MAX_MESSAGE } from './cimp/text';
import { TELEGRAM_STATUSES } from './settings';
import { TELEGRAM_FAULTS } from './telegrams';

// The Cargo-IMP codec over HTTP, for airline staff who debug traffic and for the cimp screen's
// parsed view (no side effects, nothing logged or applied); and the receiving endpoint senders'
// systems post their telegrams to, with the token their incoming setting gives them.

/** What became of a telegram received: its row in the cimp log, and the cabinet's answer to an FFR. */
export const ReceivedTelegramSchema = v.object({
  id: v.number(),
  status: v.picklist(TELEGRAM_STATUSES),
  /** The same telegram was received before: nothing was applied, the row is that one. */
  duplicate: v.optional(v.boolean()),
  fault: v.optional(v.picklist(TELEGRAM_FAULTS)),
  line: v.optional(v.number()),
  detail: v.optional(v.string()),
  /** The FFA answering an FFR, as the telegram (CRLF line ends). */
  answer: v.optional(v.string()),
});
export type ReceivedTelegram = v.InferOutput<typeof ReceivedTelegramSchema>;

/** A new secret for an HTTP sender, shown this once: only its hash is kept. */
export const ReceiveTokenSchema = v.object({ username: v.string(), token: v.string() });

const TAG = 'messaging';

/** A telegram with its Type B envelope and CRLF line ends still fits in this. */
const MAX_TELEGRAM_BYTES = 4 * MAX_MESSAGE;

export const cimpApi = {
  parse: endpoint({
    method: 'POST',
    path: '/api/cimp/parse',
    summary: 'Reads a Cargo-IMP telegram (FFM/8, FBL/4, FWB/16 and /17, FFR/8, FFA/4, FSU/15, FMA, FNA) into its typed content',
    description:
      'The body is the telegram as `text/plain`: CRLF or LF line ends, with or without its SITA Type B envelope. Nothing is stored or applied, and an AWB unknown to the cabinet is no error. A telegram that does not read answers 400 with `fault` (its kind: `awb-check-digit`, `line-too-long`, `missing-mandatory-line`, `unknown-message-type`, `bad-element`...), `line` (1-based, in the text as sent; 0 for the whole message) and `detail`. A single part of a multi-part FFM or FBL reads as it stands, with its sequence number and CONT/LAST.',
    tag: TAG,
    access: 'USER',
    ability: MESSAGING_ABILITIES.cimp.view,
    text: { description: 'The telegram as received', maxBytes: MAX_TELEGRAM_BYTES },
    answer: json(CimpMessageSchema),
  }),
  generate: endpoint({
    method: 'POST',
    path: '/api/cimp/generate',
    summary: 'Writes a telegram from exactly what the parse call answers: text/plain with CRLF line ends',
    description: 'parse(generate(parse(x))) equals parse(x). An object that cannot be written within the line (69) or message (3,500) limits answers 400 with `fault`, `line` and `detail`.',
    tag: TAG,
    access: 'USER',
    ability: MESSAGING_ABILITIES.cimp.view,
    body: CimpMessageSchema,
    answer: file('text/plain; charset=utf-8'),
  }),
  receive: endpoint({
    method: 'POST',
    path: '/api/cimp/receive',
    summary: 'Receives a telegram from a sender’s system: logged in the cimp log and applied (FSU, FWB, FFR), an FFR answered with an FFA',
    description:
      'Machine to machine, no session: HTTP Basic authentication with the incoming setting’s username (its e-mail address) and the token made for it (`POST /api/handbooks/incoming/id-{id}/token`); a setting whose protocol is HTTP only. A wrong or missing credential answers 401. The body is the telegram as `text/plain` (with or without its Type B envelope), at most 14,000 bytes (413 beyond). The answer is 200 whatever became of the telegram: `status` complete, process (logged to wait) or error with `fault` (`not-allowed` when the setting does not allow the type, `not-applied` when it read but could not be applied, or the codec’s fault with its `line`) and `detail`; for an FFR booked, `answer` is the FFA. The same text again (line ends, trailing spaces and blank lines aside) applies nothing and answers the first one’s row with `duplicate: true`.',
    tag: TAG,
    access: '*',
    text: { description: 'The telegram as sent', maxBytes: MAX_TELEGRAM_BYTES },
    answer: json(ReceivedTelegramSchema),
  }),
  receiveToken: endpoint({
    method: 'POST',
    path: '/api/handbooks/incoming/id-{id}/token',
    summary: 'Makes a new token an HTTP sender authenticates with, shown once; the one before stops working',
    description: 'Only for an incoming setting whose protocol is HTTP (409 otherwise). The token is not stored, only its SHA-256: lost, a new one is made.',
    tag: TAG,
    access: 'USER',
    ability: MESSAGING_ABILITIES.incoming.edit,
    params: IdParamsSchema,
    answer: json(ReceiveTokenSchema),
  }),
} as const;
