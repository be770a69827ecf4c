import { endpoint } from '../api/contract';
import { file, json } from '../api/json';
import { MESSAGING_ABILITIES } from './abilities';
import { CimpMessageSchema } from './cimp/codec';
import { MAX_MESSAGE } from './cimp/text';

// The Cargo-IMP codec over HTTP, for airline staff who debug traffic and for the cimp screen's
// parsed view: no side effects, nothing logged or applied.

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
} as const;
