import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_STATUSES } from '../../constants';
import { arbAirport, arbAwb, arbCarrier, arbDayMonth, arbFigure, arbFlightNumber, arbLetters, arbPieces, arbText, arbTime } from './arbitraries.test-support';
import { VOLUME_UNITS } from './elements';
import { type CimpError } from './fault';
import { DISCREPANCY_CODES, FSU_STATUS_CODES, FsuSchema, FsuStatusSchema, readFsu, writeFsu, type Fsu, type FsuStatus } from './fsu';
import { FSU_BAD, FSU_DELIVERY, FSU_DEP, FSU_OTHERS, FSU_PART, FSU_RCS } from './specimens/fsu';
import { readMessage, writeMessage } from './text';
import { faultOf as faultOfText } from './fault.test-support';

// The codec's dispatcher (codec.ts) is another module's; FSU is read and written here directly.
const parse = (text: string) => readFsu(readMessage(text));
const generate = (fsu: Fsu) => writeMessage(writeFsu(fsu));

const faultOf = (text: string) => faultOfText(text, parse);

const consignment = { awb: '298-45182336', origin: 'VKO', destination: 'EVN', shipmentCode: 'T', pieces: 10, weightUnit: 'K', weight: 250.5 } as const;
const whole = { shipmentCode: 'T', pieces: 10, weightUnit: 'K', weight: 250.5 } as const;
const part = { shipmentCode: 'P', pieces: 4, weightUnit: 'K', weight: 100 } as const;
const ut478 = { carrier: 'UT', number: '478' };

const GOOD = { FSU_RCS, FSU_DEP, FSU_DELIVERY, FSU_PART, FSU_OTHERS };

describe('FSU/15', () => {
  it('reads an acceptance and a departure as the brief writes them', () => {
    expect(parse(FSU_RCS)).toEqual({ type: 'FSU', version: 15, consignment, statuses: [{ code: 'RCS', date: '27NOV', time: '0930', airport: 'VKO', ...whole, volume: { unit: 'MC', value: 1.2 }, name: 'SKYTRANS AGENT' }] });
    expect(parse(FSU_DEP)).toEqual({ type: 'FSU', version: 15, consignment, statuses: [{ code: 'DEP', flight: { carrier: 'UT', number: '561' }, date: '27NOV', departure: 'VKO', arrival: 'EVN', ...whole }] });
  });

  it('reads an arrival down to delivery, with names and the OSI', () => {
    expect(parse(FSU_DELIVERY)).toEqual({
      type: 'FSU',
      version: 15,
      consignment,
      statuses: [
        { code: 'ARR', flight: { carrier: 'UT', number: '561' }, date: '27NOV', time: '1130', airport: 'EVN', ...whole },
        { code: 'RCF', flight: { carrier: 'UT', number: '561' }, date: '27NOV', time: '1215', airport: 'EVN', ...whole },
        { code: 'NFD', date: '27NOV', time: '1400', airport: 'EVN', ...whole, name: 'ARMCARGO LLC' },
        { code: 'AWD', date: '28NOV', time: '0930', airport: 'EVN', ...whole, name: 'A PETROSYAN' },
        { code: 'CCD', date: '28NOV', time: '1000', airport: 'EVN', ...whole },
        { code: 'DLV', date: '28NOV', time: '1015', airport: 'EVN', ...whole, name: 'A PETROSYAN' },
      ],
      osi: ['DELIVERED AGAINST POWER OF ATTORNEY 12', 'CONSIGNEE INFORMED BY PHONE'],
    });
  });

  it('reads a part: its total, flight times with day change, an empty departure time, discrepancies with and without a flight, transfers', () => {
    expect(parse(FSU_PART)).toEqual({
      type: 'FSU',
      version: 15,
      consignment: { awb: '298-12345675', origin: 'SGC', destination: 'LED', ...part, totalPieces: 10 },
      statuses: [
        { code: 'FOH', date: '27NOV', time: '1600', airport: 'SGC', shipmentCode: 'P', pieces: 4 },
        { code: 'PRE', flight: ut478, date: '28NOV', departure: 'SGC', arrival: 'VKO', ...part },
        { code: 'MAN', flight: ut478, date: '28NOV', departure: 'SGC', arrival: 'VKO', ...part, departureTime: { kind: 'S', time: '2250' }, arrivalTime: { kind: 'S', time: '0050', dayChange: 'N' } },
        { code: 'DEP', flight: ut478, date: '28NOV', departure: 'SGC', arrival: 'VKO', ...part, volume: { unit: 'MC', value: 0.5 }, departureTime: { kind: 'A', time: '2305' }, arrivalTime: { kind: 'E', time: '0105', dayChange: 'N' } },
        { code: 'ARR', flight: ut478, date: '29NOV', time: '0110', airport: 'VKO', ...part, arrivalTime: { kind: 'A', time: '0110' } },
        { code: 'DIS', flight: ut478, date: '29NOV', time: '0130', airport: 'VKO', discrepancy: 'MSCA', shipmentCode: 'P', pieces: 1, weightUnit: 'K', weight: 25 },
        { code: 'DIS', date: '29NOV', time: '0800', airport: 'VKO', discrepancy: 'FDCA', shipmentCode: 'P', pieces: 1, weightUnit: 'K', weight: 25 },
        { code: 'AWR', flight: ut478, date: '29NOV', time: '0130', airport: 'VKO', ...part },
        { code: 'RCF', flight: ut478, date: '29NOV', time: '0200', airport: 'VKO', ...part },
        { code: 'TRM', carrier: 'SU', airport: 'VKO', ...part },
        { code: 'TFD', carrier: 'SU', date: '29NOV', time: '1000', airport: 'VKO', ...part, name: 'SU CARGO VKO' },
      ],
    });
  });

  it('reads the remaining codes', () => {
    const fsu = parse(FSU_OTHERS);
    expect(fsu.statuses.map((status) => status.code)).toEqual(['BKD', 'RCT', 'CRC', 'DDL']);
    expect(fsu.statuses[0]).toMatchObject({ flight: { carrier: 'UT', number: '304' }, departure: 'HMA', arrival: 'TJM', departureTime: { kind: 'S', time: '0800' }, arrivalTime: { kind: 'S', time: '0910' } });
    expect(fsu.statuses[1]).toEqual({ code: 'RCT', carrier: 'S7', date: '29NOV', time: '0700', airport: 'HMA', shipmentCode: 'T', pieces: 1, weightUnit: 'K', weight: 5, name: 'S7 CARGO' });
    expect(fsu.statuses[3]).toMatchObject({ weightUnit: 'L', weight: 11, name: 'I IVANOV' });
  });

  it('knows every code the cabinet moves a shipment with, and every specimen status is of a known code', () => {
    expect(FSU_STATUS_CODES).toEqual(expect.arrayContaining([...MOVEMENT_STATUSES]));
    const seen = new Set(Object.values(GOOD).flatMap((text) => parse(text).statuses.map((status) => status.code)));
    expect([...seen].sort()).toEqual([...FSU_STATUS_CODES].sort());
  });

  it('reads the same with CRLF, with a Type B envelope, and ignores stray slashes at a line end', () => {
    const plain = parse(FSU_DELIVERY);
    expect(parse(FSU_DELIVERY.replace(/\n/g, '\r\n'))).toEqual(plain);
    expect(parse(`QK MOWFMUT\n.LEDRRUT 281200\n${FSU_DELIVERY}`)).toEqual(plain);
    expect(parse(`QK MOWFMUT\r\n.LEDRRUT 281200\r\n${FSU_DELIVERY.replace(/\n/g, '\r\n')}NNNN\r\n`)).toEqual(plain);
    expect(parse('FSU/15\n298-45182336VKOEVN/T10K250.5/\nRCS/27NOV0930/VKO/T10K250.5/MC1.2/SKYTRANS AGENT//\n')).toEqual(parse(FSU_RCS));
    // A DIS without a flight, its empty element left out.
    expect(parse('FSU/15\n298-12345675SGCLED/P4K100T10\nDIS/29NOV0800/VKO/FDCA/P1K25\n').statuses).toEqual(parse(FSU_PART).statuses.slice(6, 7));
  });

  it('tells a receiver named like a company from a volume, and a name starting with MC from one', () => {
    const fsu = parse('FSU/15\n298-45182336VKOEVN/T10K250.5\nDLV/28NOV1015/EVN/T10K250.5/MCDONALD\n');
    expect(fsu.statuses[0]).toMatchObject({ name: 'MCDONALD' });
    expect(fsu.statuses[0]).not.toHaveProperty('volume');
  });

  it.each(Object.entries(FSU_BAD))('refuses %s with its fault and line', (_, { text, fault, line }) => {
    expect(faultOf(text)).toEqual({ fault, line });
  });

  it('says what to do about a bad element', () => {
    try {
      parse(FSU_BAD.partWithoutTotal.text);
    } catch (error) {
      expect((error as CimpError).detail).toBe("A P line gives the consignment's total pieces after its weight: P4K100T10");
    }
    expect.assertions(1);
  });

  it.each(Object.entries(GOOD))('writes %s back in CRLF: parse(generate(parse(x))) = parse(x), each object valid', (_, text) => {
    const parsed = parse(text);
    expect(v.parse(FsuSchema, parsed)).toEqual(parsed);
    const written = generate(parsed);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parse(written)).toEqual(parsed);
  });

  it('refuses to admit a status whose name would take its line past 69 characters', () => {
    const status = { code: 'RCT', carrier: 'S7', date: '29NOV', time: '0700', airport: 'HMA', shipmentCode: 'T', pieces: 9999, weightUnit: 'K', weight: 99999.5, volume: { unit: 'MC', value: 9999.5 }, name: 'A'.repeat(35) };
    expect(v.is(FsuStatusSchema, status)).toBe(false);
    expect(v.is(FsuStatusSchema, { ...status, name: 'A'.repeat(20) })).toBe(true);
  });

  it('writes every valid FSU so that it reads back the same, no line over 69 characters', () => {
    fc.assert(
      fc.property(arbFsu, (item) => {
        v.parse(FsuSchema, item);
        const text = generate(item);
        expect(text.split('\r\n').every((line) => line.length <= 69)).toBe(true);
        expect(parse(text)).toEqual(item);
      }),
      { numRuns: 200 },
    );
  });
});

// ---- arbitraries: only what FsuSchema admits ----

/** Drops the keys whose value is undefined: optional things are absent, never undefined. */
const defined = <T extends object>(item: T): T => Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as T;
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const arbFlight = fc.record({ carrier: arbCarrier, number: arbFlightNumber });
const arbQuantity = fc
  .record({
    shipmentCode: fc.constantFrom('T' as const, 'P' as const),
    pieces: arbPieces,
    weight: maybe(fc.record({ weightUnit: fc.constantFrom('K' as const, 'L' as const), weight: arbFigure })),
    volume: maybe(fc.record({ unit: fc.constantFrom(...VOLUME_UNITS), value: arbFigure })),
  })
  .map(({ weight, ...rest }) => defined({ ...rest, ...weight }));
const arbWhen = fc.record({ date: arbDayMonth, time: maybe(arbTime) });
const arbMovementTime = fc.record({ kind: fc.constantFrom('S' as const, 'E' as const, 'A' as const), time: arbTime, dayChange: maybe(arbLetters(1)) }).map(defined);
const arbTimes = fc.record({ departureTime: maybe(arbMovementTime), arrivalTime: maybe(arbMovementTime) });
const arbName = maybe(arbText(35).filter((name) => !/^(MC|CC|CF|CI)[\d.]+$/.test(name)));
const codeOf = <T extends string>(...codes: T[]) => fc.constantFrom(...codes);

const arbStatus: fc.Arbitrary<FsuStatus> = fc
  .oneof(
    fc.record({ code: codeOf('BKD', 'PRE', 'MAN', 'DEP'), flight: arbFlight, date: arbDayMonth, departure: arbAirport, arrival: arbAirport, q: arbQuantity, t: arbTimes }),
    fc.record({ code: codeOf('ARR'), flight: arbFlight, w: arbWhen, airport: arbAirport, q: arbQuantity, t: arbTimes }),
    fc.record({ code: codeOf('RCF', 'AWR'), flight: arbFlight, w: arbWhen, airport: arbAirport, q: arbQuantity }),
    fc.record({ code: codeOf('RCS', 'FOH', 'NFD', 'AWD', 'DLV', 'DDL'), w: arbWhen, airport: arbAirport, q: arbQuantity, name: arbName }),
    fc.record({ code: codeOf('CCD', 'CRC'), w: arbWhen, airport: arbAirport, q: arbQuantity }),
    fc.record({ code: codeOf('RCT', 'TFD'), carrier: arbCarrier, w: arbWhen, airport: arbAirport, q: arbQuantity, name: arbName }),
    fc.record({ code: codeOf('TRM'), carrier: arbCarrier, airport: arbAirport, q: arbQuantity }),
    fc.record({ code: codeOf('DIS'), flight: maybe(arbFlight), w: arbWhen, airport: arbAirport, discrepancy: fc.constantFrom(...DISCREPANCY_CODES), q: arbQuantity }),
  )
  .map(({ q, w, t, ...rest }: { q: object; w?: object; t?: object }) => defined({ ...rest, ...w, ...q, ...t }) as FsuStatus)
  .filter((status) => v.is(FsuStatusSchema, status));

const arbFsu: fc.Arbitrary<Fsu> = fc
  .record({
    awb: arbAwb,
    origin: arbAirport,
    destination: arbAirport,
    q: fc.record({ shipmentCode: fc.constantFrom('T' as const, 'P' as const), pieces: arbPieces, weight: maybe(fc.record({ weightUnit: fc.constantFrom('K' as const, 'L' as const), weight: arbFigure })), totalPieces: arbPieces }),
    statuses: fc.array(arbStatus, { minLength: 1, maxLength: 5 }),
    osi: maybe(fc.array(arbText(65), { minLength: 1, maxLength: 3 })),
  })
  .map(({ awb, origin, destination, q: { weight, totalPieces, ...q }, statuses, osi }) =>
    defined({
      type: 'FSU' as const,
      version: 15 as const,
      consignment: defined({ awb, origin, destination, ...q, ...weight, totalPieces: q.shipmentCode === 'P' ? totalPieces : undefined }),
      statuses,
      osi,
    }),
  );
