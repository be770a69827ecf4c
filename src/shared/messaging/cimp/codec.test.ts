import { describe, expect, it } from 'vitest';
import { CIMP_FORMATS, generateCimp, parseCimp } from './codec';
import { CimpError } from './fault';
import { BAD_SPECIMENS, GOOD_SPECIMENS } from './specimens';

// The dispatcher over every specimen: each type and version reaches its reader and writer.

describe('the codec', () => {
  it('reads and writes every type and version the issue names', () => {
    expect(CIMP_FORMATS).toEqual(['FFM/8', 'FBL/4', 'FWB/16', 'FWB/17', 'FFR/8', 'FFA/4', 'FSU/15', 'FMA/1', 'FNA/1']);
  });

  it.each(Object.entries(GOOD_SPECIMENS))('%s: parse(generate(parse(x))) = parse(x), in CRLF, no line over 69', (_, text) => {
    const parsed = parseCimp(text);
    const written = generateCimp(parsed);
    expect(written.split('\r\n').slice(0, -1).every((line) => line.length > 0 && line.length <= 69)).toBe(true);
    expect(written.endsWith('\r\n')).toBe(true);
    expect(parseCimp(written)).toEqual(parsed);
    // Only the message's content: no raw text, line ends or positions.
    expect(JSON.stringify(parsed)).not.toMatch(/\\r|\\n|"raw"|"line"/);
  });

  it.each(Object.entries(BAD_SPECIMENS))('%s: refused with its fault and line', (_, { text, fault, line }) => {
    let caught: unknown;
    try {
      parseCimp(text);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CimpError);
    expect({ fault: (caught as CimpError).fault, line: (caught as CimpError).line }).toEqual({ fault, line });
  });
});
