import * as v from 'valibot';

// What can be wrong with a telegram, each named so a person (or a sender's system) can act on it:
// the kind, the 1-based line of the text as received (envelope lines counted), and a detail.

export const CIMP_FAULTS = [
  'empty-message',
  'unknown-message-type',
  'unsupported-version',
  'bad-character',
  'line-too-long',
  'message-too-long',
  'missing-mandatory-line',
  'unexpected-line',
  'bad-element',
  'awb-check-digit',
] as const;
export type CimpFaultKind = (typeof CIMP_FAULTS)[number];

export const CimpFaultSchema = v.object({
  fault: v.picklist(CIMP_FAULTS),
  /** The 1-based line of the text as received; 0 when the fault is the whole message's. */
  line: v.number(),
  detail: v.string(),
});
export type CimpFault = v.InferOutput<typeof CimpFaultSchema>;

/** A telegram that does not read (or an object that cannot be written as one). */
export class CimpError extends Error {
  constructor(
    readonly fault: CimpFaultKind,
    readonly line: number,
    readonly detail: string,
  ) {
    super(`${fault} at line ${line}: ${detail}`);
    this.name = 'CimpError';
  }

  toJSON(): CimpFault {
    return { fault: this.fault, line: this.line, detail: this.detail };
  }
}
