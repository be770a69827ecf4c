import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { arbAirport, arbCarrier, arbConsignment, arbDigits, arbFigure, arbFlightNumber, arbLetters, arbPieces, arbShc, arbText } from './arbitraries.test-support';
import { CimpError } from './fault';
import { FwbSchema, readFwb, writeFwb, type Fwb } from './fwb';
import { FWB_BAD, FWB_MINIMAL, FWB_SGC_LED, FWB_VKO_EVN } from './specimens/fwb';
import { readMessage, writeMessage } from './text';
import { faultOf as faultOfText } from './fault.test-support';

const parse = (text: string): Fwb => readFwb(readMessage(text));
const generate = (fwb: Fwb): string => writeMessage(writeFwb(fwb));

const faultOf = (text: string) => faultOfText(text, parse);

describe('FWB/16 and FWB/17', () => {
  it('reads an FWB/16 with every party, a rate line with its goods data, charges and customs information', () => {
    expect(parse(FWB_VKO_EVN)).toEqual({
      type: 'FWB',
      version: 16,
      consignment: { awb: '298-45182336', origin: 'VKO', destination: 'EVN', shipmentCode: 'T', pieces: 10, weightUnit: 'K', weight: 250.5, volume: { unit: 'MC', value: 1.2 } },
      flights: [{ carrier: 'UT', number: '561', day: 15 }],
      routing: [{ airport: 'EVN', carrier: 'UT' }],
      shipper: { account: '1020304', name: 'OOO AVIAZAPCHAST', address: 'UL. TVERSKAYA 12 STR. 1', city: 'MOSCOW', state: 'MOW', country: 'RU', postalCode: '125009', contact: { type: 'TE', number: '74951234567' } },
      consignee: { name: 'ARMAERO SERVICE LLC', address: '12 ARSHAKUNYATS AVE', city: 'YEREVAN', country: 'AM', postalCode: '0023', contact: { type: 'TE', number: '37410123456' } },
      agent: { iataCode: '1234567', cassAddress: '0012', name: 'UT CARGO AGENT VKO', city: 'MOSCOW' },
      ssr: ['DO NOT STACK. KEEP DRY'],
      notify: { name: 'ARMAERO SERVICE LLC', address: '12 ARSHAKUNYATS AVE', city: 'YEREVAN', country: 'AM' },
      accounting: [{ identifier: 'GEN', information: 'FREIGHT PREPAID' }],
      declarations: { currency: 'RUB', chargeCode: 'PP', weightValuation: 'P', otherCharges: 'P' },
      rates: [
        {
          pieces: 10,
          weightUnit: 'K',
          weight: 250.5,
          rateClass: 'N',
          chargeableWeight: 260,
          rate: 45.5,
          total: 11830,
          goods: ['SPARE PARTS'],
          consolidation: [],
          dimensions: [{ weightUnit: 'K', weight: 250.5, unit: 'CMT', length: 120, width: 80, height: 60, pieces: 10 }],
          volume: { unit: 'MC', value: 1.2 },
          hsCodes: ['840991'],
        },
      ],
      otherCharges: [
        { indicator: 'P', code: 'MY', due: 'C', amount: 1300 },
        { indicator: 'P', code: 'AW', due: 'C', amount: 500 },
      ],
      prepaid: { weightCharge: 11830, dueCarrier: 1800, total: 13630 },
      certification: 'I.PETROV',
      execution: { date: '14NOV24', place: 'MOSCOW', signature: 'A.SIDOROVA' },
      osi: ['CONSIGNEE TO BE NOTIFIED ON ARRIVAL'],
      reference: { officeAddress: 'VKOFMUT', fileReference: 'FWB0001' },
      shc: ['EAW', 'GEN'],
      customs: [
        { country: 'RU', informationId: 'SHP', customsId: 'T', information: '7701234567' },
        { country: 'AM', informationId: 'CNE', customsId: 'T', information: '01234567' },
      ],
    } satisfies Fwb);
  });

  it('reads an FWB/17: two flights and sectors, collect charges, a declared value, two rate lines and the shipment reference', () => {
    expect(parse(FWB_SGC_LED)).toEqual({
      type: 'FWB',
      version: 17,
      consignment: { awb: '298-60012341', origin: 'SGC', destination: 'LED', shipmentCode: 'T', pieces: 3, weightUnit: 'K', weight: 762.5, volume: { unit: 'MC', value: 4.25 } },
      flights: [
        { carrier: 'UT', number: '478', day: 28 },
        { carrier: 'UT', number: '304', day: 29 },
      ],
      routing: [
        { airport: 'VKO', carrier: 'UT' },
        { airport: 'LED', carrier: 'UT' },
      ],
      shipper: { name: 'SURGUTNEFTEGAZ SUPPLY', address: 'UL. KUKUEVITSKOGO 1', city: 'SURGUT', state: 'KHM', country: 'RU', postalCode: '628415' },
      consignee: { account: '7812345', name: 'NEVA MACHINERY JSC', address: 'NABEREZHNAYA 5', city: 'SAINT PETERSBURG', country: 'RU', postalCode: '190000', contact: { type: 'FX', number: '78121234567' } },
      agent: { account: 'UTA0042', iataCode: '7654321', name: 'SIBCARGO SERVICE', city: 'SURGUT' },
      ssr: ['HEAVY PIECE 500 KG - FORKLIFT NEEDED', 'CALL CONSIGNEE BEFORE DELIVERY'],
      accounting: [
        { identifier: 'GEN', information: 'COLLECT AT DESTINATION' },
        { identifier: 'CRN', information: 'AGREEMENT 12-2024' },
      ],
      declarations: { currency: 'RUB', chargeCode: 'CC', weightValuation: 'C', otherCharges: 'C', carriageValue: 1500000 },
      rates: [
        { pieces: 1, weightUnit: 'K', weight: 500, rateClass: 'C', commodityItem: '4416', chargeableWeight: 500, rate: 95.5, total: 47750, goods: ['PUMP UNIT'], consolidation: [], dimensions: [{ weightUnit: 'K', weight: 500, unit: 'CMT', length: 150, width: 100, height: 120, pieces: 1 }], hsCodes: [] },
        { pieces: 2, weightUnit: 'K', weight: 262.5, rateClass: 'N', chargeableWeight: 310, rate: 110, total: 34100, goods: ['PUMP PARTS'], consolidation: [], dimensions: [], volume: { unit: 'MC', value: 2.45 }, slac: 24, hsCodes: [] },
      ],
      otherCharges: [
        { indicator: 'C', code: 'MY', due: 'C', amount: 4125.5 },
        { indicator: 'C', code: 'SC', due: 'C', amount: 810 },
        { indicator: 'C', code: 'AW', due: 'A', amount: 350 },
      ],
      collect: { weightCharge: 81850, valuationCharge: 3000, dueAgent: 350, dueCarrier: 4935.5, total: 90135.5 },
      execution: { date: '27NOV24', place: 'SURGUT', signature: 'SIBCARGO' },
      osi: [],
      shc: ['HEA'],
      shipmentReference: { reference: 'SGC2411270001', information: ['PROJECT', 'PUMPS'] },
      customs: [],
    } satisfies Fwb);
  });

  it('reads the least an FWB may say, its optional lines empty or absent', () => {
    const fwb = parse(FWB_MINIMAL);
    expect(fwb).toEqual({
      type: 'FWB',
      version: 16,
      consignment: { awb: '298-12345675', origin: 'HMA', destination: 'TJM', shipmentCode: 'T', pieces: 1, weightUnit: 'K', weight: 5 },
      flights: [],
      routing: [{ airport: 'TJM', carrier: 'UT' }],
      shipper: { name: 'IVANOV IVAN', address: 'UL. LENINA 1', city: 'KHANTY-MANSIYSK', country: 'RU' },
      consignee: { name: 'PETROVA ANNA', address: 'UL. RESPUBLIKI 10', city: 'TYUMEN', country: 'RU' },
      ssr: [],
      accounting: [],
      declarations: { currency: 'RUB', weightValuation: 'P', otherCharges: 'P' },
      rates: [{ pieces: 1, weightUnit: 'K', weight: 5, rateClass: 'M', total: 1500, goods: ['DOCUMENTS'], consolidation: [], dimensions: [], hsCodes: [] }],
      otherCharges: [],
      execution: { date: '02DEC24', place: 'KHANTY-MANSIYSK' },
      osi: [],
      shc: [],
      customs: [],
    } satisfies Fwb);
    // Absent is absent: no key is set to undefined.
    expect(Object.keys(fwb)).not.toContain('agent');
    expect(JSON.stringify(fwb)).toBe(JSON.stringify(JSON.parse(JSON.stringify(fwb))));
    expect(v.parse(FwbSchema, fwb)).toEqual(fwb);
  });

  it.each([FWB_VKO_EVN, FWB_SGC_LED, FWB_MINIMAL])('reads the same with LF, CRLF and a Type B envelope', (text) => {
    const plain = parse(text);
    expect(parse(text.replace(/\n/g, '\r\n'))).toEqual(plain);
    expect(parse(`QK MOWFMUT\n.LEDRRUT 281200\n${text}`)).toEqual(plain);
    expect(parse(`QK MOWFMUT\r\n.LEDRRUT 281200\r\n${text.replace(/\n/g, '\r\n')}NNNN\r\n`)).toEqual(plain);
  });

  it.each(Object.entries(FWB_BAD))('refuses %s with its fault and line', (_, { text, fault, line }) => {
    expect(faultOf(text)).toEqual({ fault, line });
  });

  it('names the line and the element that does not read', () => {
    try {
      parse(FWB_BAD.rateClass.text);
    } catch (error) {
      expect((error as CimpError).detail).toBe('The rate class "CZ" is not C and one of M N Q B K C R S U E X Y W');
    }
    try {
      parse(FWB_BAD.noCvd.text);
    } catch (error) {
      expect((error as CimpError).detail).toBe('The CVD line (charge declarations) is missing; an FWB needs RTG, SHP, CNE, CVD, RTD, ISU');
    }
    expect.assertions(2);
  });

  it.each([FWB_VKO_EVN, FWB_SGC_LED, FWB_MINIMAL])('writes back what it read, in CRLF: parse(generate(parse(x))) = parse(x)', (text) => {
    const parsed = parse(text);
    const written = generate(parsed);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(written.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parse(written)).toEqual(parsed);
    // The specimens are written as the codec writes them.
    expect(written).toBe(text.replace(/\n/g, '\r\n'));
  });

  it('writes every valid FWB so that it reads back the same, no line over 69 characters', () => {
    fc.assert(
      fc.property(arbFwb, (item) => {
        v.parse(FwbSchema, item);
        let text: string;
        try {
          text = generate(item);
        } catch (error) {
          // A random FWB may pass 3,500 characters; an FWB is never split, so it would not be sent.
          if (error instanceof CimpError && error.fault === 'message-too-long') return;
          throw error;
        }
        expect(text.split('\r\n').every((line) => line.length <= 69)).toBe(true);
        expect(parse(text)).toEqual(item);
      }),
      { numRuns: 200 },
    );
  });
});

// Arbitrary FWBs the schema admits: optional keys left out rather than set to undefined.

const option = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
/** Drops the keys whose value is undefined. */
const present = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;

const arbAmount = fc.oneof(fc.integer({ min: 0, max: 99_999_999 }), fc.integer({ min: 0, max: 9_999_999 }).map((cents) => cents / 100), fc.integer({ min: 0, max: 999_999 }).map((mills) => mills / 1000));
const arbFwbCarrier = fc.oneof(arbCarrier, arbLetters(3), arbDigits(1).map((digit) => `U${digit}`));
const arbParty = (withAccount: boolean) =>
  fc
    .record({
      account: withAccount ? option(arbText(14)) : fc.constant(undefined),
      name: arbText(35),
      address: arbText(35),
      city: arbText(17),
      state: option(arbText(9)),
      country: arbLetters(2),
      postalCode: option(arbText(9)),
      contact: option(fc.record({ type: fc.oneof(fc.constantFrom('TE', 'FX', 'TL'), arbLetters(3)), number: arbText(25) })),
    })
    .map(present);
const arbDimension = fc
  .record({
    weight: option(fc.record({ weightUnit: fc.constantFrom('K' as const, 'L' as const), weight: arbFigure })),
    unit: fc.constantFrom('CMT' as const, 'INH' as const),
    length: fc.integer({ min: 1, max: 9999 }),
    width: fc.integer({ min: 1, max: 9999 }),
    height: fc.integer({ min: 1, max: 9999 }),
    pieces: arbPieces,
  })
  .map(({ weight, ...rest }) => ({ ...(weight ?? {}), ...rest }));
const arbRate = fc
  .record({
    pieces: arbPieces,
    weightUnit: fc.constantFrom('K' as const, 'L' as const),
    weight: arbFigure,
    rateClass: fc.constantFrom('M', 'N', 'Q', 'B', 'K', 'C', 'R', 'S', 'U', 'E', 'X', 'Y', 'W' as const),
    commodityItem: option(fc.oneof(arbDigits(4), arbDigits(1, 7), arbLetters(1).map((letter) => `${letter}50`))),
    chargeableWeight: option(arbFigure),
    rate: option(arbAmount),
    total: arbAmount,
    goods: fc.array(arbText(20), { maxLength: 2 }),
    consolidation: fc.array(arbText(20), { maxLength: 1 }),
    dimensions: fc.array(arbDimension, { maxLength: 2 }),
    volume: option(fc.record({ unit: fc.constantFrom('MC' as const, 'CC' as const, 'CF' as const, 'CI' as const), value: arbFigure })),
    slac: option(fc.integer({ min: 0, max: 99999 })),
    hsCodes: fc.array(arbDigits(6, 10), { maxLength: 2 }),
  })
  .map(present);
const arbSummary = fc
  .record({ weightCharge: option(arbAmount), valuationCharge: option(arbAmount), taxes: option(arbAmount), dueAgent: option(arbAmount), dueCarrier: option(arbAmount), total: arbAmount })
  .map(present);
const arbDate = fc
  .tuple(fc.integer({ min: 1, max: 31 }), fc.constantFrom('JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'), fc.integer({ min: 0, max: 99 }))
  .map(([day, month, year]) => `${String(day).padStart(2, '0')}${month}${String(year).padStart(2, '0')}`);

const arbFwb: fc.Arbitrary<Fwb> = fc
  .record({
    version: fc.constantFrom(16 as const, 17 as const),
    consignment: arbConsignment(['T']),
    flights: fc.array(fc.record({ carrier: arbFwbCarrier, number: arbFlightNumber, day: fc.integer({ min: 1, max: 31 }) }), { maxLength: 4 }),
    routing: fc.array(fc.record({ airport: arbAirport, carrier: arbFwbCarrier }), { minLength: 1, maxLength: 4 }),
    shipper: arbParty(true),
    consignee: arbParty(true),
    agent: option(fc.record({ account: option(arbText(14)), iataCode: arbDigits(7), cassAddress: option(arbDigits(4)), name: arbText(35), city: arbText(17) }).map(present)),
    ssr: fc.array(arbText(65), { maxLength: 3 }),
    notify: option(arbParty(false)),
    accounting: fc.array(fc.record({ identifier: fc.oneof(fc.constantFrom('GEN', 'CRN', 'GBL'), arbLetters(3)), information: arbText(34) }), { maxLength: 2 }),
    declarations: fc
      .record({
        currency: fc.oneof(fc.constantFrom('RUB', 'USD', 'EUR', 'AMD'), arbLetters(3)),
        chargeCode: option(fc.constantFrom('PP', 'CC', 'PX', 'CX')),
        weightValuation: fc.constantFrom('P' as const, 'C' as const),
        otherCharges: fc.constantFrom('P' as const, 'C' as const),
        carriageValue: option(arbAmount),
        customsValue: option(arbAmount),
        insurance: option(arbAmount),
      })
      .map(present),
    rates: fc.array(arbRate, { minLength: 1, maxLength: 3 }),
    otherCharges: fc.array(fc.record({ indicator: fc.constantFrom('P' as const, 'C' as const), code: fc.oneof(fc.constantFrom('MY', 'AW', 'FC', 'SC'), arbLetters(2)), due: fc.constantFrom('A' as const, 'C' as const), amount: arbAmount }), { maxLength: 3 }),
    prepaid: option(arbSummary),
    collect: option(arbSummary),
    certification: option(arbText(20)),
    execution: fc.record({ date: arbDate, place: arbText(17), signature: option(arbText(20)) }).map(present),
    osi: fc.array(arbText(65), { maxLength: 2 }),
    reference: option(
      fc
        .record({
          officeAddress: option(fc.tuple(arbAirport, arbLetters(2), arbCarrier.filter((carrier) => carrier.length === 2)).map((parts) => parts.join(''))),
          fileReference: option(arbText(15)),
          participant: option(fc.record({ identifier: fc.constantFrom('AGT', 'FFW', 'SHP'), code: arbText(17), airport: arbAirport })),
        })
        .map(present)
        .filter((reference) => Object.keys(reference).length > 0),
    ),
    shc: fc.array(arbShc, { maxLength: 9 }),
    shipmentReference: option(fc.record({ reference: arbText(14), information: fc.array(arbText(12), { maxLength: 2 }) })),
    customs: fc.array(fc.record({ country: option(arbLetters(2)), informationId: option(fc.constantFrom('SHP', 'CNE', 'ISS')), customsId: fc.oneof(fc.constantFrom('T', 'CT', 'RA', 'ED'), arbLetters(2)), information: arbText(35) }).map(present), { maxLength: 3 }),
  })
  .map(({ shipmentReference, ...rest }) => present({ type: 'FWB' as const, ...rest, shipmentReference: rest.version === 17 ? shipmentReference : undefined }) as Fwb);
