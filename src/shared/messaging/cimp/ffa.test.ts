import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '../../constants';
import { arbBookedConsignment, arbLeg, arbReference, arbRemarks, arbShcList } from './booking.test-support';
import { ANSWER_CODES, FfaSchema, readFfa, writeFfa, type Ffa } from './ffa';
import { readFfr } from './ffr';
import { FFA_BAD, FFA_CANCEL, FFA_SGC_EVN, FFA_UNABLE, FFA_WAITLIST } from './specimens/ffa';
import { FFR_SGC_EVN } from './specimens/ffr';
import { MAX_LINE, readMessage, writeMessage } from './text';
import { faultIn } from './fault.test-support';

const parse = (text: string): Ffa => readFfa(readMessage(text));
const generate = (item: Ffa): string => writeMessage(writeFfa(item));

const faultOf = (text: string) => faultIn(parse, text);

const GOOD = { FFA_SGC_EVN, FFA_WAITLIST, FFA_UNABLE, FFA_CANCEL };

describe('FFA/4', () => {
  it('reads an answer: consignment, SHC, legs with their answer codes, SSR and the request’s REF', () => {
    expect(parse(FFA_SGC_EVN)).toEqual({
      type: 'FFA',
      version: 4,
      consignment: { awb: '298-45182336', origin: 'SGC', destination: 'EVN', shipmentCode: 'T', pieces: 10, weightUnit: 'K', weight: 250.5, volume: { unit: 'MC', value: 1.2 }, goods: 'SPARE PARTS' },
      shc: ['SPX', 'EAW'],
      flights: [
        { carrier: 'UT', number: '478', date: '27NOV', departure: 'SGC', arrival: 'VKO', spaceCode: 'KK' },
        { carrier: 'UT', number: '561', date: '28NOV', departure: 'VKO', arrival: 'EVN', spaceCode: 'KK' },
      ],
      ssr: ['KEEP DRY', 'DO NOT STACK'],
      osi: [],
      reference: { office: 'SGCTCXH', fileReference: 'BK2711', participant: { identifier: 'AGT', code: '1234567', airport: 'SGC' } },
    });
  });

  it('quotes back the REF and consignment of the request it answers', () => {
    const request = readFfr(readMessage(FFR_SGC_EVN));
    const answer = parse(FFA_SGC_EVN);
    expect(answer.reference).toEqual(request.reference);
    expect(answer.consignment).toEqual(request.consignment);
    expect(answer.flights.map(({ spaceCode: _code, ...leg }) => leg)).toEqual(request.flights.map(({ spaceCode: _code, ...leg }) => leg));
  });

  it('reads wait-listed, held, unable and cancelled legs, and a part with its total', () => {
    expect(parse(FFA_WAITLIST).flights.map((leg) => leg.spaceCode)).toEqual(['KK', 'LL']);
    expect(parse(FFA_WAITLIST).osi).toEqual(['VKOLED FULL ON 01DEC: CONFIRMED WHEN SPACE FREES UP']);
    const unable = parse(FFA_UNABLE);
    expect(unable.flights.map((leg) => leg.spaceCode)).toEqual(['UU', 'HN']);
    expect(unable.consignment).toEqual({ awb: '298-31415926', origin: 'VKO', destination: 'EVN', shipmentCode: 'P', pieces: 5, weightUnit: 'K', weight: 2500, totalPieces: 12, goods: 'ENGINE' });
    expect(unable.osi).toHaveLength(2);
    expect(unable.reference).toEqual({ fileReference: 'TC-0042' });
    expect(parse(FFA_CANCEL).flights[0]!.spaceCode).toBe('XX');
  });

  it('answers with the cabinet’s booking statuses as they are', () => {
    expect(BOOKING_STATUSES.every((status) => (ANSWER_CODES as readonly string[]).includes(status))).toBe(true);
  });

  it.each(Object.entries(GOOD))('%s: what it reads fits the schema, with LF, CRLF or a Type B envelope alike', (_name, text) => {
    const parsed = parse(text);
    expect(v.parse(FfaSchema, parsed)).toEqual(parsed);
    expect(parse(text.replace(/\n/g, '\r\n'))).toEqual(parsed);
    expect(parse(`QK MOWFMUT\n.LEDRRUT 281200\n${text}`)).toEqual(parsed);
  });

  it.each(Object.entries(GOOD))('%s: parse(generate(parse(x))) equals parse(x), and is the specimen in CRLF', (_name, text) => {
    const parsed = parse(text);
    const written = generate(parsed);
    expect(parse(written)).toEqual(parsed);
    expect(written).toBe(text.replace(/\n/g, '\r\n'));
  });

  it.each(Object.entries(FFA_BAD))('%s: refused with its fault and line', (_name, specimen) => {
    const fault = faultOf(specimen.text);
    expect(fault && { fault: fault.fault, line: fault.line }).toEqual({ fault: specimen.fault, line: specimen.line });
    expect(fault!.detail.length).toBeGreaterThan(10);
  });

  it('names the line of a fault inside a Type B envelope as received', () => {
    expect(faultOf(`QK MOWFMUT\n.LEDRRUT 281200\n${FFA_BAD.requestCode.text}`)).toMatchObject({ fault: 'bad-element', line: 5 });
  });

  it('writes what any valid answer says so that it reads back the same, no line over 69 characters', () => {
    const arbFfa = fc.record({
      type: fc.constant('FFA' as const),
      version: fc.constant(4 as const),
      consignment: arbBookedConsignment,
      shc: arbShcList,
      flights: fc.array(fc.tuple(arbLeg, fc.constantFrom(...ANSWER_CODES)).map(([leg, spaceCode]) => ({ ...leg, spaceCode })), { minLength: 1, maxLength: 12 }),
      ssr: arbRemarks,
      osi: arbRemarks,
      reference: arbReference,
    });
    fc.assert(
      fc.property(arbFfa, (candidate) => {
        const item = v.parse(FfaSchema, candidate);
        const text = generate(item);
        expect(text.split('\r\n').every((line) => line.length <= MAX_LINE)).toBe(true);
        expect(parse(text)).toEqual(item);
      }),
      { numRuns: 200 },
    );
  });
});
