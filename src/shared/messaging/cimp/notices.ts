import * as v from 'valibot';
import { CimpError } from './fault';
import { readAwb, readDayMonth, readFlight, readPieces } from './elements';

// Two messages the cabinet logs and reads but never writes or applies (spec section 5's allowed
// types): CSN, customs' status notification about an AWB (as US CBP's Air AMS sends it: the AWB,
// the flight it arrived by, then one CSN line a status: action code, pieces, when, the entry's
// type and number, remarks), and OAR, another airline's system's reply, which Cargo-IMP's
// published list does not define: read as the AWB it names, its REF and its free text. Their first
// line is the type alone or with a version (`CSN`, `CSN/1`), so the codec's `TYPE/VERSION`
// envelope reading does not fit them: they have this reader of their own.

export const NOTICE_TYPES = ['CSN', 'OAR'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

const HEADING = /^(CSN|OAR)(?:\/(\d{1,3}))?$/;

export const CsnStatusSchema = v.object({
  /** Customs' action (disposition) code: 1C, 7H... */
  actionCode: v.string(),
  pieces: v.nullable(v.number()),
  /** Day and month, with the time when given: 15MAR, 15MAR1020. */
  at: v.nullable(v.string()),
  entryType: v.nullable(v.string()),
  entryNumber: v.nullable(v.string()),
  remarks: v.nullable(v.string()),
});

export const CsnSchema = v.object({
  type: v.literal('CSN'),
  version: v.nullable(v.number()),
  awb: v.string(),
  hawb: v.nullable(v.string()),
  /** The flight the cargo arrived by and its day: UT561, 15MAR. */
  arrival: v.nullable(v.object({ flight: v.string(), day: v.string() })),
  statuses: v.array(CsnStatusSchema),
});
export type Csn = v.InferOutput<typeof CsnSchema>;

export const OarSchema = v.object({
  type: v.literal('OAR'),
  version: v.nullable(v.number()),
  awb: v.nullable(v.string()),
  reference: v.nullable(v.string()),
  text: v.array(v.string()),
});
export type Oar = v.InferOutput<typeof OarSchema>;

interface Line {
  no: number;
  text: string;
}

/** The lines after the heading (an envelope before it skipped), with their numbers in the text as received. */
function linesOf(raw: string, type: NoticeType): { version: number | null; lines: Line[] } {
  const all = raw.replace(/\r\n?/g, '\n').split('\n');
  const start = all.findIndex((line) => HEADING.exec(line.trim())?.[1] === type);
  if (start < 0) throw new CimpError('unknown-message-type', 1, `No first line names ${type}`);
  const version = HEADING.exec(all[start]!.trim())![2];
  const lines = all
    .map((text, index) => ({ no: index + 1, text: text.trim() }))
    .slice(start + 1)
    .filter((line) => line.text !== '' && line.text !== 'NNNN');
  return { version: version === undefined ? null : Number(version), lines };
}

const orNull = (text: string | undefined): string | null => (text === undefined || text === '' ? null : text);

/** The AWB line: `125-12345675`, a house bill after `-` or `/` (`125-12345675-HB123`). */
function awbLine(line: Line): { awb: string; hawb: string | null } {
  const match = /^(\d{3}-\d{8})(?:[-/]([A-Z0-9]{1,12}))?$/.exec(line.text);
  if (!match) throw new CimpError('bad-element', line.no, `"${line.text}" is not an AWB number PPP-SSSSSSSS`);
  return { awb: readAwb(match[1]!, line.no), hawb: orNull(match[2]) };
}

function csnStatus(line: Line): Csn['statuses'][number] {
  const [, code = '', at, entry, ...remarks] = line.text.split('/');
  const [actionCode = '', pieces] = code.split('-');
  if (!/^[A-Z0-9]{1,2}$/.test(actionCode)) throw new CimpError('bad-element', line.no, `The action code "${actionCode}" is not one or two characters`);
  if (at && !/^\d{2}[A-Z]{3}(\d{4})?$/.test(at)) throw new CimpError('bad-element', line.no, `"${at}" is not a day, month and time such as 15MAR1020`);
  if (at) readDayMonth(at.slice(0, 5), line.no);
  const [entryType, entryNumber] = (entry ?? '').split('-');
  return {
    actionCode,
    pieces: pieces ? readPieces(pieces, line.no) : null,
    at: orNull(at),
    entryType: orNull(entryType),
    entryNumber: orNull(entryNumber),
    remarks: orNull(remarks.join('/')),
  };
}

/** Reads a CSN: its AWB, the arrival (ARR/UT561/15MAR) when given, and at least one CSN status line. */
export function readCsn(raw: string): Csn {
  const { version, lines } = linesOf(raw, 'CSN');
  const first = lines[0];
  if (!first) throw new CimpError('missing-mandatory-line', 0, 'A CSN names its AWB on the line after its first');
  const { awb, hawb } = awbLine(first);
  let arrival: Csn['arrival'] = null;
  const statuses: Csn['statuses'] = [];
  for (const line of lines.slice(1)) {
    const [tag, ...rest] = line.text.split('/');
    if (tag === 'ARR' && !arrival && !statuses.length) {
      const flight = readFlight(rest[0] ?? '', line.no);
      arrival = { flight: `${flight.carrier}${flight.number}`, day: readDayMonth(rest[1] ?? '', line.no) };
    } else if (tag === 'CSN') statuses.push(csnStatus(line));
    else throw new CimpError('unexpected-line', line.no, `"${line.text.slice(0, 20)}" is neither an ARR nor a CSN line`);
  }
  if (!statuses.length) throw new CimpError('missing-mandatory-line', 0, 'A CSN has at least one CSN/ status line');
  return { type: 'CSN', version, awb, hawb, arrival, statuses };
}

/** Reads an OAR: the AWB when a line starts with one, the REF line's reference, and the rest as text. */
export function readOar(raw: string): Oar {
  const { version, lines } = linesOf(raw, 'OAR');
  if (!lines.length) throw new CimpError('missing-mandatory-line', 0, 'An OAR has at least one line after its first');
  let awb: string | null = null;
  let reference: string | null = null;
  const text: string[] = [];
  for (const line of lines) {
    const number = /^(\d{3}-\d{8})(?![\d])/.exec(line.text)?.[1];
    if (number && awb === null) awb = readAwb(number, line.no);
    if (line.text.startsWith('REF/') && reference === null) reference = orNull(line.text.slice(4));
    else text.push(line.text);
  }
  return { type: 'OAR', version, awb, reference, text };
}

/** The notice type a text's first line names, if it is one. */
export function noticeTypeOf(raw: string): NoticeType | null {
  for (const line of raw.replace(/\r\n?/g, '\n').split('\n')) {
    const match = HEADING.exec(line.trim());
    if (match) return match[1] as NoticeType;
    if (/^[A-Z]{3}\/\d{1,3}$/.test(line.trim())) return null;
  }
  return null;
}
