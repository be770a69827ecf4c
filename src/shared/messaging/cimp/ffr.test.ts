import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { arbBookedConsignment, arbCustomer, arbDimension, arbLeg, arbReference, arbRemarks, arbShcList } from './booking.test-support';
import { FfrSchema, REQUEST_CODES, readFfr, writeFfr, type Ffr } from './ffr';
import { FFR_ALLOTMENT, FFR_BAD, FFR_CANCEL, FFR_SGC_EVN, FFR_SOLD } from './specimens/ffr';
import { MAX_LINE, readMessage, writeMessage } from './text';
import { faultIn } from './fault.test-support';

const parse = (text: string): Ffr => readFfr(readMessage(text));
const generate = (item: Ffr): string => writeMessage(writeFfr(item));

const faultOf = (text: string) => faultIn(parse, text);

const GOOD = { FFR_SGC_EVN, FFR_ALLOTMENT, FFR_CANCEL, FFR_SOLD };
/** The specimens written as the codec writes them (FFR_SOLD continues a DIM line, which the codec writes as two). */
const CANONICAL = { FFR_SGC_EVN, FFR_ALLOTMENT, FFR_CANCEL };

describe('FFR/8', () => {
  it('reads a request: consignment, SHC, legs with their codes, SSR, OSI, REF, DIM and customer', () => {
    expect(parse(FFR_SGC_EVN)).toEqual({
      type: 'FFR',
      version: 8,
      consignment: { awb: '298-45182336', origin: 'SGC', destination: 'EVN', shipmentCode: 'T', pieces: 10, weightUnit: 'K', weight: 250.5, volume: { unit: 'MC', value: 1.2 }, goods: 'SPARE PARTS' },
      shc: ['SPX', 'EAW'],
      flights: [
        { carrier: 'UT', number: '478', date: '27NOV', departure: 'SGC', arrival: 'VKO', spaceCode: 'NN' },
        { carrier: 'UT', number: '561', date: '28NOV', departure: 'VKO', arrival: 'EVN', spaceCode: 'NA' },
      ],
      ssr: ['KEEP DRY', 'DO NOT STACK'],
      osi: ['CONTACT VKO DUTY OFFICER BEFORE LOADING'],
      reference: { office: 'SGCTCXH', fileReference: 'BK2711', participant: { identifier: 'AGT', code: '1234567', airport: 'SGC' } },
      dimensions: [
        { weightUnit: 'K', weight: 150.5, unit: 'CMT', length: 120, width: 80, height: 100, pieces: 6 },
        { weightUnit: 'K', weight: 100, unit: 'CMT', length: 60, width: 40, height: 40, pieces: 4 },
      ],
      customer: { account: 'TCL001', iataCode: '1234567', cassAddress: '0001', name: 'TRANSCARGO LOGISTICS LLC', place: 'SURGUT' },
    });
  });

  it('reads a part booked on an allotment, omitting what the request does not say', () => {
    expect(parse(FFR_ALLOTMENT)).toEqual({
      type: 'FFR',
      version: 8,
      consignment: { awb: '298-12345675', origin: 'VKO', destination: 'LED', shipmentCode: 'P', pieces: 4, weightUnit: 'K', weight: 100, densityGroup: 10, totalPieces: 10, goods: 'MEDICINES' },
      shc: ['PIL', 'COL'],
      flights: [{ carrier: 'UT', number: '304', date: '29NOV', departure: 'VKO', arrival: 'LED', spaceCode: 'CA', allotment: 'ALT24VKO' }],
      ssr: [],
      osi: [],
      reference: { fileReference: 'TC-0042' },
      dimensions: [],
    });
  });

  it('reads a cancellation, sold space, DIM continuation lines and a customer without account', () => {
    const cancel = parse(FFR_CANCEL);
    expect(cancel.flights).toEqual([{ carrier: 'UT', number: '110', date: '30NOV', departure: 'HMA', arrival: 'TJM', spaceCode: 'XX' }]);
    expect(cancel.reference).toEqual({ office: 'HMAFMUT' });
    expect(cancel.consignment).toEqual({ awb: '298-76543213', origin: 'HMA', destination: 'TJM', shipmentCode: 'T', pieces: 2, weightUnit: 'K', weight: 35 });
    const sold = parse(FFR_SOLD);
    expect(sold.flights[0]!.spaceCode).toBe('SS');
    expect(sold.dimensions).toEqual([
      { weightUnit: 'K', weight: 300, unit: 'CMT', length: 100, width: 100, height: 80, pieces: 2 },
      { weightUnit: 'K', weight: 120, unit: 'CMT', length: 80, width: 60, height: 50, pieces: 1 },
    ]);
    expect(sold.customer).toEqual({ iataCode: '7654321', name: 'URAL FRESH', place: 'EKATERINBURG' });
    expect(sold.reference).toEqual({ office: 'SVXFMUT', fileReference: 'SV1' });
  });

  it.each(Object.entries(GOOD))('%s: what it reads fits the schema, with LF, CRLF or a Type B envelope alike', (_name, text) => {
    const parsed = parse(text);
    expect(v.parse(FfrSchema, parsed)).toEqual(parsed);
    expect(parse(text.replace(/\n/g, '\r\n'))).toEqual(parsed);
    expect(parse(`QK MOWFMUT\n.LEDRRUT 281200\n${text}`)).toEqual(parsed);
  });

  it.each(Object.entries(GOOD))('%s: parse(generate(parse(x))) equals parse(x)', (_name, text) => {
    const parsed = parse(text);
    const written = generate(parsed);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(parse(written)).toEqual(parsed);
  });

  it.each(Object.entries(CANONICAL))('%s: generates the specimen back, CRLF', (_name, text) => {
    expect(generate(parse(text))).toBe(text.replace(/\n/g, '\r\n'));
  });

  it.each(Object.entries(FFR_BAD))('%s: refused with its fault and line', (_name, specimen) => {
    const fault = faultOf(specimen.text);
    expect(fault && { fault: fault.fault, line: fault.line }).toEqual({ fault: specimen.fault, line: specimen.line });
    expect(fault!.detail.length).toBeGreaterThan(10);
  });

  it('names a wrong message type and a too-long SSR continuation', () => {
    expect(faultOf('FFA/4\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/KK\nREF/VKOFMUT\n')).toMatchObject({ fault: 'unknown-message-type', line: 1 });
    const four = 'FFR/8\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/NN\nSSR/A\n/B\n/C\n/D\nREF/VKOFMUT\n';
    expect(faultOf(four)).toMatchObject({ fault: 'unexpected-line', line: 7 });
    expect(faultOf('FFR/8\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT/BK1/AGT\n')).toMatchObject({ fault: 'bad-element', line: 4 });
    expect(faultOf('FFR/8\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\nCUS//1234567\n/ONLY A NAME\n')).toMatchObject({ fault: 'missing-mandatory-line', line: 6 });
  });

  it('writes what any valid request says so that it reads back the same, no line over 69 characters', () => {
    const arbFfrLeg = fc
      .tuple(arbLeg, fc.constantFrom(...REQUEST_CODES), fc.stringMatching(/^[A-Z0-9]{1,14}$/))
      .map(([leg, spaceCode, allotment]) => (spaceCode === 'CA' ? { ...leg, spaceCode, allotment } : { ...leg, spaceCode }));
    const arbFfr = fc.record(
      {
        type: fc.constant('FFR' as const),
        version: fc.constant(8 as const),
        consignment: arbBookedConsignment,
        shc: arbShcList,
        flights: fc.array(arbFfrLeg, { minLength: 1, maxLength: 12 }),
        ssr: arbRemarks,
        osi: arbRemarks,
        reference: arbReference,
        dimensions: fc.array(arbDimension, { maxLength: 20 }),
        customer: arbCustomer,
      },
      { requiredKeys: ['type', 'version', 'consignment', 'shc', 'flights', 'ssr', 'osi', 'reference', 'dimensions'] },
    );
    fc.assert(
      fc.property(arbFfr, (candidate) => {
        const item = v.parse(FfrSchema, candidate);
        const text = generate(item);
        expect(text.split('\r\n').every((line) => line.length <= MAX_LINE)).toBe(true);
        expect(parse(text)).toEqual(item);
      }),
      { numRuns: 200 },
    );
  });
});
