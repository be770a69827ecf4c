// FBL/4 specimens written for this project from Cargo-IMP's syntax (docs/cimp.md).

/** UT 561's bookings from Vnukovo: Yerevan, one in parts. */
export const FBL_VKO_EVN = `FBL/4
1/UT561/27NOV/VKO
EVN
298-45182336VKOEVN/T10K250.5/MC1.2/SPARE PARTS
/GEN
298-12345675VKOEVN/P4K100/T10/MEDICINES
/PIL
DIM/K100/CMT60-40-40/4
SSR/KEEP AT 2-8 C
OSI/BOOKED BY AGENT 7700
LAST
`;

/** A booking list's middle part: two points, one with nothing booked. */
export const FBL_PART = `FBL/4
2/UT304/29NOV/LED
SVX/29NOV1345
298-55500012LEDSVX/T2K40/DG12
HMA
NIL
CONT
`;

export const FBL_BAD = {
  /** FBL carries no S or D line (those are FFM's). */
  splitCode: { text: 'FBL/4\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/S2K20/T10\nLAST\n', fault: 'bad-element', line: 4 },
  /** No registration on a booking list's flight line. */
  registration: { text: 'FBL/4\n1/UT561/27NOV/VKO/RA73056\nEVN\nLAST\n', fault: 'bad-element', line: 2 },
  /** An onward movement is a manifest's. */
  onward: { text: 'FBL/4\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5\nONW/LED/UT304/29NOV\nLAST\n', fault: 'unexpected-line', line: 5 },
  /** A P line without the consignment's total pieces. */
  noTotal: { text: 'FBL/4\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/P2K20\nLAST\n', fault: 'bad-element', line: 4 },
  noEnd: { text: 'FBL/4\n1/UT561/27NOV/VKO\nEVN\n', fault: 'missing-mandatory-line', line: 3 },
} as const;
