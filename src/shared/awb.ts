// Air waybill numbers: a 3-digit airline prefix and an 8-digit serial whose last digit is the
// first seven digits modulo 7 (IATA practice, spec section 1 and DOMAIN.md).

export interface AwbNumber {
  prefix: string;
  serial: string;
}

const AWB_PATTERN = /^(\d{3})[-\s]?(\d{8})$/;

export function awbCheckDigit(firstSevenDigits: string): number {
  return Number(firstSevenDigits) % 7;
}

export function isValidSerial(serial: string): boolean {
  return /^\d{8}$/.test(serial) && awbCheckDigit(serial.slice(0, 7)) === Number(serial[7]);
}

export type AwbProblem = 'format' | 'checkDigit';

/** Parses `PPP-SSSSSSSS` (the dash or a space may be left out); says what is wrong otherwise. */
export function parseAwb(input: string): { ok: true; awb: AwbNumber } | { ok: false; problem: AwbProblem } {
  const match = AWB_PATTERN.exec(input.trim());
  if (!match) return { ok: false, problem: 'format' };
  const [, prefix = '', serial = ''] = match;
  if (!isValidSerial(serial)) return { ok: false, problem: 'checkDigit' };
  return { ok: true, awb: { prefix, serial } };
}

export function formatAwb({ prefix, serial }: AwbNumber): string {
  return `${prefix}-${serial}`;
}

/** The full serial for a 7-digit running number, check digit appended. */
export function serialFromRunningNumber(runningNumber: number): string {
  if (!Number.isInteger(runningNumber) || runningNumber < 0 || runningNumber > 9_999_999) {
    throw new RangeError(`AWB running number out of range: ${runningNumber}`);
  }
  const seven = String(runningNumber).padStart(7, '0');
  return `${seven}${awbCheckDigit(seven)}`;
}
