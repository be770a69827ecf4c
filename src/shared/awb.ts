// Air waybill numbers: a 3-digit airline prefix and an 8-digit serial whose last digit is the
// first seven digits modulo 7 (IATA practice, spec section 1 and DOMAIN.md).

export interface AwbNumber {
  prefix: string;
  serial: string;
}

// People write the number in groups, 298-45182303 or 298 4518 2303, and paste it from documents
// whose word processor turned the hyphen into a dash: between the groups (3 | 4 | 4 digits) any
// spaces and at most one hyphen or dash; nowhere else. Surrounding spaces are trimmed first.
const GROUP_SEPARATOR = String.raw`\s*[-\u2010-\u2013\u2212]?\s*`;
export const AWB_PATTERN = new RegExp(String.raw`^(\d{3})${GROUP_SEPARATOR}(\d{4})${GROUP_SEPARATOR}(\d{4})$`);

export function awbCheckDigit(firstSevenDigits: string): number {
  return Number(firstSevenDigits) % 7;
}

export function isValidSerial(serial: string): boolean {
  return /^\d{8}$/.test(serial) && awbCheckDigit(serial.slice(0, 7)) === Number(serial[7]);
}

export type AwbProblem = 'format' | 'checkDigit';

/** Parses an AWB number written as people write it (see AWB_PATTERN); says what is wrong otherwise. */
export function parseAwb(input: string): { ok: true; awb: AwbNumber } | { ok: false; problem: AwbProblem } {
  const match = AWB_PATTERN.exec(input.trim());
  if (!match) return { ok: false, problem: 'format' };
  const [, prefix = '', serialHead = '', serialTail = ''] = match;
  const serial = `${serialHead}${serialTail}`;
  if (!isValidSerial(serial)) return { ok: false, problem: 'checkDigit' };
  return { ok: true, awb: { prefix, serial } };
}

/** The one way the number is shown and linked: `PPP-SSSSSSSS`. */
export function formatAwb({ prefix, serial }: AwbNumber): string {
  return `${prefix}-${serial}`;
}

/** The number as shown and linked (`298-45182303`) however it was typed, or null if it is no valid AWB number. */
export function normalizeAwb(input: string): string | null {
  const parsed = parseAwb(input);
  return parsed.ok ? formatAwb(parsed.awb) : null;
}

/** The full serial for a 7-digit running number, check digit appended. */
export function serialFromRunningNumber(runningNumber: number): string {
  if (!Number.isInteger(runningNumber) || runningNumber < 0 || runningNumber > 9_999_999) {
    throw new RangeError(`AWB running number out of range: ${runningNumber}`);
  }
  const seven = String(runningNumber).padStart(7, '0');
  return `${seven}${awbCheckDigit(seven)}`;
}
