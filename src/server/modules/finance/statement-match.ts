import type { ParsedOrder } from './statement-parse';

// Which contract a statement's payment is for. The payer's INN names the client company (its
// contractors); the purpose has to name one of that company's contracts by number, as a whole
// token, since "UT-AG-2024/017" must not be read in "UT-AG-2024/0170" or "UT-AG-2024/017-2".
// Anything short of exactly one contract is a person's decision.

export interface Candidate {
  id: number;
  number: string;
  inn: string;
}

/** A character that continues a contract number: a letter, a digit, "/" or "-". */
const PART_OF_NUMBER = /[\p{L}\p{N}/-]/u;

/** Whether the purpose names the contract number as a whole token, whatever the case. */
export function mentions(purpose: string, number: string): boolean {
  const text = purpose.toLowerCase();
  const needle = number.toLowerCase();
  if (!needle) return false;
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    const before = text[at - 1];
    const after = text[at + needle.length];
    if ((before === undefined || !PART_OF_NUMBER.test(before)) && (after === undefined || !PART_OF_NUMBER.test(after))) return true;
  }
  return false;
}

/** The one contract of the payer the purpose names, or null when there is none or more than one. */
export function matchContract(order: Pick<ParsedOrder, 'payerInn' | 'purpose'>, candidates: readonly Candidate[]): Candidate | null {
  if (!order.payerInn || !order.purpose) return null;
  const named = candidates.filter((contract) => contract.inn === order.payerInn && mentions(order.purpose!, contract.number));
  return named.length === 1 ? named[0]! : null;
}
