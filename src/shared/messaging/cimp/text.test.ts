import { describe, expect, it } from 'vitest';
import { parseCimp } from './codec';
import { cimpText, readMessage, writeMessage } from './text';
import { faultIn } from './fault.test-support';

const faultOf = (text: string) => faultIn(parseCimp, text);

describe('a telegram’s text', () => {
  it('is read down to its type, version and segments, continuation lines joined to the line before', () => {
    const message = readMessage('\n\nFFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5\n/GEN/PER\nLAST\n\n');
    expect(message.type).toBe('FFM');
    expect(message.version).toBe(8);
    expect(message.headerLine).toBe(3);
    expect(message.segments.map((segment) => [segment.no, segment.fields, segment.continuations])).toEqual([
      [4, ['1', 'UT561', '27NOV', 'VKO'], []],
      [5, ['EVN'], []],
      [6, ['298-45182336VKOEVN', 'T10K250.5'], [{ no: 7, fields: ['GEN', 'PER'] }]],
      [8, ['LAST'], []],
    ]);
  });

  it('counts envelope lines in the line numbers it names', () => {
    expect(faultOf('QK MOWFMUT\n.VKORRUT 271130\nFFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10X2\nLAST\nNNNN\n')).toMatchObject({ fault: 'bad-element', line: 6 });
  });

  it.each([
    ['an empty text', '  \n\r\n', 'empty-message', 0],
    ['a text without a message type', 'HELLO WORLD\nLAST', 'unknown-message-type', 1],
    ['address lines with no origin line', 'QK MOWFMUT\nFFM/8\nLAST', 'unknown-message-type', 1],
    ['a type the cabinet does not read', 'FHL/4\nMBI/298-45182336VKOEVN/T10K250.5', 'unknown-message-type', 1],
    ['a Cyrillic letter', 'FFM/8\n1/UT561/27NOV/ВКО\nLAST', 'bad-character', 2],
    ['a tab', 'FFM/8\n1/UT561/27NOV/VKO\tX\nLAST', 'bad-character', 2],
    ['a continuation line first', 'FFM/8\n/GEN\nLAST', 'unexpected-line', 2],
  ])('refuses %s', (_, text, fault, line) => {
    expect(faultOf(text)).toMatchObject({ fault, line });
  });

  it('names what the cabinet reads when the type is unknown', () => {
    expect(faultOf('FHL/4\nMBI/X')?.detail).toMatch(/^FHL is not a message type the cabinet reads; it reads FFM\/8, FBL\/4/);
  });

  it('is written in CRLF, refusing a line over 69 characters or a character outside the set', () => {
    expect(writeMessage(['FFM/8', 'LAST'])).toBe('FFM/8\r\nLAST\r\n');
    expect(() => writeMessage(['FFM/8', 'X'.repeat(70)])).toThrow(expect.objectContaining({ fault: 'line-too-long', line: 2 }));
    expect(() => writeMessage(['FFM/8', 'a'])).toThrow(expect.objectContaining({ fault: 'bad-character', line: 2 }));
  });

  it('turns a person’s text into what a telegram may carry', () => {
    expect(cimpText('  Spare parts / engines; №5  ')).toBe('SPARE PARTS ENGINES 5');
  });
});
