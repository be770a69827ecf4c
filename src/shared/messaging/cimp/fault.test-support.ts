import { expect } from 'vitest';
import { generateCimp, parseCimp, type CimpMessage } from './codec';
import { CimpError } from './fault';

// What a reader refused a text with, for the codec's tests to compare: null when it read.

export function faultIn(read: (text: string) => unknown, text: string): { fault: string; line: number; detail: string } | null {
  try {
    read(text);
  } catch (error) {
    if (error instanceof CimpError) return { fault: error.fault, line: error.line, detail: error.detail };
    throw error;
  }
  return null;
}

/** The fault's kind and line only (the detail's wording is tested where it matters). */
export function faultOf(text: string, read: (text: string) => unknown = parseCimp): { fault: string; line: number } | null {
  const found = faultIn(read, text);
  return found && { fault: found.fault, line: found.line };
}

/**
 * The property every message keeps: written, no line passes 69 characters, and it reads back the
 * same. A random message too long for one part is skipped (it would be split, never sent whole).
 */
export function expectRoundTrip(item: CimpMessage): void {
  let text: string;
  try {
    text = generateCimp(item);
  } catch (error) {
    if (error instanceof CimpError && error.fault === 'message-too-long') return;
    throw error;
  }
  expect(text.split('\r\n').every((line) => line.length <= 69)).toBe(true);
  expect(parseCimp(text)).toEqual(item);
}
