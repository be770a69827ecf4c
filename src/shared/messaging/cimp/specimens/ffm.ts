// FFM/8 specimens written for this project from Cargo-IMP's syntax (docs/cimp.md): good ones with
// what they say in the tests, bad ones each with its fault. Lines end in LF here; tests try CRLF.

/** UT 561 from Vnukovo to Yerevan on a 737 (one ULD and bulk), the only part. */
export const FFM_VKO_EVN = `FFM/8
1/UT561/27NOV/VKO/RA73056
EVN/27NOV1130
298-45182336VKOEVN/T10K250.5/MC1.2/SPARE PARTS
/GEN
DIM/K250.5/CMT100-80-60/10
OSI/CUSTOMS INFORMED
ULD/PMC12345UT-M
298-12345675VKOEVN/P4K100/MC0.5/T10/MEDICINES
/PIL/COL
SSR/KEEP AT 2-8 C
298-60012341VKOEVN/T1K5/DOCUMENTS
LAST
`;

/** The first part of a two-part manifest: Surgut, then Tyumen with nothing to unload. */
export const FFM_PART_ONE = `FFM/8
1/UT478/28NOV/SGC
VKO
298-45182421SGCVKO/T3K60/DG10
ONW/LED/UT304/29NOV
INW/UT110/27NOV/HMA
298-76543213SGCVKO/S2K20/T5/FISH
/PER
TJM
NIL
CONT
`;

export const FFM_BAD = {
  /** The second consignment's check digit: 4518242 mod 7 is 1, not 5. */
  checkDigit: { text: 'FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5\n298-45182425VKOEVN/T1K5\nLAST\n', fault: 'awb-check-digit', line: 5 },
  /** No CONT or LAST at the end. */
  noEnd: { text: 'FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5\n', fault: 'missing-mandatory-line', line: 4 },
  /** A goods description that takes the line past 69 characters. */
  longLine: { text: `FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5/${'X'.repeat(45)}\nLAST\n`, fault: 'line-too-long', line: 4 },
  /** The weight without its unit. */
  badWeight: { text: 'FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10X250\nLAST\n', fault: 'bad-element', line: 4 },
  /** A consignment before any point of unloading. */
  noPoint: { text: 'FFM/8\n1/UT561/27NOV/VKO\n298-45182336VKOEVN/T10K250.5\nLAST\n', fault: 'missing-mandatory-line', line: 3 },
  /** No flight line at all. */
  noFlight: { text: 'FFM/8\nLAST\n', fault: 'missing-mandatory-line', line: 2 },
  /** A lower-case letter. */
  lowerCase: { text: 'FFM/8\n1/UT561/27nov/VKO\nEVN\nLAST\n', fault: 'bad-character', line: 2 },
  /** An old version. */
  oldVersion: { text: 'FFM/3\n1/UT561/27NOV/VKO\nEVN\nLAST\n', fault: 'unsupported-version', line: 1 },
  /** A part over 3,500 characters. */
  tooLong: { text: `FFM/8\n1/UT561/27NOV/VKO\nEVN\n${'298-45182336VKOEVN/T10K250.5/SPARE PARTS\n'.repeat(90)}LAST\n`, fault: 'message-too-long', line: 0 },
  /** A line the manifest has no place for. */
  stray: { text: 'FFM/8\n1/UT561/27NOV/VKO\nEVN\n298-45182336VKOEVN/T10K250.5\nHELLO/WORLD\nLAST\n', fault: 'unexpected-line', line: 5 },
} as const;
