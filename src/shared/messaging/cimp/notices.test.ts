import { describe, expect, it } from 'vitest';
import { type CimpError } from './fault';
import { noticeTypeOf, readCsn, readOar } from './notices';

// CSN and OAR: read (never written or applied) so the telegram log shows what they say.

const CSN_TEXT = 'QK MOWFMUT\r\n.WASCBCR 281015\r\nCSN\r\n298-45182336\r\nARR/UT561/27NOV\r\nCSN/1C-10/27NOV1020/01-23456789012/RELEASED\r\nCSN/7H/28NOV0800\r\n';
const OAR_TEXT = 'OAR/1\nREF/SU12345\n298-45182336 RECEIVED\nSPACE CONFIRMED ON SU1402/02DEC\n';

describe('CSN and OAR', () => {
  it('reads a CSN with its envelope: the AWB, the arrival and each status', () => {
    expect(readCsn(CSN_TEXT)).toEqual({
      type: 'CSN',
      version: null,
      awb: '298-45182336',
      hawb: null,
      arrival: { flight: 'UT561', day: '27NOV' },
      statuses: [
        { actionCode: '1C', pieces: 10, at: '27NOV1020', entryType: '01', entryNumber: '23456789012', remarks: 'RELEASED' },
        { actionCode: '7H', pieces: null, at: '28NOV0800', entryType: null, entryNumber: null, remarks: null },
      ],
    });
    expect(noticeTypeOf(CSN_TEXT)).toBe('CSN');
  });

  it('refuses a CSN without a status, with a wrong AWB check digit, or a stray line', () => {
    const fault = (text: string) => {
      try {
        readCsn(text);
      } catch (error) {
        return [(error as CimpError).fault, (error as CimpError).line];
      }
      return null;
    };
    expect(fault('CSN\n298-45182336\n')).toEqual(['missing-mandatory-line', 0]);
    expect(fault('CSN\n298-45182337\nCSN/1C\n')).toEqual(['awb-check-digit', 2]);
    expect(fault('CSN\n298-45182336\nXYZ/1\n')).toEqual(['unexpected-line', 3]);
    expect(fault('CSN\n298-45182336\nCSN/1C/32XYZ\n')).toEqual(['bad-element', 3]);
  });

  it('reads an OAR: its reference, the AWB it names and its text', () => {
    expect(readOar(OAR_TEXT)).toEqual({
      type: 'OAR',
      version: 1,
      awb: '298-45182336',
      reference: 'SU12345',
      text: ['298-45182336 RECEIVED', 'SPACE CONFIRMED ON SU1402/02DEC'],
    });
    expect(noticeTypeOf('FSU/15\nCSN')).toBeNull();
  });
});
