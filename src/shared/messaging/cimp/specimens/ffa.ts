// FFA/4 specimens written for this project from Cargo-IMP's syntax (docs/cimp.md): good ones with
// what they say in the tests, bad ones each with its fault and line. Lines end in LF here; tests
// try CRLF and a Type B envelope.

/** The answer to FFR_SGC_EVN: both legs confirmed, the request's REF quoted back. */
export const FFA_SGC_EVN = `FFA/4
298-45182336SGCEVN/T10K250.5/MC1.2/SPARE PARTS
/SPX/EAW
UT478/27NOV/SGCVKO/KK
UT561/28NOV/VKOEVN/KK
SSR/KEEP DRY
/DO NOT STACK
REF/SGCTCXH/BK2711/AGT/1234567/SGC
`;

/** The first leg confirmed, the second wait-listed. */
export const FFA_WAITLIST = `FFA/4
298-55501235SVXLED/T25K1200/MC7.5/CONSOLIDATION
UT220/01DEC/SVXVKO/KK
UT304/01DEC/VKOLED/LL
OSI/VKOLED FULL ON 01DEC: CONFIRMED WHEN SPACE FREES UP
REF/SVXFMUT/SV2
`;

/** Cargo too large for the leg: unable; a heavy piece held for the station's decision. */
export const FFA_UNABLE = `FFA/4
298-31415926VKOEVN/P5K2500/T12/ENGINE
/HEA
UT561/28NOV/VKOEVN/UU
UT563/29NOV/VKOEVN/HN
OSI/LARGER THAN THE 737 HOLD DOOR ON UT561
/UT563 ON A 321: HEAVY PIECE AWAITS THE STATION
REF//TC-0042
`;

/** A cancellation confirmed. */
export const FFA_CANCEL = `FFA/4
298-76543213HMATJM/T2K35
UT110/30NOV/HMATJM/XX
REF/HMAFMUT
`;

const HEAD = 'FFA/4\n298-45182336VKOEVN/T10K250.5\n';

export const FFA_BAD = {
  /** Nothing but blank lines. */
  empty: { text: '\r\n', fault: 'empty-message', line: 0 },
  /** The first line is no type and version. */
  noHeader: { text: 'FFA-4\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/KK\nREF/VKOFMUT\n', fault: 'unknown-message-type', line: 1 },
  /** An old version. */
  oldVersion: { text: 'FFA/3\n298-45182336VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/KK\nREF/VKOFMUT\n', fault: 'unsupported-version', line: 1 },
  /** A character outside Cargo-IMP's set. */
  badCharacter: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\nOSI/CONFIRMED_BY PHONE\nREF/VKOFMUT\n`, fault: 'bad-character', line: 4 },
  /** An SSR text past 69 characters a line. */
  longLine: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\nSSR/${'Y'.repeat(70)}\nREF/VKOFMUT\n`, fault: 'line-too-long', line: 4 },
  /** An answer over 3,500 characters. */
  tooLong: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\nOSI/A\n${'/ANSWERED\n'.repeat(340)}REF/VKOFMUT\n`, fault: 'message-too-long', line: 0 },
  /** The AWB's check digit: 1234567 mod 7 is 5, not 4. */
  checkDigit: { text: 'FFA/4\n298-12345674VKOEVN/T10K250.5\nUT561/27NOV/VKOEVN/KK\nREF/VKOFMUT\n', fault: 'awb-check-digit', line: 2 },
  /** No leg answered. */
  noFlight: { text: `${HEAD}REF/VKOFMUT\n`, fault: 'missing-mandatory-line', line: 3 },
  /** No reference of the request answered. */
  noReference: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\n`, fault: 'missing-mandatory-line', line: 3 },
  /** A DIM line: FFA has none. */
  stray: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\nDIM/K250.5/CMT100-80-60/10\nREF/VKOFMUT\n`, fault: 'unexpected-line', line: 4 },
  /** Two REF lines. */
  twoReferences: { text: `${HEAD}UT561/27NOV/VKOEVN/KK\nREF/VKOFMUT\nREF/LEDFMUT\n`, fault: 'unexpected-line', line: 5 },
  /** NN asks for space; an answer gives it or not. */
  requestCode: { text: `${HEAD}UT561/27NOV/VKOEVN/NN\nREF/VKOFMUT\n`, fault: 'bad-element', line: 3 },
  /** A leg from Vnukovo to Vnukovo. */
  sameAirports: { text: `${HEAD}UT561/27NOV/VKOVKO/KK\nREF/VKOFMUT\n`, fault: 'bad-element', line: 3 },
} as const;
