import { describe, expect, it } from 'vitest';
import { FFM_BAD, FFM_VKO_EVN } from '../../src/shared/messaging/cimp/specimens/ffm';
import { runCimp } from '../../scripts/lib/cimp-cli';

// The command line people debug traffic with: parse prints JSON, generate prints the telegram in
// CRLF, and a fault is one line on standard error with a non-zero exit.

function io(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      read: async (path: string) => {
        if (!(path in files)) throw new Error('no such file');
        return files[path]!;
      },
      out: (text: string) => out.push(text),
      err: (text: string) => err.push(text),
    },
  };
}

describe('npm run cimp', () => {
  it('parses a telegram to JSON and generates it back', async () => {
    const first = io({ 'ffm.txt': FFM_VKO_EVN });
    expect(await runCimp(['parse', 'ffm.txt'], first.io)).toBe(0);
    const json = first.out.join('');
    expect(JSON.parse(json)).toMatchObject({ type: 'FFM', version: 8, flight: { carrier: 'UT', number: '561' } });
    const second = io({ 'ffm.json': json });
    expect(await runCimp(['generate', 'ffm.json'], second.io)).toBe(0);
    expect(second.out.join('')).toBe(FFM_VKO_EVN.replace(/\n/g, '\r\n'));
  });

  it('tells a fault on one line and exits 1', async () => {
    const run = io({ bad: FFM_BAD.checkDigit.text });
    expect(await runCimp(['parse', 'bad'], run.io)).toBe(1);
    expect(run.err.join('')).toBe('awb-check-digit at line 5: The AWB number 298-45182425 fails its check digit: 4518242 mod 7 is 1, not 5\n');
  });

  it('refuses JSON that is no message, an unreadable file and a wrong command', async () => {
    const run = io({ 'x.json': '{"type":"FFM","version":8}' });
    expect(await runCimp(['generate', 'x.json'], run.io)).toBe(1);
    expect(run.err.join('')).toMatch(/^x\.json is not a message the codec writes:\n {2}sequence: /);
    expect(await runCimp(['parse', 'missing'], io({}).io)).toBe(2);
    expect(await runCimp(['print', 'x'], io({}).io)).toBe(2);
  });
});
