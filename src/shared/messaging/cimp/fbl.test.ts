import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { arbAirport, arbDimension, arbCarrier, arbConsignment, arbDayMonth, arbFlightNumber, arbShc, arbText, arbTime } from './arbitraries.test-support';
import { generateCimp, parseCimp } from './codec';
import { FblSchema, type Fbl } from './fbl';
import { FBL_BAD, FBL_PART, FBL_VKO_EVN } from './specimens/fbl';
import { expectRoundTrip, faultOf } from './fault.test-support';


describe('FBL/4', () => {
  it('reads a booking list: the flight, points of unloading and each booking with its lines', () => {
    expect(parseCimp(FBL_VKO_EVN)).toEqual({
      type: 'FBL',
      version: 4,
      sequence: 1,
      flight: { carrier: 'UT', number: '561', date: '27NOV', departure: 'VKO' },
      points: [
        {
          airport: 'EVN',
          consignments: [
            { awb: '298-45182336', origin: 'VKO', destination: 'EVN', shipmentCode: 'T', pieces: 10, weightUnit: 'K', weight: 250.5, volume: { unit: 'MC', value: 1.2 }, goods: 'SPARE PARTS', shc: ['GEN'], dimensions: [], ssr: [], osi: [] },
            {
              awb: '298-12345675',
              origin: 'VKO',
              destination: 'EVN',
              shipmentCode: 'P',
              pieces: 4,
              weightUnit: 'K',
              weight: 100,
              totalPieces: 10,
              goods: 'MEDICINES',
              shc: ['PIL'],
              dimensions: [{ weightUnit: 'K', weight: 100, unit: 'CMT', length: 60, width: 40, height: 40, pieces: 4 }],
              ssr: ['KEEP AT 2-8 C'],
              osi: ['BOOKED BY AGENT 7700'],
            },
          ],
        },
      ],
      part: 'LAST',
    });
  });

  it('reads a middle part as it stands: its sequence, CONT, a point with its arrival and one with nothing booked', () => {
    const fbl = parseCimp(FBL_PART) as Fbl;
    expect(fbl).toMatchObject({ sequence: 2, part: 'CONT', flight: { carrier: 'UT', number: '304', date: '29NOV', departure: 'LED' } });
    expect(fbl.points).toEqual([
      { airport: 'SVX', date: '29NOV', time: '1345', consignments: [expect.objectContaining({ awb: '298-55500012', densityGroup: 12 })] },
      { airport: 'HMA', consignments: [] },
    ]);
  });

  it('reads the same with CRLF and inside a Type B envelope', () => {
    const plain = parseCimp(FBL_VKO_EVN);
    expect(parseCimp(FBL_VKO_EVN.replace(/\n/g, '\r\n'))).toEqual(plain);
    expect(parseCimp(`QD VKOFFUT\r\n.MOWRRUT 261800\r\n${FBL_VKO_EVN.replace(/\n/g, '\r\n')}`)).toEqual(plain);
  });

  it.each(Object.entries(FBL_BAD))('refuses %s with its fault and line', (_, { text, fault, line }) => {
    expect(faultOf(text)).toEqual({ fault, line });
  });

  it.each([FBL_VKO_EVN, FBL_PART])('writes back what it read: parse(generate(parse(x))) = parse(x)', (text) => {
    const parsed = parseCimp(text);
    expect(parseCimp(generateCimp(parsed))).toEqual(parsed);
  });

  it('writes every valid booking list so that it reads back the same, no line over 69 characters', () => {
    const consignment = fc
      .record({
        detail: arbConsignment(['T', 'P']),
        shc: fc.array(arbShc, { maxLength: 9 }),
        dimensions: fc.array(arbDimension, { maxLength: 2 }),
        ssr: fc.array(arbText(65), { maxLength: 2 }),
        osi: fc.array(arbText(65), { maxLength: 2 }),
      })
      .map(({ detail, ...rest }) => ({ ...detail, ...rest }));
    const point = fc
      .record({ airport: arbAirport, when: fc.option(fc.tuple(arbDayMonth, fc.option(arbTime, { nil: undefined })), { nil: undefined }), consignments: fc.array(consignment, { maxLength: 4 }) })
      .filter(({ airport }) => !['NIL', 'BLK'].includes(airport))
      .map(({ when, ...rest }) => ({ ...rest, ...(when ? { date: when[0], ...(when[1] ? { time: when[1] } : {}) } : {}) }));
    const fbl = fc
      .record({ sequence: fc.integer({ min: 1, max: 999 }), flight: fc.record({ carrier: arbCarrier, number: arbFlightNumber, date: arbDayMonth, departure: arbAirport }), points: fc.array(point, { minLength: 1, maxLength: 3 }), part: fc.constantFrom('CONT' as const, 'LAST' as const) })
      .map((rest) => ({ type: 'FBL' as const, version: 4 as const, ...rest }));
    fc.assert(
      fc.property(fbl, (generated) => {
        const item = v.parse(FblSchema, generated);
        expectRoundTrip(item);
      }),
      { numRuns: 200 },
    );
  });
});
