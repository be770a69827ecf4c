import { describe, expect, it } from 'vitest';
import { awbCheckDigit, formatAwb, isValidSerial, normalizeAwb, parseAwb, serialFromRunningNumber } from './awb';

// IATA air waybills: a 3-digit prefix and an 8-digit serial whose last digit is the first seven
// modulo 7. 1234567 mod 7 = 5, so 020-12345675 is the textbook valid number.

describe('awbCheckDigit', () => {
  it.each([
    ['1234567', 5],
    ['4518230', 3],
    ['0000000', 0],
    ['0000006', 6],
    ['0000007', 0],
    ['9999999', 2],
  ])('%s mod 7 = %i', (seven, digit) => {
    expect(awbCheckDigit(seven)).toBe(digit);
  });
});

describe('isValidSerial', () => {
  it.each([
    ['12345675', true],
    ['45182303', true],
    ['12345670', false],
    ['12345676', false],
    ['1234567', false],
    ['123456755', false],
    ['1234567a', false],
  ])('%s → %s', (serial, valid) => {
    expect(isValidSerial(serial)).toBe(valid);
  });
});

describe('parseAwb', () => {
  it.each(['020-12345675', '02012345675', '020 12345675', '  020-12345675  '])('accepts %j', (input) => {
    expect(parseAwb(input)).toEqual({ ok: true, awb: { prefix: '020', serial: '12345675' } });
  });

  // As people write it: the serial in two groups of four, spaces or a dash between the groups,
  // the dash a word processor made of the hyphen, spaces around it all.
  it.each([
    '298 4518 2303',
    '298-4518 2303',
    '298 45182303',
    '29845182303',
    '298-45182303',
    '  298 4518 2303\t',
    '298-4518-2303',
    '298 - 4518 2303',
    '298  4518  2303',
    '298\u00a04518\u00a02303',
    '298\u20134518 2303',
    '2984518 2303',
  ])('accepts %j written in groups', (input) => {
    expect(parseAwb(input)).toEqual({ ok: true, awb: { prefix: '298', serial: '45182303' } });
    expect(normalizeAwb(input)).toBe('298-45182303');
  });

  it.each([
    ['020-12345670', 'checkDigit'],
    ['02012345676', 'checkDigit'],
    ['', 'format'],
    ['abc', 'format'],
    ['020-1234567', 'format'],
    ['020-123456755', 'format'],
    ['20-12345675', 'format'],
    ['020--12345675', 'format'],
    ['020_12345675', 'format'],
    ['O20-12345675', 'format'],
    ['020-1234567X', 'format'],
    // Groups only where people put them: 3 | 4 | 4, one dash at most between two groups.
    ['0201-2345675', 'format'],
    ['020-123-45675', 'format'],
    ['020 1234 56 75', 'format'],
    ['020-1234--5675', 'format'],
    ['020.1234.5675', 'format'],
    ['020 1234 5670', 'checkDigit'],
    ['298 4518 2304', 'checkDigit'],
  ] as const)('rejects %j for its %s', (input, problem) => {
    expect(parseAwb(input)).toEqual({ ok: false, problem });
  });

  it('normalizes nothing that is not a valid number', () => {
    expect(normalizeAwb('298-4518230')).toBeNull();
    expect(normalizeAwb('298 4518 2304')).toBeNull();
  });

  it('round-trips through formatAwb with the dash', () => {
    const parsed = parseAwb('29845182303');
    expect(parsed.ok && formatAwb(parsed.awb)).toBe('298-45182303');
  });
});

describe('serialFromRunningNumber', () => {
  it.each([
    [4518230, '45182303'],
    [1234567, '12345675'],
    [0, '00000000'],
    [42, '00000420'],
    [9_999_999, '99999992'],
  ])('%i → %s', (runningNumber, serial) => {
    expect(serialFromRunningNumber(runningNumber)).toBe(serial);
    expect(isValidSerial(serial)).toBe(true);
  });

  // A serial has seven digits before its check digit; anything else would make a number no
  // parser accepts (a negative or fractional one used to come out as "00000-1NaN").
  it.each([10_000_000, -1, 1.5, Number.NaN])('refuses %d', (runningNumber) => {
    expect(() => serialFromRunningNumber(runningNumber)).toThrow(RangeError);
  });
});
