import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { FmaSchema, fmaFor, FnaSchema, fnaFor, readFma, readFna, writeFma, writeFna, type Fma, type Fna } from './ack';
import { arbText } from './arbitraries.test-support';
import { type CimpError } from './fault';
import { readFsu } from './fsu';
import { ACK_BAD, FMA_BARE, FMA_FWB, FNA_FFM, FNA_FWB } from './specimens/ack';
import { FSU_BAD, FSU_DELIVERY } from './specimens/fsu';
import { readMessage, writeMessage } from './text';
import { faultOf as faultOfText } from './fault.test-support';

// The codec's dispatcher (codec.ts) is another module's; FMA and FNA are read and written here directly.
const parse = (text: string): Fma | Fna => {
  const message = readMessage(text);
  if (message.type === 'FMA') return readFma(message);
  if (message.type === 'FNA') return readFna(message);
  throw new Error(`not an acknowledgement: ${message.type}`);
};
const generate = (item: Fma | Fna) => writeMessage(item.type === 'FMA' ? writeFma(item) : writeFna(item));

const faultOf = (text: string) => faultOfText(text, parse);

const GOOD = { FMA_FWB, FMA_BARE, FNA_FWB, FNA_FFM };

describe('FMA/1 and FNA/1', () => {
  it('reads an acknowledgement: its words and the quoted lines', () => {
    expect(parse(FMA_FWB)).toEqual({ type: 'FMA', version: 1, text: 'FWB RECEIVED', original: ['FWB/16', '298-45182336VKOEVN/T10K250.5'] });
    expect(parse(FMA_BARE)).toEqual({ type: 'FMA', version: 1, original: ['FSU/15', '298-45182336VKOEVN/T10K250.5'] });
  });

  it('reads a refusal: its reason and the quote as it was, continuation lines and all', () => {
    expect(parse(FNA_FWB)).toEqual({ type: 'FNA', version: 1, reason: 'AWB-CHECK-DIGIT LINE 2: 4518233 MOD 7 IS 6, NOT 0', original: ['FWB/16', '298-45182330VKOEVN/T10K250.5'] });
    expect(parse(FNA_FFM)).toEqual({
      type: 'FNA',
      version: 1,
      reason: 'BAD-ELEMENT LINE 6: THE WEIGHT K25O.5 IS NOT A FIGURE',
      original: ['FFM/8', '1/UT561/27NOV/VKO', 'EVN', '298-45182336VKOEVN/T10K250.5', '/GEN', '298-12345675VKOEVN/P4K25O.5/T10'],
    });
  });

  it('reads the same with CRLF and with a Type B envelope', () => {
    for (const text of Object.values(GOOD)) {
      const plain = parse(text);
      expect(parse(text.replace(/\n/g, '\r\n'))).toEqual(plain);
      expect(parse(`QK MOWFMUT\n.LEDRRUT 281200\n${text}`)).toEqual(plain);
    }
  });

  it.each(Object.entries(ACK_BAD))('refuses %s with its fault and line', (_, { text, fault, line }) => {
    expect(faultOf(text)).toEqual({ fault, line });
  });

  it.each(Object.entries(GOOD))('writes %s back in CRLF: parse(generate(parse(x))) = parse(x), each object valid', (_, text) => {
    const parsed = parse(text);
    expect(v.parse(parsed.type === 'FMA' ? FmaSchema : FnaSchema, parsed)).toEqual(parsed);
    const written = generate(parsed);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(parse(written)).toEqual(parsed);
  });

  it('answers a received telegram: FMA quotes its first two lines, leaving its envelope out', () => {
    const fma = fmaFor(`QK MOWFMUT\r\n.LEDRRUT 281200\r\n${FSU_DELIVERY.replace(/\n/g, '\r\n')}`, 'received, thank you');
    expect(fma).toEqual({ type: 'FMA', version: 1, text: 'RECEIVED, THANK YOU', original: ['FSU/15', '298-45182336VKOEVN/T10K250.5'] });
    expect(parse(generate(fma))).toEqual(fma);
    expect(fmaFor(FSU_DELIVERY)).not.toHaveProperty('text');
  });

  it('refuses a received telegram with an FNA that names the fault and quotes down to its line', () => {
    const received = FSU_BAD.badDate.text;
    let fault: CimpError | undefined;
    try {
      readFsu(readMessage(received));
    } catch (error) {
      fault = error as CimpError;
    }
    const fna = fnaFor(received, fault!.toJSON());
    // The detail is cut at a word's end to fit the ACK line.
    expect(fna.reason).toBe('BAD-ELEMENT LINE 3: THE DATE 32NOV IS NOT A DAY AND MONTH SUCH AS');
    expect(fna.original).toEqual(['FSU/15', '298-45182336VKOEVN/T10K250.5', 'DEP/UT561/32NOV/VKOEVN/T10K250.5']);
    expect(v.is(FnaSchema, fna)).toBe(true);
    expect(parse(generate(fna))).toEqual(fna);
  });

  it('quotes even what could not be read: lower case raised, foreign characters blanked, long lines cut', () => {
    const fna = fnaFor(`/ffm/8 «draft»\n${'X'.repeat(80)}\n`, { fault: 'unknown-message-type', line: 1, detail: 'The first line "/ffm/8 «draft»" is not a message type' });
    expect(fna.original).toEqual(['FFM/8  DRAFT', 'X'.repeat(69)]);
    expect(fna.reason.length).toBeLessThanOrEqual(65);
    expect(v.is(FnaSchema, fna)).toBe(true);
    expect(parse(generate(fna))).toEqual(fna);
  });

  it('writes every valid FMA and FNA so that it reads back the same, no line over 69 characters', () => {
    const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-/()\',:?+='.split('');
    const arbLine = fc
      .array(fc.constantFrom(...chars), { minLength: 1, maxLength: 69 })
      .map((list) => list.join('').trimEnd())
      .filter((line) => line !== '' && line !== 'NNNN');
    const arbOriginal = fc.array(arbLine, { minLength: 1, maxLength: 6 }).filter((lines) => !lines[0]!.startsWith('/'));
    const arbAck = fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 65 }).map((list) => list.join('').trim()).filter((text) => text !== '');
    const arbItem: fc.Arbitrary<Fma | Fna> = fc.oneof(
      fc.record({ text: fc.option(fc.oneof(arbAck, arbText(65)), { nil: undefined }), original: arbOriginal }).map(({ text, original }) => ({ type: 'FMA' as const, version: 1 as const, ...(text === undefined ? {} : { text }), original })),
      fc.record({ reason: arbAck, original: arbOriginal }).map(({ reason, original }) => ({ type: 'FNA' as const, version: 1 as const, reason, original })),
    );
    fc.assert(
      fc.property(arbItem, (item) => {
        v.parse(item.type === 'FMA' ? FmaSchema : FnaSchema, item);
        const text = generate(item);
        expect(text.split('\r\n').every((line) => line.length <= 69)).toBe(true);
        expect(parse(text)).toEqual(item);
      }),
      { numRuns: 200 },
    );
  });
});
