// FFR/8 specimens written for this project from Cargo-IMP's syntax (docs/cimp.md): good ones with
// what they say in the tests, bad ones each with its fault and line. Lines end in LF here; tests
// try CRLF and a Type B envelope.

/** An agent in Surgut asks for Surgut–Vnukovo–Yerevan, the second leg with an alternative acceptable. */
export const FFR_SGC_EVN = `FFR/8
298-45182336SGCEVN/T10K250.5/MC1.2/SPARE PARTS
/SPX/EAW
UT478/27NOV/SGCVKO/NN
UT561/28NOV/VKOEVN/NA
SSR/KEEP DRY
/DO NOT STACK
OSI/CONTACT VKO DUTY OFFICER BEFORE LOADING
REF/SGCTCXH/BK2711/AGT/1234567/SGC
DIM/K150.5/CMT120-80-100/6
DIM/K100/CMT60-40-40/4
CUS/TCL001/1234567/0001
/TRANSCARGO LOGISTICS LLC
/SURGUT
`;

/** Part of a consignment booked on the agent's allotment, a density group instead of a volume. */
export const FFR_ALLOTMENT = `FFR/8
298-12345675VKOLED/P4K100/DG10/T10/MEDICINES
/PIL/COL
UT304/29NOV/VKOLED/CA/ALT24VKO
REF//TC-0042
`;

/** The agent cancels a booking. */
export const FFR_CANCEL = `FFR/8
298-76543213HMATJM/T2K35
UT110/30NOV/HMATJM/XX
OSI/BOOKING NO LONGER NEEDED
REF/HMAFMUT
`;

/** Space sold beforehand, dimensions continued on a continuation line, a customer without account. */
export const FFR_SOLD = `FFR/8
298-55501235SVXLED/T3K420/FISH
/PER
UT220/01DEC/SVXLED/SS
REF/SVXFMUT/SV1
DIM/K300/CMT100-100-80/2
/K120/CMT80-60-50/1
CUS//7654321
/URAL FRESH
/EKATERINBURG
`;

const HEAD = 'FFR/8\n298-45182336VKOEVN/T10K250.5\n';

export const FFR_BAD = {
  /** Nothing but blank lines. */
  empty: { text: '\n\n', fault: 'empty-message', line: 0 },
  /** The first line is no type and version. */
  noHeader: { text: 'FFR 8\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\n', fault: 'unknown-message-type', line: 1 },
  /** An old version. */
  oldVersion: { text: 'FFR/7\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\n', fault: 'unsupported-version', line: 1 },
  /** A lower-case letter. */
  lowerCase: { text: `${HEAD}UT561/27nov/VKOEVN/NN\nREF/VKOFMUT\n`, fault: 'bad-character', line: 3 },
  /** An OSI text past 69 characters a line. */
  longLine: { text: `${HEAD}UT561/27NOV/VKOEVN/NN\nOSI/${'X'.repeat(66)}\nREF/VKOFMUT\n`, fault: 'line-too-long', line: 4 },
  /** A request over 3,500 characters. */
  tooLong: { text: `${HEAD}${'UT561/27NOV/VKOEVN/NN\n'.repeat(160)}REF/VKOFMUT\n`, fault: 'message-too-long', line: 0 },
  /** The AWB's check digit: 4518233 mod 7 is 6, not 7. */
  checkDigit: { text: 'FFR/8\n298-45182337VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\n', fault: 'awb-check-digit', line: 2 },
  /** The flight line where the consignment line should be. */
  noConsignment: { text: 'FFR/8\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\n', fault: 'missing-mandatory-line', line: 2 },
  /** No flight asked for. */
  noFlight: { text: `${HEAD}SSR/KEEP DRY\nREF/VKOFMUT\n`, fault: 'missing-mandatory-line', line: 3 },
  /** No sender reference before the dimensions. */
  noReference: { text: `${HEAD}UT561/27NOV/VKOEVN/NN\nOSI/URGENT\nDIM/K250.5/CMT100-80-60/10\n`, fault: 'missing-mandatory-line', line: 5 },
  /** No sender reference at all: reported at the last line. */
  noReferenceAtEnd: { text: `${HEAD}UT561/27NOV/VKOEVN/NN\nSSR/KEEP DRY\n/DO NOT STACK\n`, fault: 'missing-mandatory-line', line: 5 },
  /** SSR after REF: out of the manual's order. */
  outOfOrder: { text: `${HEAD}UT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\nSSR/KEEP DRY\n`, fault: 'unexpected-line', line: 5 },
  /** A line FFR/8 is not read with. */
  stray: { text: `${HEAD}UT561/27NOV/VKOEVN/NN\nULD/PMC12345UT\nREF/VKOFMUT\n`, fault: 'unexpected-line', line: 4 },
  /** A request cannot confirm its own leg: KK is an answer. */
  answerCode: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\nREF/VKOFMUT\n`, fault: 'bad-element', line: 3 },
  /** A split shipment (S) is a manifest's, not a booking's. */
  splitShipment: { text: 'FFR/8\n298-45182336VKOEVN/S4K100/T10\nUT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\n', fault: 'bad-element', line: 2 },
  /** CA without its allotment identification. */
  noAllotment: { text: `${HEAD}UT561/27NOV/VKOEVN/CA\nREF/VKOFMUT\n`, fault: 'bad-element', line: 3 },
} as const;
