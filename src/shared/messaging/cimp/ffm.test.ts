import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { arbAirport, arbDimension, arbCarrier, arbConsignment, arbDayMonth, arbDigits, arbFlightNumber, arbLetters, arbShc, arbText, arbTime } from './arbitraries.test-support';
import { generateCimp, parseCimp } from './codec';
import { type CimpError } from './fault';
import { FfmSchema, type Ffm } from './ffm';
import { FFM_BAD, FFM_PART_ONE, FFM_VKO_EVN } from './specimens/ffm';
import { expectRoundTrip, faultOf } from './fault.test-support';


describe('FFM/8', () => {
  it('reads a manifest: its flight, points of unloading, bulk and ULDs with their consignments and lines', () => {
    expect(parseCimp(FFM_VKO_EVN)).toEqual({
      type: 'FFM',
      version: 8,
      sequence: 1,
      flight: { carrier: 'UT', number: '561', date: '27NOV', departure: 'VKO', registration: 'RA73056' },
      points: [
        {
          airport: 'EVN',
          date: '27NOV',
          time: '1130',
          bulk: [
            {
              awb: '298-45182336',
              origin: 'VKO',
              destination: 'EVN',
              shipmentCode: 'T',
              pieces: 10,
              weightUnit: 'K',
              weight: 250.5,
              volume: { unit: 'MC', value: 1.2 },
              goods: 'SPARE PARTS',
              shc: ['GEN'],
              dimensions: [{ weightUnit: 'K', weight: 250.5, unit: 'CMT', length: 100, width: 80, height: 60, pieces: 10 }],
              ssr: [],
              osi: ['CUSTOMS INFORMED'],
              onward: [],
            },
          ],
          ulds: [
            {
              type: 'PMC',
              serial: '12345',
              owner: 'UT',
              loadingIndicator: 'M',
              consignments: [
                { awb: '298-12345675', origin: 'VKO', destination: 'EVN', shipmentCode: 'P', pieces: 4, weightUnit: 'K', weight: 100, volume: { unit: 'MC', value: 0.5 }, totalPieces: 10, goods: 'MEDICINES', shc: ['PIL', 'COL'], dimensions: [], ssr: ['KEEP AT 2-8 C'], osi: [], onward: [] },
                { awb: '298-60012341', origin: 'VKO', destination: 'EVN', shipmentCode: 'T', pieces: 1, weightUnit: 'K', weight: 5, goods: 'DOCUMENTS', shc: [], dimensions: [], ssr: [], osi: [], onward: [] },
              ],
            },
          ],
        },
      ],
      part: 'LAST',
    });
  });

  it('reads a part as it stands: its sequence, CONT, a density group, split lines, onward and inward flights, a point with nothing', () => {
    const ffm = parseCimp(FFM_PART_ONE) as Ffm;
    expect(ffm.sequence).toBe(1);
    expect(ffm.part).toBe('CONT');
    expect(ffm.flight).toEqual({ carrier: 'UT', number: '478', date: '28NOV', departure: 'SGC' });
    expect(ffm.points.map((point) => point.airport)).toEqual(['VKO', 'TJM']);
    expect(ffm.points[1]).toEqual({ airport: 'TJM', bulk: [], ulds: [] });
    const [first, split] = ffm.points[0]!.bulk;
    expect(first).toMatchObject({ densityGroup: 10, onward: [{ airport: 'LED', carrier: 'UT', number: '304', date: '29NOV' }], inward: { carrier: 'UT', number: '110', date: '27NOV', airport: 'HMA' } });
    expect(split).toMatchObject({ shipmentCode: 'S', pieces: 2, totalPieces: 5, goods: 'FISH', shc: ['PER'] });
  });

  it('reads the same with CRLF, with a Type B envelope, and with either line end after it', () => {
    const plain = parseCimp(FFM_VKO_EVN);
    expect(parseCimp(FFM_VKO_EVN.replace(/\n/g, '\r\n'))).toEqual(plain);
    expect(parseCimp(`QK MOWFMUT LEDKKUT\n.VKORRUT 271130\n${FFM_VKO_EVN}NNNN\n`)).toEqual(plain);
    expect(parseCimp(`=HEADER\r\nRCV,2026/11/27 11:30\r\n=PRIORITY\r\nQK\r\n=TEXT\r\n${FFM_VKO_EVN.replace(/\n/g, '\r\n')}`)).toEqual(plain);
  });

  it('takes a point of unloading with its date for a point, even when its code is a line identifier (Osijek is OSI)', () => {
    const ffm = parseCimp('FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5\nOSI/28NOV\n298-12345675VKOOSI/T1K5\nLAST\n') as Ffm;
    expect(ffm.points.map((point) => [point.airport, point.bulk.length])).toEqual([
      ['EVN', 1],
      ['OSI', 1],
    ]);
    expect(ffm.points[0]!.bulk[0]!.osi).toEqual([]);
  });

  it.each(Object.entries(FFM_BAD))('refuses %s with its fault and line', (_, { text, fault, line }) => {
    expect(faultOf(text)).toEqual({ fault, line });
  });

  it('names the check digit it expected', () => {
    try {
      parseCimp(FFM_BAD.checkDigit.text);
    } catch (error) {
      expect((error as CimpError).detail).toBe('The AWB number 298-45182425 fails its check digit: 4518242 mod 7 is 1, not 5');
    }
    expect.assertions(1);
  });

  it.each([FFM_VKO_EVN, FFM_PART_ONE])('writes back what it read, in CRLF: parse(generate(parse(x))) = parse(x)', (text) => {
    const parsed = parseCimp(text);
    const written = generateCimp(parsed);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parseCimp(written)).toEqual(parsed);
  });

  it('writes every valid manifest so that it reads back the same, no line over 69 characters', () => {
    const consignment = fc
      .record({
        detail: arbConsignment(['T', 'P', 'S', 'D']),
        shc: fc.array(arbShc, { maxLength: 9 }),
        dimensions: fc.array(arbDimension, { maxLength: 2 }),
        ssr: fc.array(arbText(65), { maxLength: 1 }),
        osi: fc.array(arbText(65), { maxLength: 1 }),
        onward: fc.array(fc.record({ airport: arbAirport, carrier: arbCarrier, number: arbFlightNumber, date: arbDayMonth }), { maxLength: 1 }),
        inward: fc.option(fc.record({ carrier: arbCarrier, number: arbFlightNumber, date: arbDayMonth, airport: arbAirport }), { nil: undefined }),
      })
      .map(({ detail, inward, ...rest }) => ({ ...detail, ...rest, ...(inward ? { inward } : {}) }));
    const uld = fc
      .record({ type: arbLetters(3), serial: arbDigits(4, 5), owner: arbCarrier.filter((code) => code.length === 2), loadingIndicator: fc.option(arbLetters(1), { nil: undefined }), consignments: fc.array(consignment, { maxLength: 2 }) })
      .map(({ loadingIndicator, ...rest }) => ({ ...rest, ...(loadingIndicator ? { loadingIndicator } : {}) }));
    const point = fc
      .record({ airport: arbAirport, when: fc.option(fc.tuple(arbDayMonth, fc.option(arbTime, { nil: undefined })), { nil: undefined }), bulk: fc.array(consignment, { maxLength: 2 }), ulds: fc.array(uld, { maxLength: 2 }) })
      .filter(({ airport }) => !['NIL', 'BLK'].includes(airport))
      .map(({ when, ...rest }) => ({ ...rest, ...(when ? { date: when[0], ...(when[1] ? { time: when[1] } : {}) } : {}) }));
    const ffm = fc
      .record({
        sequence: fc.integer({ min: 1, max: 999 }),
        flight: fc.record({ carrier: arbCarrier, number: arbFlightNumber, date: arbDayMonth, departure: arbAirport, registration: fc.option(arbDigits(2, 10), { nil: undefined }) }),
        points: fc.array(point, { minLength: 1, maxLength: 2 }),
        part: fc.constantFrom('CONT' as const, 'LAST' as const),
      })
      .map(({ flight: { registration, ...flight }, ...rest }) => ({ type: 'FFM' as const, version: 8 as const, ...rest, flight: { ...flight, ...(registration ? { registration } : {}) } }));
    fc.assert(
      fc.property(ffm, (generated) => {
        const item = v.parse(FfmSchema, generated);
        expectRoundTrip(item);
      }),
      { numRuns: 200 },
    );
  });
});

describe('a consignment’s goods', () => {
  it.each(['CIGARETTES', 'CCTV CAMERAS', 'MCX', 'DGX', 'CF8A', 'MC1.2.3'])('"%s" reads as goods, not a volume or a density group', (goods) => {
    const ffm = parseCimp(`FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5/${goods}\nLAST\n`) as Ffm;
    expect(ffm.points[0]!.bulk[0]).toMatchObject({ goods });
    expect(ffm.points[0]!.bulk[0]).not.toHaveProperty('volume');
  });
});
