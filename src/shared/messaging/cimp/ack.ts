import * as v from 'valibot';
import type { CimpFault } from './fault';
import { CimpError } from './fault';
import { cimpText, MAX_LINE, MAX_MESSAGE, type MessageText, type Segment } from './text';

// FMA/1 and FNA/1, the answers to a received telegram: FMA says it was taken, FNA that it was
// refused and why. Both quote the start of the telegram they answer, so the sender can tell which
// one without any reference number (Cargo-IMP has none). The grammar (docs/cimp.md, "FMA and FNA"):
//   FNA/1
//   ACK/BAD-ELEMENT LINE 3: ...           the ACK line: a free text, the reason (mandatory in FNA,
//                                         optional in FMA, where `ACK` may stand alone)
//   FWB/16                                the answered telegram's first lines as received, at least
//   298-45182330VKOEVN/T10K250.5          its type and version line; as many as show what is wrong
// The quoted lines are the original's own (its continuation lines too), not re-formatted: the
// first one may not start with `/` (it would read as the ACK line's continuation), none may be
// blank or end in a space, and the last may not be `NNNN` (the end of a Type B text).

const CHARS = String.raw`A-Z0-9 .\-/()',:?+=`;
/** The ACK line's text: up to what fits after `ACK/`, `/` allowed (it is joined back), trimmed. */
const AckText = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(MAX_LINE - 4),
  v.regex(new RegExp(`^[${CHARS}]+$`), "capital Latin letters, digits, spaces and . - / ( ) ' , : ? + ="),
  v.regex(/^\S(.*\S)?$/, 'no leading or trailing spaces'),
);

/** A line of the answered telegram as it was: Cargo-IMP's characters, not blank, no trailing space. */
const QuotedLine = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_LINE), v.regex(new RegExp(`^[${CHARS}]*[${CHARS.replace(' ', '')}]$`), "a telegram's line: Cargo-IMP's characters, not ending in a space"));

/** What room the quote has: the message less its first line (`FNA/1`) and the longest ACK line, with their CRLFs. */
const QUOTE_ROOM = MAX_MESSAGE - 'FNA/1\r\n'.length - MAX_LINE - 2;

const OriginalSchema = v.pipe(
  v.array(QuotedLine),
  v.minLength(1, 'at least the answered telegram’s first line'),
  v.check((lines) => !lines[0]?.startsWith('/'), 'a first quoted line that does not start with /'),
  v.check((lines) => lines.at(-1) !== 'NNNN', 'a last quoted line other than NNNN'),
  v.check((lines) => lines.join('\r\n').length <= QUOTE_ROOM, `a quote of at most ${QUOTE_ROOM} characters`),
);

export const FmaSchema = v.object({
  type: v.literal('FMA'),
  version: v.literal(1),
  /** The acknowledgement's own words, if any: `ACK/RECEIVED`. */
  text: v.optional(AckText),
  /** The acknowledged telegram's first lines. */
  original: OriginalSchema,
});
export type Fma = v.InferOutput<typeof FmaSchema>;

export const FnaSchema = v.object({
  type: v.literal('FNA'),
  version: v.literal(1),
  /** Why the telegram was refused. */
  reason: AckText,
  /** The refused telegram's first lines, down to the one in error where they fit. */
  original: OriginalSchema,
});
export type Fna = v.InferOutput<typeof FnaSchema>;

// ---- reading ----

/** The ACK line's text ('' when the line is `ACK` alone) and the quoted lines. */
function readAck(message: MessageText): { text: string; original: string[] } {
  const [ack, ...rest] = message.segments;
  if (ack?.fields[0] !== 'ACK') {
    throw new CimpError('missing-mandatory-line', ack?.no ?? message.headerLine + 1, `The ACK line must follow ${message.type}/${message.version}: ACK/ and the ${message.type === 'FNA' ? 'reason the telegram was refused' : 'acknowledgement, if any'}`);
  }
  const stray = ack.continuations[0];
  if (stray) throw new CimpError('unexpected-line', stray.no, 'The ACK line has no continuation; the quoted telegram starts with its own first line, which does not start with /');
  const original = rest.flatMap(quoteOf);
  if (!original.length) throw new CimpError('missing-mandatory-line', ack.no, `After the ACK line, ${message.type} quotes the first lines of the telegram it answers (at least its type and version line)`);
  return { text: ack.fields.slice(1).join('/').trim(), original };
}

/** A segment back as the lines it was read from. */
const quoteOf = (segment: Segment): string[] => [segment.fields.join('/'), ...segment.continuations.map((line) => `/${line.fields.join('/')}`)];

export function readFma(message: MessageText): Fma {
  const { text, original } = readAck(message);
  return { type: 'FMA', version: 1, ...(text ? { text } : {}), original };
}

export function readFna(message: MessageText): Fna {
  const { text, original } = readAck(message);
  if (!text) throw new CimpError('bad-element', message.segments[0]!.no, 'An FNA says why the telegram was refused after ACK/');
  return { type: 'FNA', version: 1, reason: text, original };
}

// ---- writing ----

export function writeFma(fma: Fma): string[] {
  return ['FMA/1', fma.text === undefined ? 'ACK' : `ACK/${fma.text}`, ...fma.original];
}

export function writeFna(fna: Fna): string[] {
  return ['FNA/1', `ACK/${fna.reason}`, ...fna.original];
}

// ---- answering a received telegram ----

const SMI = /^[A-Z]{3}\/\d{1,3}$/;
/** Lines an FNA quotes at most: enough to reach the line in error in most telegrams, short enough to read. */
const MAX_QUOTED = 12;

/**
 * The received text's lines from its type and version line on (its envelope left out), each made
 * quotable: upper case, characters outside Cargo-IMP's set blanked, cut at 69 characters.
 */
function quotableLines(received: string): { no: number; text: string }[] {
  const all = received.split(/\r\n?|\n/).map((text, index) => ({ no: index + 1, text }));
  const start = all.findIndex((line) => SMI.test(line.text.trim()));
  const from = start >= 0 ? start : all.findIndex((line) => line.text.trim() !== '');
  return all
    .slice(Math.max(from, 0))
    .map(({ no, text }) => ({ no, text: text.toUpperCase().replace(new RegExp(`[^${CHARS}]`, 'g'), ' ').slice(0, MAX_LINE).trimEnd() }))
    .filter((line) => line.text !== '' && line.text !== 'NNNN');
}

/** The first lines to quote, through `untilLine` (a line number in the received text) where given. */
function quote(received: string, count: number, untilLine = 0): string[] {
  const lines = quotableLines(received);
  const upTo = lines.filter((line) => line.no <= untilLine).length;
  const chosen = lines.slice(0, Math.min(Math.max(count, upTo), MAX_QUOTED)).map((line) => line.text);
  // A quote cannot open with `/`: it would read as the ACK line's continuation.
  while (chosen[0]?.startsWith('/')) {
    const first = chosen[0].replace(/^[/\s]+/, '');
    if (first) chosen[0] = first;
    else chosen.shift();
  }
  while (chosen.length > 1 && chosen.join('\r\n').length > QUOTE_ROOM) chosen.pop();
  return chosen.length ? chosen : ['NIL'];
}

/** Words for the ACK line: Cargo-IMP's characters, cut at a word's end to fit after `ACK/`. */
function ackWords(text: string): string {
  const words = cimpText(text);
  const room = MAX_LINE - 4;
  if (words.length <= room) return words;
  const cut = words.slice(0, room + 1);
  const end = cut.lastIndexOf(' ');
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, room)).trim();
}

/** The FMA that acknowledges a received telegram: its type line and the line that identifies it. */
export function fmaFor(received: string, text?: string): Fma {
  const words = text === undefined ? '' : ackWords(text);
  return { type: 'FMA', version: 1, ...(words ? { text: words } : {}), original: quote(received, 2) };
}

/** The FNA that refuses a received telegram for the fault the codec (or the cabinet) found in it. */
export function fnaFor(received: string, fault: CimpFault): Fna {
  const where = fault.line > 0 ? ` LINE ${fault.line}` : '';
  const reason = ackWords(`${fault.fault}${where}: ${fault.detail}`);
  return { type: 'FNA', version: 1, reason, original: quote(received, 2, fault.line) };
}
