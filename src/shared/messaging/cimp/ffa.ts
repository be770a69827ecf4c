import * as v from 'valibot';
import { BOOKING_STATUSES } from '../../constants';
import type { MessageText, Segment } from './text';
import {
  BookedConsignmentSchema,
  LegEntries,
  ReferenceSchema,
  RemarksSchema,
  ShcListSchema,
  differentAirports,
  expectHeader,
  readHead,
  readLeg,
  readLegLines,
  readReference,
  readRemarks,
  readTail,
  writeHead,
  writeLeg,
  writeReference,
  writeRemarks,
  type LinePlan,
  type Reference,
} from './ffr';
import { CimpError } from './fault';

// FFA/4, the airline's answer to a booking request (34th edition). The lines, in the manual's
// order, the same as the request's so the agent's system matches them leg by leg:
//   298-45182336VKOEVN/T10K250.5/MC1.2/SPARE PARTS   consignment, T or P (P with /T total): mandatory
//   /SPX/EAW                                          its special handling codes (1 to 9): optional
//   UT561/27NOV/VKOEVN/KK                             one line per leg answered: at least one;
//                                                     the answer code ends it
//   SSR/text  (+ up to two `/text` lines)             special service request, 65 a line: optional
//   OSI/text  (+ up to two `/text` lines)             other service information, 65 a line: optional
//   REF/VKOFMUT/FILEREF/AGT/1234567/VKO               the reference of the request answered,
//                                                     quoted back: mandatory
// The ULD and SRI lines of the manual are not read (the cabinet answers by weight and volume).

/**
 * The answers a leg gets: the cabinet's booking statuses, so the booking engine's answer goes out
 * as it is (KK confirmed, HN held waiting for the airline's decision, LL and CN wait-listed, UU
 * unable), and XX, the cancellation of a leg confirmed.
 */
export const ANSWER_CODES = [...BOOKING_STATUSES, 'XX'] as const;
export type AnswerCode = (typeof ANSWER_CODES)[number];

const FfaLegEntries = { ...LegEntries, spaceCode: v.picklist(ANSWER_CODES) };
export const FfaLegSchema = v.pipe(v.object(FfaLegEntries), differentAirports<v.InferOutput<v.ObjectSchema<typeof FfaLegEntries, undefined>>>());
export type FfaLeg = v.InferOutput<typeof FfaLegSchema>;

export const FfaSchema = v.object({
  type: v.literal('FFA'),
  version: v.literal(4),
  consignment: BookedConsignmentSchema,
  shc: ShcListSchema,
  /** The legs answered, in flying order. */
  flights: v.pipe(v.array(FfaLegSchema), v.minLength(1), v.maxLength(12)),
  ssr: RemarksSchema,
  osi: RemarksSchema,
  /** The REF of the FFR answered, as it came. */
  reference: ReferenceSchema,
});
export type Ffa = v.InferOutput<typeof FfaSchema>;

const FFA_PLAN: LinePlan = { name: 'FFA/4', order: ['SSR', 'OSI', 'REF'], repeatable: [], mandatory: ['REF'] };

function readFfaLeg(segment: Segment): FfaLeg {
  const { leg, rest } = readLeg(segment, ANSWER_CODES, 'an answer');
  if (rest.length > 0) throw new CimpError('bad-element', segment.no, `Unexpected element "${rest[0]}" after the answer code ${leg.spaceCode}`);
  return leg;
}

export function readFfa(message: MessageText): Ffa {
  expectHeader(message, 'FFA', 4);
  const { consignment, shc } = readHead(message, 'FFA/4');
  const { legs: flights, rest } = readLegLines(message, 'FFA/4', readFfaLeg);
  const tail: Pick<Ffa, 'ssr' | 'osi'> & { reference?: Reference } = { ssr: [], osi: [] };
  readTail(message, rest, FFA_PLAN, (id, segment) => {
    if (id === 'SSR') tail.ssr = readRemarks(segment);
    else if (id === 'OSI') tail.osi = readRemarks(segment);
    else tail.reference = readReference(segment);
  });
  return { type: 'FFA', version: 4, consignment, shc, flights, ssr: tail.ssr, osi: tail.osi, reference: tail.reference! };
}

export function writeFfa(item: Ffa): string[] {
  return ['FFA/4', ...writeHead(item.consignment, item.shc), ...item.flights.map(writeLeg), ...writeRemarks('SSR', item.ssr), ...writeRemarks('OSI', item.osi), writeReference(item.reference)];
}
