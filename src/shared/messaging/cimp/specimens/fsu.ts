// FSU/15 specimens written for this project from Cargo-IMP's syntax (docs/cimp.md, "FSU"): good
// ones with what they say in the tests, bad ones each with its fault. Lines end in LF here; the
// tests try CRLF and a Type B envelope too.

/** Accepted at Vnukovo for UT 561 to Yerevan: the agent's name, the volume. */
export const FSU_RCS = `FSU/15
298-45182336VKOEVN/T10K250.5
RCS/27NOV0930/VKO/T10K250.5/MC1.2/SKYTRANS AGENT
`;

/** UT 561 left Vnukovo with the whole consignment. */
export const FSU_DEP = `FSU/15
298-45182336VKOEVN/T10K250.5
DEP/UT561/27NOV/VKOEVN/T10K250.5
`;

/** Its arrival in Yerevan and everything after it, down to delivery against a signature; an OSI. */
export const FSU_DELIVERY = `FSU/15
298-45182336VKOEVN/T10K250.5
ARR/UT561/27NOV1130/EVN/T10K250.5
RCF/UT561/27NOV1215/EVN/T10K250.5
NFD/27NOV1400/EVN/T10K250.5/ARMCARGO LLC
AWD/28NOV0930/EVN/T10K250.5/A PETROSYAN
CCD/28NOV1000/EVN/T10K250.5
DLV/28NOV1015/EVN/T10K250.5/A PETROSYAN
OSI/DELIVERED AGAINST POWER OF ATTORNEY 12
/CONSIGNEE INFORMED BY PHONE
`;

/**
 * Part of a Surgut-St Petersburg consignment through Vnukovo: built, manifested and flown (with
 * departure and arrival times, one the next day), arrived with the departure time left empty,
 * found short, handed to another carrier; a weight missing where the sender did not give it.
 */
export const FSU_PART = `FSU/15
298-12345675SGCLED/P4K100T10
FOH/27NOV1600/SGC/P4
PRE/UT478/28NOV/SGCVKO/P4K100
MAN/UT478/28NOV/SGCVKO/P4K100/S2250/S0050-N
DEP/UT478/28NOV/SGCVKO/P4K100/MC0.5/A2305/E0105-N
ARR/UT478/29NOV0110/VKO/P4K100//A0110
DIS/UT478/29NOV0130/VKO/MSCA/P1K25
DIS//29NOV0800/VKO/FDCA/P1K25
AWR/UT478/29NOV0130/VKO/P4K100
RCF/UT478/29NOV0200/VKO/P4K100
TRM/SU/VKO/P4K100
TFD/SU/29NOV1000/VKO/P4K100/SU CARGO VKO
`;

/** The rest of the codes: booked, received from another carrier, reported to customs, delivered to the door. */
export const FSU_OTHERS = `FSU/15
298-60012341HMATJM/T1K5
BKD/UT304/29NOV/HMATJM/T1K5/S0800/S0910
RCT/S7/29NOV0700/HMA/T1K5/S7 CARGO
CRC/29NOV1000/TJM/T1K5
DDL/29NOV1500/TJM/T1L11/I IVANOV
`;

export const FSU_BAD = {
  /** The AWB's check digit: 4518233 mod 7 is 6, not 7. */
  checkDigit: { text: 'FSU/15\n298-45182337VKOEVN/T10K250.5\nRCS/27NOV0930/VKO/T10K250.5\n', fault: 'awb-check-digit', line: 2 },
  /** A consignment and no status. */
  noStatus: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\n', fault: 'missing-mandatory-line', line: 2 },
  /** A status without the consignment line. */
  noConsignment: { text: 'FSU/15\nRCS/27NOV0930/VKO/T10K250.5\n', fault: 'missing-mandatory-line', line: 2 },
  /** The 32nd of November. */
  badDate: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\nDEP/UT561/32NOV/VKOEVN/T10K250.5\n', fault: 'bad-element', line: 3 },
  /** A P consignment line without the consignment's total pieces. */
  partWithoutTotal: { text: 'FSU/15\n298-12345675SGCLED/P4K100\nRCS/27NOV1500/SGC/P4K100\n', fault: 'bad-element', line: 2 },
  /** A discrepancy code Cargo-IMP does not have. */
  badDiscrepancy: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\nDIS/UT561/27NOV1140/EVN/LOST/T2K50\n', fault: 'bad-element', line: 3 },
  /** A status code Cargo-IMP does not have. */
  unknownStatus: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\nXYZ/27NOV0930/VKO/T10K250.5\n', fault: 'unexpected-line', line: 3 },
  /** A status after the OSI, which comes last. */
  afterOsi: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\nRCS/27NOV0930/VKO/T10K250.5\nOSI/CHECKED\nDEP/UT561/27NOV/VKOEVN/T10K250.5\n', fault: 'unexpected-line', line: 5 },
  /** A status line continued. */
  continued: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\nDLV/28NOV1015/EVN/T10K250.5/A\n/PETROSYAN\n', fault: 'unexpected-line', line: 4 },
  /** A receiver's name that takes the line past 69 characters. */
  longLine: { text: `FSU/15\n298-45182336VKOEVN/T10K250.5\nDLV/28NOV1015/EVN/T10K250.5/${'A'.repeat(45)}\n`, fault: 'line-too-long', line: 3 },
  /** A lower-case letter. */
  lowerCase: { text: 'FSU/15\n298-45182336VKOEVN/T10K250.5\nRCS/27Nov0930/VKO/T10K250.5\n', fault: 'bad-character', line: 3 },
} as const;
