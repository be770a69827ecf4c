// FMA/1 and FNA/1 specimens written for this project (docs/cimp.md, "FMA and FNA"): the answers
// to a received FWB and FFM, good ones with what they say in the tests, bad ones with their fault.

/** An FWB acknowledged: its type line and consignment line quoted. */
export const FMA_FWB = `FMA/1
ACK/FWB RECEIVED
FWB/16
298-45182336VKOEVN/T10K250.5
`;

/** A bare acknowledgement (no words after ACK) of an FSU. */
export const FMA_BARE = `FMA/1
ACK
FSU/15
298-45182336VKOEVN/T10K250.5
`;

/** An FWB refused for its check digit: the quote down to the line in error. */
export const FNA_FWB = `FNA/1
ACK/AWB-CHECK-DIGIT LINE 2: 4518233 MOD 7 IS 6, NOT 0
FWB/16
298-45182330VKOEVN/T10K250.5
`;

/** An FFM refused: its quote keeps the original's continuation line and its slashes as they were. */
export const FNA_FFM = `FNA/1
ACK/BAD-ELEMENT LINE 6: THE WEIGHT K25O.5 IS NOT A FIGURE
FFM/8
1/UT561/27NOV/VKO
EVN
298-45182336VKOEVN/T10K250.5
/GEN
298-12345675VKOEVN/P4K25O.5/T10
`;

export const ACK_BAD = {
  /** No ACK line: the quote follows the type line directly. */
  noAck: { text: 'FNA/1\nFWB/16\n298-45182330VKOEVN/T10K250.5\n', fault: 'missing-mandatory-line', line: 2 },
  /** Nothing quoted. */
  noQuote: { text: 'FMA/1\nACK/FWB RECEIVED\n', fault: 'missing-mandatory-line', line: 2 },
  /** An FNA that does not say why. */
  noReason: { text: 'FNA/1\nACK\nFWB/16\n298-45182330VKOEVN/T10K250.5\n', fault: 'bad-element', line: 2 },
  /** The ACK line continued (or a quote that starts with /). */
  ackContinued: { text: 'FNA/1\nACK/AWB CHECK DIGIT\n/WRONG\nFWB/16\n', fault: 'unexpected-line', line: 3 },
  /** A reason past 69 characters. */
  longLine: { text: `FNA/1\nACK/${'WRONG '.repeat(12)}\nFWB/16\n`, fault: 'line-too-long', line: 2 },
  /** A quote with a character outside Cargo-IMP's set. */
  badCharacter: { text: 'FMA/1\nACK/RECEIVED\nFWB/16\n298-45182336VKOEVN/T10K250.5/SPARE_PARTS\n', fault: 'bad-character', line: 4 },
} as const;
